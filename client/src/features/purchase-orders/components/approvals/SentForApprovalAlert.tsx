/** The confirmation of an order submitted for approval, on My Orders: its number, net, tax, total and ship-to, who must approve, and a link. */
import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { approvalsCopy } from '../../approvalsCopy';
import { OrderFigures, type Figures, type ShipToFields } from './OrderFigures';

const t = approvalsCopy.sent;

/** What My Orders needs to confirm a submission, carried in the router's state from checkout. */
export interface SentRequest {
  id: string;
  requestNumber: string;
  figures: Figures;
  shipTo: ShipToFields | null;
  waitingFor: string[];
}

export function sentFromState(state: unknown): SentRequest | null {
  const sent = (state as { sent?: SentRequest } | null)?.sent;
  return sent && typeof sent.id === 'string' && typeof sent.figures?.totalCents === 'number' ? sent : null;
}

export function SentForApprovalAlert({ sent }: { sent: SentRequest }) {
  return (
    <Alert.Root status="info" role="status" aria-label={t.title(sent.requestNumber)}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="lg">{t.title(sent.requestNumber)}</Alert.Title>
        <Alert.Description>
          <Stack gap="1" mt="1">
            <OrderFigures figures={sent.figures} shipTo={sent.shipTo} />
            <Text>{t.waitsFor(sent.waitingFor)}</Text>
            <Link
              asChild
              color="blue.800"
              fontWeight="semibold"
              textDecoration="underline"
              alignSelf="flex-start"
            >
              <RouterLink to={`/order-request/${sent.id}`}>{t.view}</RouterLink>
            </Link>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
