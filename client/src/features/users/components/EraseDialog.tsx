/**
 * Erasing a person on their request asks first, saying what goes and what the shop must keep (invoices, credit notes
 * and payments with their amounts), since it cannot be undone.
 */
import { List, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { dashboardCopy } from '../../../lib/dashboardCopy';

const t = dashboardCopy.erase;

export function EraseDialog({
  email,
  onKeep,
  onErase,
}: {
  email: string | null;
  onKeep(): void;
  onErase(): void;
}) {
  return (
    <ConfirmDialog
      open={email !== null}
      title={t.title(email ?? '')}
      text={t.text}
      keepLabel={t.keep}
      confirmLabel={t.confirm}
      palette="red"
      onKeep={onKeep}
      onConfirm={onErase}
    >
      <Text fontWeight="medium">{t.keptHeading}</Text>
      <List.Root ps="5">
        {t.kept.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </ConfirmDialog>
  );
}
