/** My Orders' list of the buyer's own orders submitted for approval, newest first, with their status. */
import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents, formatDay } from '@gluegun/common';
import type { MyOrderRequestPagesQuery } from '../../../../gql/graphql';
import { LoadMoreButton } from '../../../../lib/cursorPages';
import { approvalsCopy } from '../../approvalsCopy';
import { RequestStatusBadge } from './RequestSummary';

const t = approvalsCopy;

type Page = MyOrderRequestPagesQuery['myOrderRequestConnection'];

/** The requests loaded so far, with "Load more" while older ones follow. */
export function MyOrderRequests({ page, onMore }: { page: Page; onMore(after: string): Promise<unknown> }) {
  const requests = page.nodes;
  if (requests.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="order-requests-heading">
      <Heading id="order-requests-heading" as="h2" size="xl">
        {t.mine.heading}
      </Heading>
      <Text color="fg.muted">{t.mine.intro}</Text>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t.mine.heading}>
        {requests.map((r) => (
          <Box as="li" key={r.id} borderWidth="1px" rounded="md" p="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Link asChild color="blue.700" textDecoration="underline" fontWeight="semibold">
                <RouterLink to={`/order-request/${r.id}`} aria-label={t.request.open(r.requestNumber)}>
                  {r.requestNumber}
                </RouterLink>
              </Link>
              <RequestStatusBadge status={r.status} />
            </HStack>
            <Text fontSize="sm">
              {formatDay(r.createdAt)} · {formatCents(r.totalCents)} ·{' '}
              {r.items.map((i) => i.productName).join(', ')}
            </Text>
            {r.status === 'AWAITING_APPROVAL' && r.waitingFor.length > 0 && (
              <Text fontSize="sm">
                {t.request.waitingFor}: {t.request.mustApprove(r.waitingFor)}
              </Text>
            )}
            {r.rejectionReason && <Text fontSize="sm">{t.request.rejectedBecause(r.rejectionReason)}</Text>}
          </Box>
        ))}
      </Stack>
      <LoadMoreButton pageInfo={page.pageInfo} label={t.mine.loadMore} onMore={onMore} />
    </Stack>
  );
}
