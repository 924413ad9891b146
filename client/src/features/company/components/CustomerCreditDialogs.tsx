/**
 * Held customer credit on the dashboard's Companies page (shop admins): apply what a company holds
 * to one of its open invoices, or refund it (a payment out: amount, day, method, reference). Both forms check with
 * the server's rules (refundInputSchema; the server refuses more than is held or owed, under the field it names).
 */
import { DataList, Text } from '@chakra-ui/react';
import type { FormikErrors } from 'formik';
import {
  REFUND_METHODS,
  REFUND_METHOD_LABELS,
  formatCents,
  formatDay,
  refundInputSchema,
  type RefundMethod,
} from '@gluegun/common';
import { FormDialog } from '../../../components/form/FormDialog';
import { MoneyField, TextField } from '../../../components/form/TextField';
import { notifySuccess } from '../../../components/toaster';
import { todayIso } from '../../../lib/dates';
import { schemaErrors } from '../../../lib/formErrors';
import { centsToDollarsText, typedDollarsToCents } from '../../../lib/money';
import { customerCreditCopy as t } from '../copy';
import { useApplyCustomerCredit, useCompanyOpenInvoices, useRecordRefund } from '../api/customerCredit';
import type { AdminCompany } from './CompanyDialogs';
import { SelectField } from './SelectField';

const held = (company: AdminCompany | null) => company?.credit?.heldCreditCents ?? 0;

function Holds({ company }: { company: AdminCompany }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>{t.holds}</DataList.ItemLabel>
        <DataList.ItemValue>{formatCents(held(company))}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

interface ApplyValues {
  invoice: string;
  amount: string;
}
const APPLY_FIELDS: Record<string, keyof ApplyValues> = { purchaseOrderId: 'invoice', amountCents: 'amount' };

/** Apply held credit to one of the company's open invoices: the amount typed, or as much as both allow. */
export function ApplyCreditDialog({ company, onClose }: { company: AdminCompany | null; onClose(): void }) {
  const invoices = useCompanyOpenInvoices(company?.id ?? null);
  const [apply] = useApplyCustomerCredit();
  const open = [...(invoices.data?.overdue.rows ?? []), ...(invoices.data?.awaiting.rows ?? [])]
    .filter((o) => o.balanceCents > 0)
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  const options = [
    { value: '', label: invoices.loading ? t.loadingInvoices : t.pickInvoice },
    ...open.map((o) => ({
      value: o.id,
      label: t.invoiceOption(o.invoiceNumber, o.balanceCents, formatDay(o.dueAt)),
    })),
  ];
  const validate = (v: ApplyValues) => {
    const errors: FormikErrors<ApplyValues> = {};
    if (!v.invoice) errors.invoice = t.invoiceRequired;
    const cents = typedDollarsToCents(v.amount);
    if (cents !== null && (!Number.isInteger(cents) || cents <= 0)) errors.amount = t.amountInvalid;
    else if (cents !== null && cents > held(company)) errors.amount = t.amountOverHeld(held(company));
    return errors;
  };
  const submit = async (v: ApplyValues) => {
    if (!company) return;
    const order = open.find((o) => o.id === v.invoice);
    const { data } = await apply({
      variables: { purchaseOrderId: v.invoice, amountCents: typedDollarsToCents(v.amount) },
    });
    notifySuccess(t.applied(order?.invoiceNumber ?? '', data?.applyCustomerCredit.balanceCents ?? 0));
  };
  return (
    <FormDialog<ApplyValues>
      open={company !== null}
      onClose={onClose}
      title={company ? t.applyTitle(company.name) : ''}
      initialValues={{ invoice: '', amount: '' }}
      validate={validate}
      fieldOf={APPLY_FIELDS}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.apply}
    >
      {company && <Holds company={company} />}
      {invoices.data && open.length === 0 && <Text>{t.noOpenInvoices}</Text>}
      <SelectField name="invoice" label={t.invoice} options={options} required />
      <MoneyField name="amount" label={t.amount} hint={t.amountHint} />
    </FormDialog>
  );
}

interface RefundValues {
  amount: string;
  paidOn: string;
  method: RefundMethod;
  reference: string;
}
const REFUND_FIELDS: Record<string, keyof RefundValues> = {
  amountCents: 'amount',
  paidOn: 'paidOn',
  method: 'method',
  reference: 'reference',
};
const METHOD_OPTIONS = REFUND_METHODS.map((m) => ({ value: m, label: REFUND_METHOD_LABELS[m] }));
const toRefundInput = (v: RefundValues) => ({
  amountCents: typedDollarsToCents(v.amount) ?? undefined,
  paidOn: v.paidOn.trim(),
  method: v.method,
  reference: v.reference.trim(),
});

/** Refund held credit: money paid back to the company, recorded like a payment out. */
export function RefundCreditDialog({ company, onClose }: { company: AdminCompany | null; onClose(): void }) {
  const [refund] = useRecordRefund();
  const validate = (v: RefundValues) => {
    const input = toRefundInput(v);
    const errors: FormikErrors<RefundValues> = {};
    if (input.amountCents !== undefined && Number.isNaN(input.amountCents)) errors.amount = t.amountInvalid;
    else if (input.amountCents !== undefined && input.amountCents > held(company))
      errors.amount = t.refundOverHeld(held(company));
    return schemaErrors(refundInputSchema, input, REFUND_FIELDS, errors) as FormikErrors<RefundValues>;
  };
  const submit = async (v: RefundValues) => {
    if (!company) return;
    const input = toRefundInput(v);
    await refund({
      variables: { companyId: company.id, refund: { ...input, amountCents: input.amountCents ?? 0 } },
    });
    notifySuccess(t.refunded(input.amountCents ?? 0, company.name));
  };
  return (
    <FormDialog<RefundValues>
      open={company !== null}
      onClose={onClose}
      title={company ? t.refundTitle(company.name) : ''}
      initialValues={{
        amount: centsToDollarsText(held(company)),
        paidOn: todayIso(),
        method: 'BANK_TRANSFER',
        reference: '',
      }}
      validate={validate}
      fieldOf={REFUND_FIELDS}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.refund}
    >
      {company && <Holds company={company} />}
      <MoneyField name="amount" label={t.amount} required />
      <TextField name="paidOn" label={t.paidOn} type="date" required />
      <SelectField name="method" label={t.method} options={METHOD_OPTIONS} required />
      <TextField name="reference" label={t.reference} required hint={t.referenceHint} />
    </FormDialog>
  );
}
