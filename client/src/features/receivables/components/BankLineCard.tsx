/** One statement line: what came in, what the shop proposes, and the admin's decision (confirm, re-assign, ignore). */
import { useState } from 'react';
import { Badge, Button, Card, DataList, HStack, List, Text } from '@chakra-ui/react';
import { formatCents, formatDay } from '@gluegun/common';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { receivablesCopy } from '../copy';
import { useConfirmBankLine, useIgnoreBankLine } from '../api/bankStatements';
import { ReassignForm, type Allocation } from './ReassignForm';

const t = receivablesCopy.line;

export interface Line {
  id: string;
  bookedOn: string;
  amountCents: number;
  currency: string;
  reference: string;
  counterparty: string;
  status: string;
  matchRule?: string | null;
  unappliedCents: number;
  note?: string | null;
  allocations: Array<{ invoiceNumber: string; amountCents: number }>;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

export function BankLineCard({ line }: { line: Line }) {
  const [confirm, confirming] = useConfirmBankLine();
  const [ignore, ignoring] = useIgnoreBankLine();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount =
    line.currency === 'USD'
      ? formatCents(line.amountCents)
      : `${(line.amountCents / 100).toFixed(2)} ${line.currency}`;
  const open = line.status === 'PROPOSED' || line.status === 'UNMATCHED';

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      notifySuccess(done);
      setEditing(false);
    } catch (e) {
      setError(describeError(e).message);
    }
  };
  const confirmWith = (allocations?: Allocation[]) => {
    const applied = (allocations ?? line.allocations).reduce((s, a) => s + a.amountCents, 0);
    void run(
      () => confirm({ variables: { id: line.id, allocations: allocations ?? null } }),
      t.confirmed(formatCents(applied)),
    );
  };

  return (
    <Card.Root as="li" variant="outline" aria-label={t.label(line.counterparty, amount)}>
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text as="h4" fontWeight="bold">
            {line.counterparty || '—'}
          </Text>
          <Text fontWeight="bold">{amount}</Text>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          <Fact label={t.booked} value={formatDay(line.bookedOn)} />
          <Fact label={t.reference} value={line.reference || '—'} />
          {line.matchRule && <Fact label={t.rule} value={t.rules[line.matchRule] ?? line.matchRule} />}
          {line.matchRule && t.sure[line.matchRule] && (
            <Fact label={t.sureLabel} value={t.sure[line.matchRule]} />
          )}
        </DataList.Root>
        {line.allocations.length > 0 && (
          <List.Root as="ul" aria-label={t.pays} ms="4">
            {line.allocations.map((a) => (
              <List.Item
                key={a.invoiceNumber}
              >{`${t.pays} ${a.invoiceNumber}: ${formatCents(a.amountCents)}`}</List.Item>
            ))}
          </List.Root>
        )}
        {line.unappliedCents > 0 && (
          <Badge colorPalette="yellow" alignSelf="flex-start" whiteSpace="normal">
            {t.unapplied(formatCents(line.unappliedCents))}
          </Badge>
        )}
        {line.note && (
          <Text fontSize="sm" color="fg.muted">
            {line.note}
          </Text>
        )}
        {error && <FormErrorAlert revealKey={error}>{error}</FormErrorAlert>}
        {open && !editing && (
          <HStack wrap="wrap" gap="2">
            {line.allocations.length > 0 && (
              <Button
                size="sm"
                colorPalette="orange"
                loading={confirming.loading}
                onClick={() => confirmWith()}
              >
                {t.confirm}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t.reassign}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              loading={ignoring.loading}
              onClick={() => void run(() => ignore({ variables: { id: line.id } }), t.ignored)}
            >
              {t.ignore}
            </Button>
          </HStack>
        )}
        {open && editing && (
          <ReassignForm
            initial={line.allocations}
            amountCents={line.amountCents}
            busy={confirming.loading}
            onSubmit={(allocations) => confirmWith(allocations)}
            onCancel={() => setEditing(false)}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
