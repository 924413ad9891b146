/**
 * One approval request: its status and summary, every step (who, when, which role) and what the
 * signed-in person may do: an approver who can still fill a role approves or rejects (never their own request);
 * the requester withdraws while it waits. Seen by the requester, approvers, company admins and accounts payable.
 */
import { useState } from 'react';
import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { formatCents, formatDay, slotFor, type CompanyRoleName } from '@gluegun/common';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ErrorAlert, FormErrorAlert } from '../../../../components/ErrorAlert';
import { PageSpinner } from '../../../../components/PageSpinner';
import { notifySuccess } from '../../../../components/toaster';
import { errorCode } from '../../../../lib/apollo';
import { describeError } from '../../../../lib/errors';
import type { OrderRequestQuery } from '../../../../gql/graphql';
import { approvalsCopy } from '../../approvalsCopy';
import { isApproverRole, useOrderRequest, useWithdrawOrderRequest } from '../../api/approvals';
import { ApprovalActions } from './ApprovalActions';
import { RequestSummary } from './RequestSummary';

const t = approvalsCopy;
type Request = OrderRequestQuery['orderRequest'];

const when = (iso: string) => `${formatDay(iso)} ${new Date(iso).toISOString().slice(11, 16)} UTC`;

function Steps({ events }: { events: Request['events'] }) {
  return (
    <Stack as="section" gap="2" aria-labelledby="request-steps">
      <Heading as="h2" size="lg" id="request-steps">
        {t.request.steps}
      </Heading>
      <List.Root as="ol" ps="5" gap="1">
        {events.map((e) => (
          <List.Item key={e.id} wordBreak="break-word">
            {t.request.step(e.kind, e.actorEmail, when(e.createdAt))}
            {e.role ? ` ${t.request.asRole(e.role)}` : ''}
            {e.detail ? `: ${e.detail}` : ''}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** What approving now would change: the lines the requester's contract prices differently today. */
function PriceChanges({ changes }: { changes: Request['priceChanges'] }) {
  const delta = changes.reduce((sum, c) => sum + c.quantity * (c.toUnitPriceCents - c.fromUnitPriceCents), 0);
  return (
    <Stack as="section" gap="2" aria-labelledby="request-price-changes" borderWidth="1px" rounded="md" p="3">
      <Heading as="h2" size="lg" id="request-price-changes">
        {t.request.priceChanges}
      </Heading>
      <List.Root ps="5" gap="1">
        {changes.map((c) => (
          <List.Item key={c.itemId} wordBreak="break-word">
            {t.request.priceChange(
              c.productName,
              c.quantity,
              formatCents(c.fromUnitPriceCents),
              formatCents(c.toUnitPriceCents),
            )}
          </List.Item>
        ))}
      </List.Root>
      {delta !== 0 && <Text>{t.request.priceChangesNet(formatCents(Math.abs(delta)), delta > 0)}</Text>}
    </Stack>
  );
}

function Withdraw({ request }: { request: Request }) {
  const [withdraw, { loading }] = useWithdrawOrderRequest();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async () => {
    setConfirming(false);
    setRefusal(null);
    try {
      await withdraw({ variables: { id: request.id } });
      notifySuccess(t.withdraw.done(request.requestNumber));
    } catch (e) {
      setRefusal(describeError(e).message);
    }
  };
  return (
    <Stack gap="2">
      {refusal && <FormErrorAlert revealKey={refusal}>{refusal}</FormErrorAlert>}
      <Button
        variant="outline"
        colorPalette="red"
        alignSelf="flex-start"
        loading={loading}
        onClick={() => setConfirming(true)}
      >
        {t.withdraw.button}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t.withdraw.confirmTitle(request.requestNumber)}
        text={t.withdraw.confirmText}
        keepLabel={t.withdraw.keep}
        confirmLabel={t.withdraw.confirm}
        palette="red"
        onKeep={() => setConfirming(false)}
        onConfirm={() => void run()}
      />
    </Stack>
  );
}

/** An approver who can still fill one of the roles it waits for, and who did not ask for it nor approve it already. */
function canDecide(request: Request, me: OrderRequestQuery['me']): boolean {
  if (request.status !== 'AWAITING_APPROVAL' || !isApproverRole(me.companyRole)) return false;
  if (request.requesterEmail === me.email) return false;
  if (request.events.some((e) => e.kind === 'APPROVED' && e.actorEmail === me.email)) return false;
  const filled = request.requiredRoles.filter((r) => !request.waitingFor.includes(r)) as CompanyRoleName[];
  return (
    slotFor(request.requiredRoles as CompanyRoleName[], filled, me.companyRole as CompanyRoleName) !== null
  );
}

export default function ApprovalRequestPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useOrderRequest(id);
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;
  const request = data?.orderRequest;
  const mine = request && data.me.email === request.requesterEmail;
  return (
    <Stack gap="6" maxW="3xl">
      <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to={mine || !isApproverRole(data?.me.companyRole) ? '/my-orders' : '/approval-queue'}>
          {mine ? t.request.backToOrders : t.request.back}
        </RouterLink>
      </Link>
      <Heading as="h1" size="3xl">
        {request ? t.request.heading(request.requestNumber) : t.queue.title}
      </Heading>
      {!data && !error && <PageSpinner label={t.request.loading} />}
      {error && !data && (
        <ErrorAlert
          error={error}
          onRetry={code === 'FORBIDDEN' || code === 'NOT_FOUND' ? undefined : () => void refetch()}
        />
      )}
      {request && (
        <>
          <Box borderWidth="1px" rounded="md" p={{ base: '3', md: '5' }}>
            <RequestSummary request={request} />
          </Box>
          {request.priceChanges.length > 0 && <PriceChanges changes={request.priceChanges} />}
          {canDecide(request, data.me) && <ApprovalActions request={request} />}
          {mine && request.status === 'AWAITING_APPROVAL' && <Withdraw request={request} />}
          <Steps events={request.events} />
          {request.status === 'REJECTED' && request.rejectionReason && (
            <Text>{t.request.rejectedBecause(request.rejectionReason)}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
