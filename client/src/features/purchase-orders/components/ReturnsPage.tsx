/**
 * Returns (admins): the returns buyers asked for, newest first, by status (by default those waiting on the shop: asked
 * or approved). Approve with a restocking fee, reject with a reason, receive the goods (restock or scrap); the
 * receipt's credit note number is shown on the return and announced.
 */
import { useState } from 'react';
import { Button, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { RETURN_STATUSES, RETURN_STATUS_LABELS, RETURN_MOVES, type ReturnStatusName } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { useKeepInView } from '../../../components/revealError';
import { returnsCopy as t } from '../../../lib/returnsCopy';
import type { ReturnFieldsFragment } from '../../../gql/graphql';
import { useReturnRequests } from '../api/returnQueue';
import { ReturnCard } from './returns/ReturnCard';
import { ReturnDecisionDialogs, type Decision, type DecisionTarget } from './returns/ReturnDecisionDialogs';

function outcome(after: ReturnFieldsFragment, decision: Decision): string {
  if (decision === 'approve') return t.approved(after.returnNumber);
  if (decision === 'reject') return t.rejected(after.returnNumber);
  return t.received(after.returnNumber, after.creditNoteNumber);
}

function Actions({ r, pick }: { r: ReturnFieldsFragment; pick(target: DecisionTarget): void }) {
  const moves = RETURN_MOVES[r.status as ReturnStatusName];
  return (
    <>
      {moves.includes('APPROVED') && (
        <Button
          size="sm"
          colorPalette="orange"
          aria-label={t.approveLabel(r.returnNumber)}
          onClick={() => pick({ decision: 'approve', r })}
        >
          {t.approve}
        </Button>
      )}
      {moves.includes('REJECTED') && (
        <Button
          size="sm"
          variant="outline"
          aria-label={t.rejectLabel(r.returnNumber)}
          onClick={() => pick({ decision: 'reject', r })}
        >
          {t.reject}
        </Button>
      )}
      {moves.includes('RECEIVED') && (
        <Button
          size="sm"
          colorPalette="orange"
          aria-label={t.receiveLabel(r.returnNumber)}
          onClick={() => pick({ decision: 'receive', r })}
        >
          {t.receive}
        </Button>
      )}
    </>
  );
}

export default function ReturnsPage() {
  const [status, setStatus] = useState<ReturnStatusName | null>(null);
  const { data, loading, error, refetch } = useReturnRequests(status);
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const saidRef = useKeepInView<HTMLDivElement>(said);
  const rows = data?.returnRequests ?? [];

  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t.adminHeading}
      </Heading>
      <Text>{t.intro}</Text>
      <Field.Root maxW="16rem">
        <Field.Label>{t.statusFilter}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={status ?? ''}
            onChange={(e) => {
              setSaid(null);
              setStatus((e.target.value || null) as ReturnStatusName | null);
            }}
            w="full"
            h="9"
            px="2"
            borderWidth="1px"
            borderColor="border"
            rounded="l2"
            bg="bg"
            fontSize="sm"
          >
            <option value="">{t.waiting}</option>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RETURN_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
      <div ref={saidRef}>
        <LiveStatus>
          {said && (
            <Text fontWeight="semibold" color="green.800">
              {said}
            </Text>
          )}
        </LiveStatus>
      </div>
      {error != null && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {loading && !data ? (
        <PageSpinner label={t.loading} />
      ) : rows.length === 0 ? (
        <Text>{t.empty}</Text>
      ) : (
        <Stack as="ul" gap="3" aria-label={t.adminHeading}>
          {rows.map((r) => (
            <ReturnCard
              key={r.id}
              r={r}
              heading={`${r.returnNumber} · ${t.order(r.orderNumber)}`}
              actions={
                <Actions
                  r={r}
                  pick={(p) => {
                    setSaid(null);
                    setTarget(p);
                  }}
                />
              }
            />
          ))}
        </Stack>
      )}
      <ReturnDecisionDialogs
        target={target}
        onClose={() => setTarget(null)}
        onDone={(after, decision) => setSaid(outcome(after, decision))}
      />
    </Stack>
  );
}
