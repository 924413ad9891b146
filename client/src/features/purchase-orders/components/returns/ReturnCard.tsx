/**
 * One return as its buyer and the shop read it: number, status in words, lines, reason, photos, the fee, a rejection's
 * reason and the credit note its receipt issued. `actions` (Withdraw; Approve, Reject, Receive) sit at its foot.
 */
import type { ReactNode } from 'react';
import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatCents, formatDay } from '@gluegun/common';
import type { ReturnFieldsFragment } from '../../../../gql/graphql';
import { returnsCopy as t } from '../../../../lib/returnsCopy';

const PALETTE: Record<string, string> = {
  REQUESTED: 'blue',
  APPROVED: 'orange',
  REJECTED: 'red',
  CANCELLED: 'gray',
  RECEIVED: 'green',
};

export function ReturnCard({
  r,
  heading,
  actions,
}: {
  r: ReturnFieldsFragment;
  heading?: string;
  actions?: ReactNode;
}) {
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" aria-label={r.returnNumber} listStyleType="none">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="bold">{heading ?? r.returnNumber}</Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {t.asked(formatDay(r.createdAt), r.requestedByEmail)}
          </Text>
        </Stack>
        <Badge colorPalette={PALETTE[r.status] ?? 'gray'} whiteSpace="normal">
          {r.statusLabel}
        </Badge>
      </HStack>
      <Stack as="ul" gap="0" mt="2" fontSize="sm" listStyleType="none">
        {r.lines.map((l) => (
          <Text as="li" key={l.invoiceLineId} overflowWrap="anywhere">
            {t.line(l.quantity, l.sku, l.productName)}
          </Text>
        ))}
      </Stack>
      <Text fontSize="sm" mt="1" overflowWrap="anywhere">
        {t.reasonLine(r.reason)}
      </Text>
      {r.photoLinks.length > 0 && (
        <HStack gap="3" wrap="wrap" fontSize="sm">
          {r.photoLinks.map((href, i) => (
            <Link
              key={href}
              href={href}
              target="_blank"
              rel="noreferrer noopener"
              color="blue.700"
              textDecoration="underline"
              aria-label={t.photoLabel(i + 1, r.returnNumber)}
            >
              {t.photo(i + 1)}
            </Link>
          ))}
        </HStack>
      )}
      {r.rejectionReason && (
        <Text fontSize="sm" overflowWrap="anywhere">
          {t.rejectedBecause(r.rejectionReason)}
        </Text>
      )}
      {(r.status === 'APPROVED' || r.status === 'RECEIVED') && (
        <Text fontSize="sm">{t.fee(r.restockingFeePercent)}</Text>
      )}
      {r.restockingFeeCents != null && r.restockingFeeCents > 0 && (
        <Text fontSize="sm">{t.feeKept(formatCents(r.restockingFeeCents))}</Text>
      )}
      {r.creditNoteNumber && (
        <Text fontSize="sm" fontWeight="semibold">
          {t.creditNote(r.creditNoteNumber, formatCents(r.creditedCents ?? 0))}
        </Text>
      )}
      {actions && (
        <HStack gap="2" wrap="wrap" mt="2">
          {actions}
        </HStack>
      )}
    </Box>
  );
}
