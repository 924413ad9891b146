/**
 * Fulfilment queue (admins, docs/decisions/093, 110): pick a warehouse, read what is to be picked and shipped from it
 * (the line promised earliest first, then the order's promised or requested day, then the oldest order) and download
 * its pick list PDF. The table scrolls sideways on a phone, as the order lines do.
 */
import { useState } from 'react';
import { Field, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { formatDay, pickListFileName, pickListPath } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { fulfilmentCopy as t } from '../../../lib/fulfilmentCopy';
import type { FulfilmentQueueQuery } from '../../../gql/graphql';
import { useFulfilmentQueue, useFulfilmentWarehouses } from '../api/fulfilmentQueue';
import { DownloadButton } from './DownloadButton';

type QueueLine = FulfilmentQueueQuery['fulfilmentQueue'][number];

const dateOf = (l: QueueLine) =>
  l.promisedDeliveryDate
    ? t.promised(formatDay(l.promisedDeliveryDate))
    : l.requestedDeliveryDate
      ? t.requested(formatDay(l.requestedDeliveryDate))
      : t.noDate;

const today = () => new Date().toISOString().slice(0, 10);

function QueueTable({ code, lines }: { code: string; lines: readonly QueueLine[] }) {
  const c = t.columns;
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone (axe: scrollable-region-focusable).
    <Table.ScrollArea
      maxW="100%"
      borderWidth="1px"
      rounded="md"
      tabIndex={0}
      role="region"
      aria-label={t.tableLabel(code)}
    >
      <Table.Root size="sm" aria-label={t.tableLabel(code)}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{c.linePromised}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.date}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.order}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.company}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.sku}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{c.quantity}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l) => (
            <Table.Row key={l.invoiceLineId} data-testid="queue-line">
              <Table.Cell whiteSpace="nowrap" fontWeight="semibold">
                {l.linePromisedDeliveryDate ? formatDay(l.linePromisedDeliveryDate) : t.lineNotKnown}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dateOf(l)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {l.orderNumber}
                {l.poNumber && (
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {t.yourPo(l.poNumber)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="normal" minW="8rem">
                {l.companyName}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{l.sku}</Table.Cell>
              <Table.Cell whiteSpace="normal" minW="8rem">
                {l.productName}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {l.quantity.toLocaleString('en-US')}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export default function FulfilmentQueuePage() {
  const houses = useFulfilmentWarehouses();
  const warehouses = houses.data?.warehouses ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const warehouse =
    warehouses.find((w) => w.id === chosen) ?? warehouses.find((w) => w.active) ?? warehouses[0] ?? null;
  const queue = useFulfilmentQueue(warehouse?.id ?? null);
  const lines = queue.data?.fulfilmentQueue ?? [];
  const units = lines.reduce((n, l) => n + l.quantity, 0);

  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t.heading}
      </Heading>
      <Text>{t.intro}</Text>
      {houses.error != null && <ErrorAlert error={houses.error} onRetry={() => void houses.refetch()} />}
      {houses.loading && !houses.data ? (
        <PageSpinner label={t.loading} />
      ) : !warehouse ? (
        <Text>{t.noWarehouses}</Text>
      ) : (
        <>
          <HStack gap="4" align="flex-end" wrap="wrap">
            <Field.Root maxW="20rem">
              <Field.Label>{t.warehouse}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={warehouse.id}
                  onChange={(e) => setChosen(e.target.value)}
                  w="full"
                  h="9"
                  px="2"
                  borderWidth="1px"
                  borderColor="border"
                  rounded="l2"
                  bg="bg"
                  fontSize="sm"
                >
                  {warehouses.map((w) => (
                    <option key={w.id} value={w.id}>
                      {w.active ? `${w.code} ${w.name}` : t.inactive(`${w.code} ${w.name}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
              </NativeSelect.Root>
            </Field.Root>
            <DownloadButton
              path={pickListPath(warehouse.id)}
              fileName={pickListFileName(warehouse.code, today())}
              what={t.pickListWhat}
              aria-label={t.pickListLabel(warehouse.code)}
            >
              {t.pickList}
            </DownloadButton>
          </HStack>
          {queue.error != null && <ErrorAlert error={queue.error} onRetry={() => void queue.refetch()} />}
          {queue.loading && !queue.data ? (
            <PageSpinner label={t.loading} />
          ) : lines.length === 0 ? (
            <Text>{t.empty}</Text>
          ) : (
            <>
              <Text fontWeight="semibold">{t.count(lines.length, units)}</Text>
              <QueueTable code={warehouse.code} lines={lines} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
