/**
 * The fulfilment moves an admin may make on a purchase order now (the server's nextFulfilment): Ship, Mark
 * delivered, or Cancel order, which asks first (stock returns, the invoice becomes void).
 */
import { useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { purchaseOrderCopy } from '../copy';

const t = purchaseOrderCopy.admin;

export function FulfilmentActions({ orderNumber, next, busy, onMove }: {
  orderNumber: string; next: readonly string[]; busy: boolean; onMove(status: string): void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {next.map((status) => {
        const label = t.moves[status] ?? status;
        const cancel = status === 'CANCELLED';
        return (
          <Button key={status} size="xs" colorPalette={cancel ? 'red' : 'orange'} variant={cancel ? 'outline' : 'solid'} disabled={busy}
            aria-label={t.actionsFor(label, orderNumber)} onClick={() => (cancel ? setConfirming(true) : onMove(status))}>
            {label}
          </Button>
        );
      })}
      <Dialog.Root open={confirming} onOpenChange={(d) => setConfirming(d.open)} role="alertdialog" placement="center" size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header><Dialog.Title>{t.cancelTitle(orderNumber)}</Dialog.Title></Dialog.Header>
              <Dialog.Body><Text>{t.cancelText}</Text></Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setConfirming(false)}>{t.keep}</Button>
                <Button colorPalette="red" onClick={() => { setConfirming(false); onMove('CANCELLED'); }}>{t.cancelConfirm}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
