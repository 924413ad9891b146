/**
 * One statement of account (the buyer's page and the dashboard show the same): the summary, the lines with the
 * balance after each (a table that scrolls sideways on a phone), what was overdue, and the PDF and CSV downloads.
 */
import { useId } from 'react';
import { Box, Heading, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { formatCents, formatDay, statementFreightSummary, statementTaxSummary } from '@gluegun/common';
import { statementCopy as t } from '../statementCopy';
import type { MyStatementQuery } from '../../../gql/graphql';
import { StatementDownload } from './StatementDownload';

export type StatementData = MyStatementQuery['myStatement'];

const money = (cents: number) => (cents ? formatCents(cents) : '');

function Summary({ s }: { s: StatementData }) {
  const rows: Array<[string, number]> = [
    [t.summary.opening, s.openingBalanceCents],
    [t.summary.debits, s.totalDebitCents],
    [t.summary.credits, s.totalCreditCents],
    [t.summary.closing, s.closingBalanceCents],
    [t.summary.overdue, s.overdueCents],
  ];
  return (
    <Stack as="dl" gap="1" maxW="24rem">
      {rows.map(([label, cents]) => (
        <HStack
          key={label}
          justify="space-between"
          fontWeight={label === t.summary.closing ? 'bold' : undefined}
        >
          <Text as="dt">{label}</Text>
          <Text as="dd">{formatCents(cents)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

function Lines({ s }: { s: StatementData }) {
  const h = t.table;
  const hintId = useId();
  return (
    <Box>
      {/* On a phone the seven columns do not fit: say so above the table (and to screen readers), or it looks clipped. */}
      <Text
        id={hintId}
        fontSize="sm"
        color="fg.muted"
        mb="1"
        display={{ base: 'block', lg: 'none' }}
        _print={{ display: 'none' }}
      >
        {t.scrollHint}
      </Text>
      {/* Focusable: on a phone the table scrolls sideways and has nothing else to focus, so a keyboard can still scroll it.
        The scrollbar stays visible (not only while touching) so the cut edge reads as "more this way". */}
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        maxW="100%"
        position="relative"
        tabIndex={0}
        role="region"
        aria-label={h.label}
        aria-describedby={hintId}
        data-scroll-hint="true"
        overflowX="auto"
        css={{
          scrollbarWidth: 'thin',
          scrollbarGutter: 'stable',
          '&::-webkit-scrollbar': { height: '8px' },
          '&::-webkit-scrollbar-thumb': { background: 'var(--chakra-colors-gray-400)', borderRadius: '4px' },
        }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600' }}
      >
        <Table.Root size="sm" aria-label={h.label}>
          <Table.Header>
            <Table.Row>
              {[h.date, h.type, h.reference, h.invoice].map((c) => (
                <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
              ))}
              {[h.debit, h.credit, h.balance].map((c) => (
                <Table.ColumnHeader key={c} textAlign="end">
                  {c}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row fontWeight="bold">
              <Table.Cell>{formatDay(s.from)}</Table.Cell>
              <Table.Cell colSpan={5}>{t.openingRow}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(s.openingBalanceCents)}</Table.Cell>
            </Table.Row>
            {s.lines.map((l, i) => (
              <Table.Row key={`${l.purchaseOrderId}-${l.kind}-${i}`}>
                <Table.Cell whiteSpace="nowrap">{formatDay(l.on)}</Table.Cell>
                <Table.Cell>{l.kindLabel}</Table.Cell>
                <Table.Cell wordBreak="break-word">{l.reference}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{l.invoiceNumber}</Table.Cell>
                <Table.Cell textAlign="end">{money(l.debitCents)}</Table.Cell>
                <Table.Cell textAlign="end">{money(l.creditCents)}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(l.balanceCents)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="bold">
              <Table.Cell>{formatDay(s.to)}</Table.Cell>
              <Table.Cell colSpan={3}>{t.closingRow}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(s.totalDebitCents)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(s.totalCreditCents)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(s.closingBalanceCents)}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

export function StatementView({
  s,
  pdfPath,
  csvPath,
  headingLevel = 'h2',
}: {
  s: StatementData;
  pdfPath: string;
  csvPath: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const sub = headingLevel === 'h2' ? 'h3' : 'h4';
  const fileBase = `statement-${s.from}-to-${s.to}`;
  return (
    <Stack gap="4">
      <Heading
        as={headingLevel}
        size="lg"
      >{`${s.companyName}: ${formatDay(s.from)} to ${formatDay(s.to)}`}</Heading>
      {s.buyerEmail && <Text>{t.ownOrders(s.buyerEmail)}</Text>}
      <Summary s={s} />
      <HStack gap="3" wrap="wrap" align="flex-start">
        <StatementDownload
          path={pdfPath}
          fileName={`${fileBase}.pdf`}
          label={t.downloadPdf}
          what="statement PDF"
        />
        <StatementDownload
          path={csvPath}
          fileName={`${fileBase}.csv`}
          label={t.downloadCsv}
          what="statement CSV"
        />
      </HStack>
      {s.lines.length === 0 && <Text>{t.empty}</Text>}
      <Lines s={s} />
      {statementTaxSummary(s.lines) && <Text>{statementTaxSummary(s.lines)}</Text>}
      {statementFreightSummary(s.lines) && <Text>{statementFreightSummary(s.lines)}</Text>}
      <Heading as={sub} size="md">
        {t.overdueHeading(formatDay(s.asOf))}
      </Heading>
      {s.overdue.length === 0 ? (
        <Text>{t.nothingOverdue(formatDay(s.asOf))}</Text>
      ) : (
        <List.Root as="ul" ps="5" gap="1">
          {s.overdue.map((o) => (
            <List.Item
              key={o.purchaseOrderId}
            >{`${t.overdueLine(o.invoiceNumber, formatDay(o.dueOn), o.daysOverdue)}: ${formatCents(o.balanceCents)}`}</List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
