/**
 * Asks before an action that cannot be undone (approve or withdraw a request, delete a catalog item, remove a member):
 * a dialog, never window.confirm. Shared so every such question looks and behaves alike.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
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
  /** Said under the title; a question that says it all in its title leaves it out. */
  text?: string;
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
                {text && <Text>{text}</Text>}
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

/** One question for useConfirm: the words on the dialog and its confirm button's colour. */
export interface ConfirmQuestion {
  title: string;
  text?: string;
  keepLabel: string;
  confirmLabel: string;
  palette: string;
}

/**
 * The ConfirmDialog for a handler that asks and then acts: `if (!(await ask(question))) return;` reads like
 * window.confirm did, and `dialog` is rendered once by the component that calls the hook.
 */
export function useConfirm(): { ask(question: ConfirmQuestion): Promise<boolean>; dialog: ReactNode } {
  // The last question stays in place while the dialog closes, so its words do not blank out mid-animation.
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const [open, setOpen] = useState(false);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const close = useCallback((yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setOpen(false);
  }, []);
  const ask = useCallback((next: ConfirmQuestion) => {
    // A question still open when another is asked counts as kept.
    answer.current?.(false);
    setQuestion(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);
  const dialog = question && (
    <ConfirmDialog {...question} open={open} onKeep={() => close(false)} onConfirm={() => close(true)} />
  );
  return { ask, dialog };
}
