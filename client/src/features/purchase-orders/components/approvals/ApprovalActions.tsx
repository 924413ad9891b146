/**
 * Approve (after a confirmation) and Reject (with a reason) one waiting request. Approval runs the
 * checkout at that moment: when it cannot go through, the server says what changed, and that shows here in view and
 * announced; nothing was recorded.
 */
import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { formatCents } from '@gluegun/common';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { FormErrorAlert } from '../../../../components/ErrorAlert';
import { notifySuccess } from '../../../../components/toaster';
import { describeError } from '../../../../lib/errors';
import { approvalsCopy } from '../../approvalsCopy';
import { useApproveOrder, useRejectOrder } from '../../api/approvals';
import { RejectDialog } from './RejectDialog';
import { OrderFigures, type ShipToFields } from './OrderFigures';
import { figuresOf } from './RequestSummary';

const t = approvalsCopy;

type Decided = Parameters<typeof figuresOf>[0] & {
  id: string;
  requestNumber: string;
  shipTo: ShipToFields | null;
};

export function ApprovalActions({ request }: { request: Decided }) {
  const [approve, approving] = useApproveOrder();
  const [reject] = useRejectOrder();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const number = request.requestNumber;

  const doApprove = async () => {
    setConfirming(false);
    setRefusal(null);
    try {
      await approve({ variables: { id: request.id } });
      notifySuccess(t.approve.done(number));
    } catch (e) {
      setRefusal(describeError(e).message);
    }
  };
  const doReject = async (reason: string) => {
    await reject({ variables: { id: request.id, reason } });
    setRejecting(false);
    notifySuccess(t.reject.done(number));
  };

  return (
    <Stack gap="2">
      {refusal && (
        <FormErrorAlert title={t.approve.refusedTitle} revealKey={refusal}>
          {refusal}
        </FormErrorAlert>
      )}
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="orange"
          aria-label={t.approve.buttonFor(number)}
          loading={approving.loading}
          onClick={() => setConfirming(true)}
        >
          {t.approve.button}
        </Button>
        <Button
          variant="outline"
          colorPalette="red"
          aria-label={t.reject.buttonFor(number)}
          onClick={() => {
            setRefusal(null);
            setRejecting(true);
          }}
        >
          {t.reject.button}
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        title={t.approve.confirmTitle(number)}
        text={t.approve.confirmText(formatCents(request.totalCents))}
        keepLabel={t.approve.keep}
        confirmLabel={t.approve.confirm}
        palette="orange"
        onKeep={() => setConfirming(false)}
        onConfirm={() => void doApprove()}
      >
        <OrderFigures figures={figuresOf(request)} shipTo={request.shipTo} />
      </ConfirmDialog>
      {rejecting && (
        <RejectDialog number={number} open onClose={() => setRejecting(false)} onReject={doReject} />
      )}
    </Stack>
  );
}
