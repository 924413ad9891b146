/**
 * A company's free freight (shop admins; docs/decisions/076): orders whose net is at or over the threshold ship free.
 * Empty: no free freight. The server checks the figure; its refusal shows under the field.
 */
import { Text } from '@chakra-ui/react';
import { formatCents } from '@gluegun/common';
import type { FormikErrors } from 'formik';
import { FormDialog } from '../../../components/form/FormDialog';
import { TextField } from '../../../components/form/TextField';
import { notifySuccess } from '../../../components/toaster';
import { useCompanyFreeFreight, useSetCompanyFreeFreight } from '../api/freeFreight';
import type { AdminCompany } from './CompanyDialogs';

export const freeFreightCopy = {
  button: 'Free freight',
  buttonFor: (name: string) => `Free freight for ${name}`,
  title: (name: string) => `Free freight for ${name}`,
  intro:
    'Orders of this company whose net is at or over this amount ship free, whatever the shipping method. Leave it empty for no free freight.',
  field: 'Free freight from (net, $)',
  bad: 'Write an amount in dollars, e.g. 500.00, or leave it empty',
  saved: 'Free freight saved',
  shown: (cents: number) => `Free freight from ${formatCents(cents)} net`,
  cancel: 'Cancel',
  save: 'Save',
};
const t = freeFreightCopy;

interface Values {
  threshold: string;
}
const FIELDS: Record<string, keyof Values> = { freeFreightThresholdCents: 'threshold' };
const centsOf = (text: string): number | null =>
  text.trim() === '' ? null : Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
const validate = (v: Values): FormikErrors<Values> => {
  const cents = centsOf(v.threshold);
  return cents !== null && (!Number.isFinite(cents) || cents < 0) ? { threshold: t.bad } : {};
};

export function FreeFreightDialog({ company, onClose }: { company: AdminCompany | null; onClose(): void }) {
  const [save] = useSetCompanyFreeFreight();
  const now = useCompanyFreeFreight(company?.id ?? null);
  const submit = async (v: Values) => {
    if (!company) return;
    await save({ variables: { companyId: company.id, freeFreightThresholdCents: centsOf(v.threshold) } });
    notifySuccess(t.saved);
  };
  const current = now.data?.company?.freeFreightThresholdCents;
  return (
    <FormDialog<Values>
      key={`${company?.id ?? ''}:${current ?? ''}`}
      open={company !== null && Boolean(now.data || now.error)}
      onClose={onClose}
      title={company ? t.title(company.name) : ''}
      initialValues={{
        threshold: current === null || current === undefined ? '' : (current / 100).toFixed(2),
      }}
      validate={validate}
      fieldOf={FIELDS}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.save}
    >
      <Text>{t.intro}</Text>
      <TextField name="threshold" label={t.field} inputMode="decimal" />
    </FormDialog>
  );
}
