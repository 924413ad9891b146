/**
 * Dashboard → Receivables: the aging report: per customer company and in total, what is owed
 * by days past the due day, with a CSV download; each company's statement opens under the table.
 */
import { useState } from 'react';
import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { AGING_BUCKET_LABELS, formatCents, formatDay } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { ScrollTable } from '../../../components/ScrollTable';
import { statementCopy } from '../statementCopy';
import { AGING_CSV_PATH, useAgingReport } from '../api/statements';
import type { AgingReportQuery } from '../../../gql/graphql';
import { CompanyStatement } from './CompanyStatement';
import { StatementDownload } from './StatementDownload';

const t = statementCopy.aging;
type Row = AgingReportQuery['agingReport']['rows'][number];
const FIGURES: Array<[string, (r: Row) => number]> = [
  [AGING_BUCKET_LABELS.CURRENT, (r) => r.currentCents],
  [AGING_BUCKET_LABELS.DAYS_1_30, (r) => r.days1To30Cents],
  [AGING_BUCKET_LABELS.DAYS_31_60, (r) => r.days31To60Cents],
  [AGING_BUCKET_LABELS.DAYS_61_90, (r) => r.days61To90Cents],
  [AGING_BUCKET_LABELS.OVER_90, (r) => r.over90Cents],
  [t.total, (r) => r.totalCents],
];

function Figures({ row }: { row: Row }) {
  return (
    <>
      {FIGURES.map(([label, of]) => (
        <Table.Cell key={label} textAlign="end" whiteSpace="nowrap">
          {formatCents(of(row))}
        </Table.Cell>
      ))}
    </>
  );
}

export function AgingReport() {
  const { data, loading, error, refetch } = useAgingReport();
  const [open, setOpen] = useState<Row | null>(null);
  const report = data?.agingReport;
  return (
    <Stack gap="4" as="section" aria-labelledby="aging-heading">
      <Heading as="h3" size="lg" id="aging-heading">
        {t.heading}
      </Heading>
      {loading && !report && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {report && (
        <>
          <Text>{t.intro(formatDay(report.asOf))}</Text>
          <StatementDownload
            path={AGING_CSV_PATH}
            fileName={`aging-${report.asOf}.csv`}
            label={statementCopy.downloadCsv}
            what="aging report"
          />
          {report.rows.length === 0 ? (
            <Text>{t.empty}</Text>
          ) : (
            <ScrollTable label={t.label}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.company}</Table.ColumnHeader>
                  {FIGURES.map(([label]) => (
                    <Table.ColumnHeader key={label} textAlign="end">
                      {label}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader>
                    <Text srOnly>{t.statement}</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {report.rows.map((row) => (
                  <Table.Row key={row.companyId ?? 'none'}>
                    <Table.Cell>{row.companyName}</Table.Cell>
                    <Figures row={row} />
                    <Table.Cell>
                      {row.companyId && (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t.statementOf(row.companyName)}
                          aria-pressed={open?.companyId === row.companyId}
                          onClick={() => setOpen(open?.companyId === row.companyId ? null : row)}
                        >
                          {open?.companyId === row.companyId ? t.hideStatement : t.statement}
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
                <Table.Row fontWeight="bold">
                  <Table.Cell>{t.total}</Table.Cell>
                  <Figures row={report.total} />
                  <Table.Cell />
                </Table.Row>
              </Table.Body>
            </ScrollTable>
          )}
          {open?.companyId && <CompanyStatement key={open.companyId} companyId={open.companyId} />}
        </>
      )}
    </Stack>
  );
}
