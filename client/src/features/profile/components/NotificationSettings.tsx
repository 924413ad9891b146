/**
 * Profile → Notifications: the optional e-mails (payment reminders, shipping notices), each saved as it
 * is switched; order confirmations, invoices and payment receipts always go, and the section says so. Below, the
 * company's own settings: a company admin switches them for everyone; other members read them.
 */
import { Card, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { integrationsCopy } from '../../../lib/dashboardCopyIntegrations';
import {
  useCompanyNotificationSettings,
  useMyNotificationSettings,
  useUpdateCompanyNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notificationSettings';

const t = integrationsCopy.notifications;

type Setting = 'paymentReminders' | 'shippingNotices';

const SETTINGS: { key: Setting; label: string; hint: string }[] = [
  { key: 'paymentReminders', label: t.paymentReminders, hint: t.paymentRemindersHint },
  { key: 'shippingNotices', label: t.shippingNotices, hint: t.shippingNoticesHint },
];

export function NotificationSettings() {
  const { data, error, refetch } = useMyNotificationSettings();
  const [update, { loading }] = useUpdateNotificationSettings();
  return (
    <SettingsCard
      id="notifications"
      heading={t.heading}
      intro={t.intro}
      settings={data?.myNotificationSettings}
      error={error}
      onRetry={() => void refetch()}
      busy={loading}
      saved={t.saved}
      save={(input) => update({ variables: { input } })}
    />
  );
}

/** The company's settings: switches for a company admin, read-only for everyone else. */
export function CompanyNotificationSettings({ canEdit }: { canEdit: boolean }) {
  const { data, error, refetch } = useCompanyNotificationSettings();
  const [update, { loading }] = useUpdateCompanyNotificationSettings();
  return (
    <SettingsCard
      id="company-notifications"
      heading={t.companyHeading}
      intro={`${t.companyIntro}${canEdit ? '' : ` ${t.companyReadOnly}`}`}
      settings={data?.companyNotificationSettings}
      error={error}
      onRetry={() => void refetch()}
      busy={loading || !canEdit}
      saved={t.companySaved}
      save={(input) => update({ variables: { input } })}
    />
  );
}

interface CardProps {
  id: string;
  heading: string;
  intro: string;
  settings: Record<Setting, boolean> | undefined;
  error: unknown;
  onRetry: () => void;
  busy: boolean;
  saved: string;
  save: (input: Partial<Record<Setting, boolean>>) => Promise<unknown>;
}

function SettingsCard({ id, heading, intro, settings, error, onRetry, busy, saved, save }: CardProps) {
  const change = async (key: Setting, on: boolean) => {
    try {
      await save({ [key]: on });
      notifySuccess(saved);
    } catch (e) {
      notifyError(t.saveFailed, describeError(e).message);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby={`${id}-heading`}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg" id={`${id}-heading`}>
            {heading}
          </Heading>
          <Text>{intro}</Text>
          {error ? <ErrorAlert error={error} onRetry={onRetry} /> : null}
          {settings &&
            SETTINGS.map(({ key, label, hint }) => (
              <Switch.Root
                key={key}
                checked={settings[key]}
                disabled={busy}
                colorPalette="orange"
                onCheckedChange={(d) => void change(key, d.checked)}
                alignItems="flex-start"
              >
                <Switch.HiddenInput aria-describedby={`${id}-${key}-hint`} />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Stack gap="0">
                  <Switch.Label>{label}</Switch.Label>
                  <Text fontSize="sm" color="fg.muted" id={`${id}-${key}-hint`}>
                    {hint}
                  </Text>
                </Stack>
              </Switch.Root>
            ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
