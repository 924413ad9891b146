/** 'Update Status': a menu of the statuses this item may move to next (the server's nextStatuses). */
import { Button, Menu, Portal } from '@chakra-ui/react';
import { statusLabel } from '../../../lib/orderStatus';
import { dashboardCopy } from '../../../lib/dashboardCopy';

const t = dashboardCopy.orders;

export function StatusMenu({
  next,
  busy,
  label,
  onChoose,
}: {
  next: readonly string[];
  busy: boolean;
  label: string;
  onChoose(status: string): void;
}) {
  if (next.length === 0) {
    return (
      <Button size="xs" variant="outline" disabled title={t.noNextStatus}>
        {t.updateStatus}
      </Button>
    );
  }
  return (
    <Menu.Root onSelect={(details) => onChoose(details.value)}>
      <Menu.Trigger asChild>
        <Button size="xs" colorPalette="orange" variant="outline" loading={busy} aria-label={label}>
          {t.updateStatus}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {next.map((status) => (
              <Menu.Item key={status} value={status}>
                {statusLabel(status)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
