/** The confirmation of an order submitted for approval, on My Orders: its number, who must approve, and a link. */
import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import { approvalsCopy } from '../../approvalsCopy';
import { purchaseOrderCopy } from '../../copy';

const t = approvalsCopy.sent;

/** What My Orders needs to confirm a submission, carried in the router's state from checkout. */
export interface SentRequest { id: string; requestNumber: string; totalCents: number; waitingFor: string[] }

export function sentFromState(state: unknown): SentRequest | null {
  const sent = (state as { sent?: SentRequest } | null)?.sent;
  return sent && typeof sent.id === 'string' ? sent : null;
}

export function SentForApprovalAlert({ sent }: { sent: SentRequest }) {
  return (
    <Alert.Root status="info" role="status" aria-label={t.title(sent.requestNumber)}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="lg">{t.title(sent.requestNumber)}</Alert.Title>
        <Alert.Description>
          <Stack gap="1" mt="1">
            <Text>{purchaseOrderCopy.placed.total(formatCents(sent.totalCents))}</Text>
            <Text>{t.waitsFor(sent.waitingFor)}</Text>
            <Link asChild color="blue.800" fontWeight="semibold" textDecoration="underline" alignSelf="flex-start">
              <RouterLink to={`/order-request/${sent.id}`}>{t.view}</RouterLink>
            </Link>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
