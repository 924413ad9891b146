/**
 * Profile → Notifications (issue #30): the optional e-mails (payment reminders, shipping notices), each saved as it
 * is switched; order confirmations, invoices and payment receipts always go, and the section says so.
 */
import { Card, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { integrationsCopy } from '../../../lib/dashboardCopyIntegrations';
import { useMyNotificationSettings, useUpdateNotificationSettings } from '../api/notificationSettings';

const t = integrationsCopy.notifications;

type Setting = 'paymentReminders' | 'shippingNotices';

const SETTINGS: { key: Setting; label: string; hint: string }[] = [
  { key: 'paymentReminders', label: t.paymentReminders, hint: t.paymentRemindersHint },
  { key: 'shippingNotices', label: t.shippingNotices, hint: t.shippingNoticesHint },
];

export function NotificationSettings() {
  const { data, error, refetch } = useMyNotificationSettings();
  const [update, { loading }] = useUpdateNotificationSettings();
  const settings = data?.myNotificationSettings;

  const change = async (key: Setting, on: boolean) => {
    try {
      await update({ variables: { input: { [key]: on } } });
      notifySuccess(t.saved);
    } catch (e) {
      notifyError(t.saveFailed, describeError(e).message);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="notifications-heading">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg" id="notifications-heading">{t.heading}</Heading>
          <Text>{t.intro}</Text>
          {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
          {settings && SETTINGS.map(({ key, label, hint }) => (
            <Switch.Root key={key} checked={settings[key]} disabled={loading} colorPalette="orange"
              onCheckedChange={(d) => void change(key, d.checked)} alignItems="flex-start">
              <Switch.HiddenInput aria-describedby={`${key}-hint`} />
              <Switch.Control><Switch.Thumb /></Switch.Control>
              <Stack gap="0">
                <Switch.Label>{label}</Switch.Label>
                <Text fontSize="sm" color="fg.muted" id={`${key}-hint`}>{hint}</Text>
              </Stack>
            </Switch.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
