/** Asks before an action that cannot be undone here (remove a member): a dialog, never window.confirm. */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export function ConfirmDialog({ open, title, text, keepLabel, confirmLabel, onKeep, onConfirm }: {
  open: boolean; title: string; text: string; keepLabel: string; confirmLabel: string; onKeep(): void; onConfirm(): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => { if (!d.open) onKeep(); }} role="alertdialog" placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header><Dialog.Title wordBreak="break-word">{title}</Dialog.Title></Dialog.Header>
            <Dialog.Body><Text>{text}</Text></Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onKeep}>{keepLabel}</Button>
              <Button colorPalette="red" onClick={onConfirm}>{confirmLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
