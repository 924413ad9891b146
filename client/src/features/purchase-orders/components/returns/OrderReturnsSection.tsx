/**
 * The returns of an order on its page: each with its status, lines, fee and credit note, Withdraw while the goods
 * have not arrived; and "Request a return" for delivered units not yet asked back (shown to people who order for the
 * company, never the shop). Confirmations are announced and kept in view; refusals are announced alerts.
 */
import { useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { RETURN_MOVES } from '@gluegun/common';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { LiveStatus } from '../../../../components/LiveStatus';
import { useKeepInView } from '../../../../components/revealError';
import { useAuth } from '../../../../lib/auth';
import { returnsCopy as t } from '../../../../lib/returnsCopy';
import type { OrderReturnsQuery } from '../../../../gql/graphql';
import { useOrderReturns, useWithdrawReturn } from '../../api/orderReturns';
import { useCanOrder } from '../../api/approvals';
import { ReturnCard } from './ReturnCard';
import { RequestReturnForm, type ReturnableLine } from './RequestReturnForm';

type Order = OrderReturnsQuery['purchaseOrder'];
const HOLDING = new Set(['REQUESTED', 'APPROVED', 'RECEIVED']);

/** Per line: delivered units less those in returns not rejected or withdrawn (the server also counts credit notes). */
export function returnableLines(po: Order): ReturnableLine[] {
  const delivered = new Map<string, number>();
  for (const s of po.shipments) {
    if (!s.deliveredAt) continue;
    for (const l of s.lines)
      delivered.set(l.invoiceLineId, (delivered.get(l.invoiceLineId) ?? 0) + l.quantity);
  }
  const held = new Map<string, number>();
  for (const r of po.returns) {
    if (!HOLDING.has(r.status)) continue;
    for (const l of r.lines) held.set(l.invoiceLineId, (held.get(l.invoiceLineId) ?? 0) + l.quantity);
  }
  return [...po.lines]
    .sort((a, b) => a.position - b.position)
    .map((l) => ({
      id: l.id,
      sku: l.sku,
      productName: l.productName,
      left: (delivered.get(l.id) ?? 0) - (held.get(l.id) ?? 0),
    }))
    .filter((l) => l.left > 0);
}

export function OrderReturnsSection({ orderId }: { orderId: string }) {
  const { isAdmin } = useAuth();
  const canOrder = useCanOrder();
  const { data, error, refetch } = useOrderReturns(orderId);
  const [withdraw, withdrawState] = useWithdrawReturn();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const saidRef = useKeepInView<HTMLDivElement>(said);
  const po = data?.purchaseOrder;
  const lines = po ? returnableLines(po) : [];
  const mayAsk = !isAdmin && canOrder === true;

  const runWithdraw = async (id: string, number: string) => {
    setSaid(null);
    setFailure(null);
    try {
      await withdraw({ variables: { id } });
      setSaid(t.withdrawn(number));
    } catch (e) {
      setFailure(e);
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="returns-title"
      borderWidth="1px"
      rounded="md"
      p={{ base: '4', md: '8' }}
      _print={{ display: 'none' }}
    >
      <Heading id="returns-title" as="h2" size="md" mb="2">
        {t.heading}
      </Heading>
      <div ref={saidRef}>
        <LiveStatus>
          {said && (
            <Text fontWeight="semibold" color="green.800" mb="2">
              {said}
            </Text>
          )}
        </LiveStatus>
      </div>
      {error != null && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {failure != null && <ErrorAlert error={failure} />}
      {/* The section keeps its place while its list loads: the footer below does not jump. */}
      {!po && !error && <Text color="fg.muted">{t.loading}</Text>}
      {po && (
        <Stack gap="3">
          {po.returns.length === 0 ? (
            <Text>{t.none}</Text>
          ) : (
            <Stack as="ul" gap="3" aria-label={t.listLabel}>
              {po.returns.map((r) => (
                <ReturnCard
                  key={r.id}
                  r={r}
                  actions={
                    mayAsk && RETURN_MOVES[r.status].includes('CANCELLED') ? (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={withdrawState.loading}
                        aria-label={t.withdrawLabel(r.returnNumber)}
                        onClick={() => void runWithdraw(r.id, r.returnNumber)}
                      >
                        {t.withdraw}
                      </Button>
                    ) : undefined
                  }
                />
              ))}
            </Stack>
          )}
          {mayAsk && lines.length > 0 && !open && (
            <Button
              alignSelf="flex-start"
              colorPalette="orange"
              onClick={() => {
                setSaid(null);
                setOpen(true);
              }}
            >
              {t.request}
            </Button>
          )}
          {mayAsk && open && (
            <RequestReturnForm
              orderId={po.id}
              lines={lines}
              onCancel={() => setOpen(false)}
              onDone={(number) => {
                setOpen(false);
                setSaid(t.requested(number));
              }}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
