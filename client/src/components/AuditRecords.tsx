/**
 * Audit records as cards (readable at phone width): when, who (or the shop), what kind of record and which,
 * what was added, changed or removed with the changed values before → after, and the whole rows on request.
 * Shared by the dashboard's Audit trail page and the company page's section.
 */
import { Box, Code, Stack, Text } from '@chakra-ui/react';
import { auditCopy as t } from '../lib/auditCopy';

export interface AuditRecordView {
  id: string;
  createdAt: string;
  actorType: string;
  userId?: string | null;
  userEmail?: string | null;
  apiKeyId?: string | null;
  actorRole?: string | null;
  ip?: string | null;
  requestId?: string | null;
  operation?: string | null;
  entityType: string;
  entityId: string;
  action: string;
  changed: readonly string[];
  before?: string | null;
  after?: string | null;
}

/** Bookkeeping columns every change moves: not worth a line. */
const BOOKKEEPING = new Set(['updatedAt', 'version']);
const MAX_LINES = 6;

const parse = (json: string | null | undefined): Record<string, unknown> | null => {
  if (!json) return null;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
};
const shown = (v: unknown) =>
  v === undefined ? '' : v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** The lines saying what changed: each changed column's values before → after (a secret is named only). */
export function changeLines(r: Pick<AuditRecordView, 'action' | 'changed' | 'before' | 'after'>): string[] {
  if (r.action !== 'UPDATE') return [];
  const before = parse(r.before) ?? {};
  const after = parse(r.after) ?? {};
  return r.changed
    .filter((c) => !BOOKKEEPING.has(c))
    .map((c) =>
      c in before || c in after ? t.fieldChange(c, shown(before[c]), shown(after[c])) : t.secretChanged(c),
    );
}

function who(r: AuditRecordView): string {
  if (r.actorType === 'SYSTEM') return t.system;
  const person = r.userEmail ?? (r.actorRole === 'ADMIN' && !r.userId ? t.shop : (r.userId ?? t.shop));
  return [person, r.actorRole ? `(${r.actorRole})` : '', r.apiKeyId ? t.viaKey(r.apiKeyId) : '']
    .filter(Boolean)
    .join(' ');
}

function RecordCard({ r }: { r: AuditRecordView }) {
  const lines = changeLines(r);
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3">
      <Stack gap="1" minW="0">
        <Text fontWeight="bold" overflowWrap="anywhere">
          {r.entityType} {t.actions[r.action] ?? r.action}
          {r.operation ? ` · ${r.operation}` : ''}
        </Text>
        <Text fontSize="sm" overflowWrap="anywhere">
          {when(r.createdAt)} · {who(r)}
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {[r.entityId, r.ip ? t.from_(r.ip) : '', r.requestId ? t.request(r.requestId) : '']
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {lines.length > 0 && (
          <Stack as="ul" gap="0" pl="4" fontSize="sm">
            {lines.slice(0, MAX_LINES).map((l) => (
              <Text as="li" key={l} overflowWrap="anywhere">
                {l}
              </Text>
            ))}
            {lines.length > MAX_LINES && <Text as="li">{t.more(lines.length - MAX_LINES)}</Text>}
          </Stack>
        )}
        {(r.before || r.after) && (
          <details>
            <summary>{t.values}</summary>
            {r.before && (
              <>
                <Text fontSize="sm" fontWeight="bold">
                  {t.before}
                </Text>
                <Code display="block" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {r.before}
                </Code>
              </>
            )}
            {r.after && (
              <>
                <Text fontSize="sm" fontWeight="bold">
                  {t.after}
                </Text>
                <Code display="block" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {r.after}
                </Code>
              </>
            )}
          </details>
        )}
      </Stack>
    </Box>
  );
}

export function AuditRecords({ records }: { records: readonly AuditRecordView[] }) {
  if (records.length === 0) return <Text>{t.empty}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2" m="0" aria-label={t.listLabel}>
      {records.map((r) => (
        <RecordCard key={r.id} r={r} />
      ))}
    </Stack>
  );
}
