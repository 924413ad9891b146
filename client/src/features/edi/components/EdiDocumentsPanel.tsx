/**
 * The EDI documents, newest first, by company and kind: direction, kind with its name, control number, company, the
 * order it made or answers, the date; Open shows the text. The table scrolls at phone width with its first column kept.
 */
import { useState } from 'react';
import { Button, Field, Heading, HStack, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { ScrollTable } from '../../../components/ScrollTable';
import { EDI_KINDS, ediKindLabel } from '../../../lib/ediText';
import type { EdiDocumentsQuery } from '../../../gql/graphql';
import { ediCopy as t } from '../../../lib/ediCopy';
import { useEdiDocuments } from '../api/edi';
import { EdiDocumentDialog } from './EdiDocumentDialog';

type Doc = EdiDocumentsQuery['ediDocuments'][number];
const sticky = { position: 'sticky', left: 0, bg: 'bg', zIndex: 1 } as const;
const selectCss = {
  w: 'full',
  h: '9',
  px: '2',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'l2',
  bg: 'bg',
  fontSize: 'sm',
} as const;
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function OrderCell({ d }: { d: Doc }) {
  if (d.purchaseOrderId && d.orderNumber)
    return (
      <Link asChild colorPalette="orange">
        <RouterLink to={`/my-orders/invoices/${d.purchaseOrderId}`}>{d.orderNumber}</RouterLink>
      </Link>
    );
  if (d.approvalRequestId)
    return (
      <Link asChild colorPalette="orange">
        <RouterLink to={`/order-request/${d.approvalRequestId}`}>{t.waiting}</RouterLink>
      </Link>
    );
  return (
    <Text as="span" color="fg.muted">
      —
    </Text>
  );
}

/** A document sent, as the partner's 997 answered it; our own 997s and documents received are never acknowledged. */
function AckCell({ d }: { d: Doc }) {
  if (d.direction === 'IN' || d.kind === '997')
    return (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  if (!d.ackStatus)
    return (
      <Text as="span" color="fg.muted">
        {t.noAckYet}
      </Text>
    );
  return (
    <Text
      as="span"
      color={d.ackStatus === 'REJECTED' ? 'fg.error' : undefined}
      fontWeight={d.ackStatus === 'REJECTED' ? 'semibold' : undefined}
    >
      {t.ackStatus[d.ackStatus] ?? d.ackStatus}
    </Text>
  );
}

export function EdiDocumentsPanel({ companies }: { companies: ReadonlyArray<{ id: string; name: string }> }) {
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const [open, setOpen] = useState<Doc | null>(null);
  const { data, loading, error, refetch } = useEdiDocuments(companyId, kind);
  const docs = data?.ediDocuments ?? [];
  return (
    <Stack gap="3" as="section" aria-labelledby="edi-documents">
      <Heading as="h3" size="lg" id="edi-documents">
        {t.documentsHeading}
      </Heading>
      <HStack gap="4" wrap="wrap" align="flex-end">
        <Field.Root maxW="16rem">
          <Field.Label>{t.filterCompany}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={companyId ?? ''}
              onChange={(e) => setCompanyId(e.target.value || null)}
              {...selectCss}
            >
              <option value="">{t.allCompanies}</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="16rem">
          <Field.Label>{t.filterKind}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={kind ?? ''}
              onChange={(e) => setKind(e.target.value || null)}
              {...selectCss}
            >
              <option value="">{t.allKinds}</option>
              {EDI_KINDS.map((k) => (
                <option key={k} value={k}>
                  {ediKindLabel(k)}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <LiveStatus>
        {data && (
          <Text fontSize="sm" color="fg.muted">
            {docs.length ? t.shown(docs.length) : t.noDocuments}
          </Text>
        )}
      </LiveStatus>
      {error != null && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {loading && !data ? (
        <PageSpinner label={t.loading} />
      ) : (
        docs.length > 0 && (
          <ScrollTable label={t.documentsCaption}>
            <Table.Caption captionSide="top" textAlign="start" srOnly>
              {t.documentsCaption}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader css={sticky}>{t.kind}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.direction}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.control}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.company}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.order}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.date}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.partnerAck}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>{t.open}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {docs.map((d) => (
                <Table.Row key={d.id}>
                  <Table.Cell css={sticky} fontWeight="medium" whiteSpace="nowrap">
                    {ediKindLabel(d.kind)}
                  </Table.Cell>
                  <Table.Cell>{d.direction === 'IN' ? t.received : t.sent}</Table.Cell>
                  <Table.Cell fontFamily="mono">{d.controlNumber}</Table.Cell>
                  <Table.Cell>{d.companyName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <OrderCell d={d} />
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{when(d.createdAt as string)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <AckCell d={d} />
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t.openLabel(ediKindLabel(d.kind), d.controlNumber)}
                      onClick={() => setOpen(d)}
                    >
                      {t.open}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
        )
      )}
      <EdiDocumentDialog doc={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
