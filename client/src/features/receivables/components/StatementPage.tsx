/**
 * /statement: the signed-in customer's statement of account for two days they choose (this
 * month so far at first): company admins and accounts payable see the company's, buyers and requesters the
 * orders they placed (the server decides). Table, overdue invoices, PDF and CSV downloads.
 */
import { useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { defaultStatementRange } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { statementCopy as t } from '../statementCopy';
import { myStatementPath, useMyStatement } from '../api/statements';
import { StatementRangeForm, type Range } from './StatementRangeForm';
import { StatementView } from './StatementView';

export default function StatementPage() {
  const [range, setRange] = useState<Range>(() => defaultStatementRange(new Date()));
  const { data, loading, error, refetch } = useMyStatement(range);
  const s = data?.myStatement;
  return (
    <Stack gap="6">
      <Heading as="h1" size="3xl">
        {t.heading}
      </Heading>
      <Text>{t.intro}</Text>
      <StatementRangeForm initial={range} onSubmit={setRange} />
      {loading && !s && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {s && (
        <StatementView
          s={s}
          pdfPath={myStatementPath('pdf', range)}
          csvPath={myStatementPath('csv', range)}
        />
      )}
    </Stack>
  );
}
