/**
 * Asks before an action that cannot be undone (approve or withdraw a request, delete a catalog item, remove a member):
 * a dialog, never window.confirm. Shared so every such question looks and behaves alike.
 */
import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';

export function ConfirmDialog({
  open,
  title,
  text,
  keepLabel,
  confirmLabel,
  onKeep,
  onConfirm,
  palette,
  children,
}: {
  open: boolean;
  title: string;
  text: string;
  keepLabel: string;
  confirmLabel: string;
  onKeep(): void;
  onConfirm(): void;
  /** The confirm button's colour, named at each use: red for a loss (delete, withdraw, remove), orange for a decision (approve). */
  palette: string;
  /** What the decision is about, shown under the text (an approval's figures and ship-to). */
  children?: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) onKeep();
      }}
      role="alertdialog"
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{text}</Text>
                {children}
              </Stack>
            </Dialog.Body>
            {/* Long labels wrap onto a second line on a narrow phone rather than overflow the dialog. */}
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onKeep}>
                {keepLabel}
              </Button>
              <Button colorPalette={palette} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
