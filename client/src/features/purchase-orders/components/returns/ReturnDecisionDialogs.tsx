/**
 * The shop's decisions on a return, each a form in a dialog checked with the server's own schema: Approve with a
 * restocking fee in percent, Reject with a reason told to the buyer, Receive the goods (restock or scrap, a note).
 * The server's refusals show under their field or above the buttons; `onDone` gets the return as it is now.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { FormDialog } from '../../../../components/form/FormDialog';
import { TextField } from '../../../../components/form/TextField';
import { schemaErrors } from '../../../../lib/formErrors';
import { returnsCopy as t } from '../../../../lib/returnsCopy';
import type { ReturnDisposition, ReturnFieldsFragment } from '../../../../gql/graphql';
import {
  returnApprovalSchema,
  returnReceiptSchema,
  returnRejectionSchema,
  useApproveReturn,
  useReceiveReturn,
  useRejectReturn,
} from '../../api/returnQueue';

export type Decision = 'approve' | 'reject' | 'receive';
export interface DecisionTarget {
  decision: Decision;
  r: ReturnFieldsFragment;
}
interface Props {
  target: DecisionTarget | null;
  onClose(): void;
  onDone(after: ReturnFieldsFragment, decision: Decision): void;
}

const FEE_FIELDS = { restockingFeePercent: 'fee' } as const;
const REASON_FIELDS = { reason: 'reason' } as const;
const RECEIPT_FIELDS = { disposition: 'disposition', note: 'note' } as const;

const feeOf = (fee: string) => (fee.trim() === '' ? 0 : Number(fee.trim().replace(',', '.')));

function ApproveDialog({ target, onClose, onDone }: Props) {
  const [approve] = useApproveReturn();
  const r = target?.r;
  return (
    <FormDialog<{ fee: string }>
      open={target?.decision === 'approve'}
      onClose={onClose}
      title={r ? t.approveTitle(r.returnNumber) : ''}
      initialValues={{ fee: '0' }}
      fieldOf={FEE_FIELDS}
      cancelLabel={t.close}
      submitLabel={t.approve}
      validate={(v) => schemaErrors(returnApprovalSchema, { restockingFeePercent: feeOf(v.fee) }, FEE_FIELDS)}
      onSubmit={async (v) => {
        const res = await approve({ variables: { id: r!.id, restockingFeePercent: feeOf(v.fee) } });
        if (res.data) onDone(res.data.approveReturn, 'approve');
      }}
    >
      <TextField name="fee" label={t.feePercent} hint={t.feeHint} inputMode="decimal" required />
    </FormDialog>
  );
}

function RejectDialog({ target, onClose, onDone }: Props) {
  const [reject] = useRejectReturn();
  const r = target?.r;
  return (
    <FormDialog<{ reason: string }>
      open={target?.decision === 'reject'}
      onClose={onClose}
      title={r ? t.rejectTitle(r.returnNumber) : ''}
      initialValues={{ reason: '' }}
      fieldOf={REASON_FIELDS}
      cancelLabel={t.close}
      submitLabel={t.reject}
      validate={(v) => schemaErrors(returnRejectionSchema, { reason: v.reason.trim() }, REASON_FIELDS)}
      onSubmit={async (v) => {
        const res = await reject({ variables: { id: r!.id, reason: v.reason.trim() } });
        if (res.data) onDone(res.data.rejectReturn, 'reject');
      }}
    >
      <TextField name="reason" label={t.rejectReason} rows={2} required />
    </FormDialog>
  );
}

function DispositionField() {
  const [field, meta, helpers] = useField<string>('disposition');
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" mb="1">
        {t.disposition}
      </Text>
      {(['RESTOCK', 'SCRAP'] as const).map((d) => (
        <Box as="label" key={d} display="flex" gap="2" alignItems="center" py="1">
          <input
            type="radio"
            name="disposition"
            value={d}
            checked={field.value === d}
            onChange={() => void helpers.setValue(d)}
            style={{ width: '1.1rem', height: '1.1rem' }}
          />
          <Text as="span">{d === 'RESTOCK' ? t.restock : t.scrap}</Text>
        </Box>
      ))}
      {meta.error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {meta.error}
        </Text>
      )}
    </Box>
  );
}

function ReceiveDialog({ target, onClose, onDone }: Props) {
  const [receive] = useReceiveReturn();
  const r = target?.r;
  return (
    <FormDialog<{ disposition: string; note: string }>
      open={target?.decision === 'receive'}
      onClose={onClose}
      title={r ? t.receiveTitle(r.returnNumber) : ''}
      initialValues={{ disposition: 'RESTOCK', note: '' }}
      fieldOf={RECEIPT_FIELDS}
      cancelLabel={t.close}
      submitLabel={t.receive}
      validate={(v) =>
        schemaErrors(returnReceiptSchema, { disposition: v.disposition, note: v.note.trim() }, RECEIPT_FIELDS)
      }
      onSubmit={async (v) => {
        const res = await receive({
          variables: { id: r!.id, disposition: v.disposition as ReturnDisposition, note: v.note.trim() },
        });
        if (res.data) onDone(res.data.receiveReturn, 'receive');
      }}
    >
      <Stack gap="4">
        <DispositionField />
        <TextField name="note" label={t.note} rows={2} />
      </Stack>
    </FormDialog>
  );
}

export function ReturnDecisionDialogs(props: Props) {
  return (
    <>
      <ApproveDialog {...props} />
      <RejectDialog {...props} />
      <ReceiveDialog {...props} />
    </>
  );
}
