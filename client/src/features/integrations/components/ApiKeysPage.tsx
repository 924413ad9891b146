/**
 * Dashboard → API Keys: every key with its last use, a form to create one (its key shown once),
 * and Revoke after a confirm.
 */
import { useState } from 'react';
import { Badge, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { ScrollTable } from '../../../components/ScrollTable';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { describeError } from '../../../lib/errors';
import { integrationsCopy } from '../../../lib/dashboardCopyIntegrations';
import { useApiKeys, useRevokeApiKey } from '../api/apiKeys';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { OneTimeSecret } from './OneTimeSecret';
import { whenText } from './when';

const t = integrationsCopy.apiKeys;

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  expiresAt?: string | null;
  revokedAt?: string | null;
  lastUsedAt?: string | null;
  lastUsedIp?: string | null;
  requestCount: number;
}

function statusOf(key: KeyRow): { label: string; palette: string } {
  if (key.revokedAt) return { label: t.revokedOn(whenText(key.revokedAt)), palette: 'red' };
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now())
    return { label: t.expired, palette: 'gray' };
  return { label: t.active, palette: 'green' };
}

function KeyTableRow({
  apiKey,
  busy,
  onRevoke,
}: {
  apiKey: KeyRow;
  busy: boolean;
  onRevoke(k: KeyRow): void;
}) {
  const status = statusOf(apiKey);
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{apiKey.name}</Table.Cell>
      <Table.Cell fontFamily="mono">{apiKey.prefix}</Table.Cell>
      <Table.Cell>
        <Text fontFamily="mono" fontSize="xs">
          {apiKey.scopes.join(', ')}
        </Text>
      </Table.Cell>
      <Table.Cell>{whenText(apiKey.createdAt)}</Table.Cell>
      <Table.Cell>{apiKey.expiresAt ? whenText(apiKey.expiresAt) : t.never}</Table.Cell>
      <Table.Cell>
        {apiKey.lastUsedAt
          ? `${whenText(apiKey.lastUsedAt)}${apiKey.lastUsedIp ? ` (${apiKey.lastUsedIp})` : ''}`
          : t.never}
      </Table.Cell>
      <Table.Cell textAlign="end">{apiKey.requestCount}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={status.palette}>{status.label}</Badge>
      </Table.Cell>
      <Table.Cell>
        {!apiKey.revokedAt && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={busy}
            onClick={() => onRevoke(apiKey)}
            aria-label={`${t.revoke} ${apiKey.name}`}
          >
            {t.revoke}
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

function KeysTable({ keys }: { keys: KeyRow[] }) {
  const [revoke] = useRevokeApiKey();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();
  const onRevoke = async (key: KeyRow) => {
    const question = { title: t.confirmRevoke(key.name), confirmLabel: t.revoke, palette: 'red' };
    if (!(await ask({ ...question, keepLabel: t.keep }))) return;
    setBusyId(key.id);
    try {
      await revoke({ variables: { id: key.id } });
      notifySuccess(t.revoked(key.name));
    } catch (e) {
      notifyError(t.revokeFailed, describeError(e).message);
    } finally {
      setBusyId(null);
    }
  };
  if (keys.length === 0) return <Text>{t.empty}</Text>;
  return (
    <>
      <ScrollTable label={t.listHeading}>
        <Table.Header>
          <Table.Row>
            {[
              t.name,
              t.prefix,
              t.scopes,
              t.created,
              t.expires,
              t.lastUsed,
              t.requests,
              t.status,
              t.actions,
            ].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.map((k) => (
            <KeyTableRow key={k.id} apiKey={k} busy={busyId === k.id} onRevoke={(x) => void onRevoke(x)} />
          ))}
        </Table.Body>
      </ScrollTable>
      {dialog}
    </>
  );
}

/**
 * The keys the signed-in person manages (every key for shop admins, their company's for company admins), the create
 * form and the key shown once. The dashboard's page and My company's API keys section both use it.
 */
export function ApiKeysPanel({ scopes, company = false }: { scopes?: readonly string[]; company?: boolean }) {
  const { data, loading, error, refetch, loadMore } = useApiKeys();
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);
  return (
    <>
      {shown && (
        <OneTimeSecret title={t.newKey(shown.name)} value={shown.key} onDone={() => setShown(null)} />
      )}
      <CreateApiKeyForm
        onCreated={(name, key) => setShown({ name, key })}
        scopes={scopes}
        company={company}
      />
      <Heading as="h3" size="md">
        {t.listHeading}
      </Heading>
      {loading && !data && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && <KeysTable keys={data.apiKeyConnection.nodes} />}
      <LoadMoreButton pageInfo={data?.apiKeyConnection.pageInfo} label={t.loadMore} onMore={loadMore} />
    </>
  );
}

export default function ApiKeysPage() {
  return (
    <Stack gap="6">
      <Heading as="h2" size="2xl">
        {t.heading}
      </Heading>
      <Text>{t.intro}</Text>
      <ApiKeysPanel />
    </Stack>
  );
}
