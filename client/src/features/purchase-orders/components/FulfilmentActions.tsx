/**
 * The fulfilment moves an admin may make on a purchase order now (the server's nextFulfilment): Ship, Mark
 * delivered, or Cancel order, which asks first (stock returns, the invoice becomes void).
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { purchaseOrderCopy } from '../copy';
import { shipmentCopy } from '../shipmentCopy';

const t = purchaseOrderCopy.admin;

export function FulfilmentActions({
  orderNumber,
  next,
  busy,
  onMove,
  partlyShipped = false,
}: {
  orderNumber: string;
  next: readonly string[];
  busy: boolean;
  onMove(status: string): void;
  /** Cancel then cancels only what has not shipped and credits it, and says so. */
  partlyShipped?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const words = partlyShipped
    ? {
        cancel: shipmentCopy.cancelRest,
        title: shipmentCopy.cancelRestTitle(orderNumber),
        text: shipmentCopy.cancelRestText,
        confirm: shipmentCopy.cancelRestConfirm,
      }
    : {
        cancel: t.moves.CANCELLED,
        title: t.cancelTitle(orderNumber),
        text: t.cancelText,
        confirm: t.cancelConfirm,
      };
  return (
    <>
      {next.map((status) => {
        const cancel = status === 'CANCELLED';
        const label = cancel ? words.cancel : (t.moves[status] ?? status);
        return (
          <Button
            key={status}
            size="xs"
            colorPalette={cancel ? 'red' : 'orange'}
            variant={cancel ? 'outline' : 'solid'}
            disabled={busy}
            aria-label={t.actionsFor(label, orderNumber)}
            onClick={() => (cancel ? setConfirming(true) : onMove(status))}
          >
            {label}
          </Button>
        );
      })}
      <ConfirmDialog
        open={confirming}
        title={words.title}
        text={words.text}
        keepLabel={t.keep}
        confirmLabel={words.confirm}
        palette="red"
        onKeep={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onMove('CANCELLED');
        }}
      />
    </>
  );
}
