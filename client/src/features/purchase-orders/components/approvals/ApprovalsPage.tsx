/**
 * Approvals: what waits for the signed-in buyer's or company admin's approval, oldest first. Each
 * request shows its requester, lines, total, why and who must approve, with Approve and Reject; the server never
 * lists the caller's own requests, so nobody sees Approve on their own order.
 */
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { PageSpinner } from '../../../../components/PageSpinner';
import { errorCode } from '../../../../lib/apollo';
import { LoadMoreButton } from '../../../../lib/cursorPages';
import { approvalsCopy } from '../../approvalsCopy';
import { useApprovalQueue } from '../../api/approvals';
import { ApprovalActions } from './ApprovalActions';
import { RequestSummary } from './RequestSummary';

const t = approvalsCopy;

export default function ApprovalsPage() {
  const { data, error, refetch, loadMore } = useApprovalQueue();
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;
  const queue = data?.approvalQueueConnection.nodes ?? [];
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="3xl">
        {t.queue.title}
      </Heading>
      <Text>{t.queue.intro}</Text>
      {!data && !error && <PageSpinner label={t.queue.loading} />}
      {code === 'FORBIDDEN' && <Text>{t.queue.notApprover}</Text>}
      {error && code !== 'FORBIDDEN' && !data && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && queue.length === 0 && <Text>{t.queue.empty}</Text>}
      {queue.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="4" aria-label={t.queue.title}>
          {queue.map((r) => (
            <Box as="li" key={r.id} borderWidth="1px" rounded="md" p={{ base: '3', md: '5' }}>
              <Stack as="article" gap="3" aria-labelledby={`request-${r.id}`}>
                <Heading as="h2" size="lg" id={`request-${r.id}`}>
                  <Link asChild color="blue.700" textDecoration="underline">
                    <RouterLink to={`/order-request/${r.id}`}>
                      {t.request.heading(r.requestNumber)}
                    </RouterLink>
                  </Link>
                </Heading>
                <RequestSummary request={r} />
                <ApprovalActions request={r} />
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <LoadMoreButton
        pageInfo={data?.approvalQueueConnection.pageInfo}
        label={t.queue.loadMore}
        onMore={loadMore}
      />
    </Stack>
  );
}
