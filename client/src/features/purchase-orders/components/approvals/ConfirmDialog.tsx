/** Asks before a decision that cannot be undone (approve, withdraw): a dialog, never window.confirm. */
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';

export function ConfirmDialog({ open, title, text, keepLabel, confirmLabel, onKeep, onConfirm, palette = 'orange', children }: {
  open: boolean; title: string; text: string; keepLabel: string; confirmLabel: string; onKeep(): void; onConfirm(): void; palette?: string;
  /** What the decision is about, shown under the text (an approval's figures and ship-to). */
  children?: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => { if (!d.open) onKeep(); }} role="alertdialog" placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header><Dialog.Title wordBreak="break-word">{title}</Dialog.Title></Dialog.Header>
            <Dialog.Body><Stack gap="3"><Text>{text}</Text>{children}</Stack></Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onKeep}>{keepLabel}</Button>
              <Button colorPalette={palette} onClick={onConfirm}>{confirmLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
