/** Dashboard → Receivables: one customer company's statement (admins), opened from its aging row. */
import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { defaultStatementRange } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { companyStatementPath, useCompanyStatement } from '../api/statements';
import { StatementRangeForm, type Range } from './StatementRangeForm';
import { StatementView } from './StatementView';

export function CompanyStatement({ companyId }: { companyId: string }) {
  const [range, setRange] = useState<Range>(() => defaultStatementRange(new Date()));
  const { data, loading, error, refetch } = useCompanyStatement(companyId, range);
  const s = data?.companyStatement;
  return (
    <Stack gap="4" borderWidth="1px" rounded="md" p="4">
      <StatementRangeForm initial={range} onSubmit={setRange} idPrefix={`company-${companyId}`} />
      {loading && !s && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {s && (
        <StatementView
          s={s}
          headingLevel="h3"
          pdfPath={companyStatementPath(companyId, 'pdf', range)}
          csvPath={companyStatementPath(companyId, 'csv', range)}
        />
      )}
    </Stack>
  );
}
