/**
 * Dashboard → Receivables: import a bank statement, review the shop's proposals, confirm or
 * re-assign each line, and work the unmatched queue. Usable at phone width: cards, wrapping buttons.
 */
import { useState } from 'react';
import { Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { LINE_STATUSES, receivablesCopy as t, type LineStatus } from '../copy';
import { useBankStatementLines } from '../api/bankStatements';
import { ImportStatementForm } from './ImportStatementForm';
import { BankLineCard } from './BankLineCard';
import { AgingReport } from './AgingReport';

export default function ReceivablesPage() {
  const [status, setStatus] = useState<LineStatus>('PROPOSED');
  const { data, loading, error, refetch, loadMore } = useBankStatementLines(status);
  const page = data?.bankStatementLineConnection;
  return (
    <Stack gap="6">
      <Heading as="h2" size="2xl">
        {t.heading}
      </Heading>
      <Text>{t.intro}</Text>
      <AgingReport />
      <ImportStatementForm />
      <HStack role="group" aria-label={t.tabsLabel} wrap="wrap" gap="2">
        {LINE_STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? 'solid' : 'outline'}
            colorPalette="orange"
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {t.tabs[s]}
          </Button>
        ))}
      </HStack>
      <Heading
        as="h3"
        size="md"
      >{`${t.tabs[status]}${page ? ` (${t.count(page.totalCount)})` : ''}`}</Heading>
      {loading && !data && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {page && page.nodes.length === 0 && <Text>{t.empty[status]}</Text>}
      {page && page.nodes.length > 0 && (
        <List.Root as="ul" listStyle="none" gap="4" ms="0">
          {page.nodes.map((line) => (
            <BankLineCard key={line.id} line={line} />
          ))}
        </List.Root>
      )}
      <LoadMoreButton pageInfo={page?.pageInfo} label={t.loadMore} onMore={loadMore} />
    </Stack>
  );
}
