/**
 * A company's sales reps (shop admins; docs/decisions/084): tick the reps who serve it. A rep reads and prices only
 * the companies ticked for them, and may act as their members.
 */
import { Text } from '@chakra-ui/react';
import { FormDialog } from '../../../components/form/FormDialog';
import { CheckboxList } from '../../../components/form/CheckboxList';
import { notifySuccess } from '../../../components/toaster';
import { useCompanyReps, useSetCompanyReps } from '../api/companyReps';
import type { AdminCompany } from './CompanyDialogs';

export const companyRepsCopy = {
  button: 'Sales reps',
  buttonFor: (name: string) => `Sales reps of ${name}`,
  title: (name: string) => `Sales reps of ${name}`,
  intro: "The reps ticked see this company's orders and quotes, price its quotes and may act as its members.",
  legend: 'Reps',
  none: 'No one is a sales rep yet.',
  saved: 'Sales reps saved',
  cancel: 'Cancel',
  save: 'Save',
} as const;
const t = companyRepsCopy;

interface Values {
  repIds: string[];
}
const FIELDS: Record<string, keyof Values> = { repIds: 'repIds' };

export function CompanyRepsDialog({ company, onClose }: { company: AdminCompany | null; onClose(): void }) {
  const { data, error } = useCompanyReps(company?.id ?? null);
  const [save] = useSetCompanyReps();
  const submit = async (v: Values) => {
    if (!company) return;
    await save({ variables: { companyId: company.id, repIds: v.repIds } });
    notifySuccess(t.saved);
  };
  const assigned = data?.companyReps.map((r) => r.id) ?? [];
  return (
    <FormDialog<Values>
      key={`${company?.id ?? ''}:${assigned.join(',')}`}
      open={company !== null && Boolean(data || error)}
      onClose={onClose}
      title={company ? t.title(company.name) : ''}
      initialValues={{ repIds: assigned }}
      validate={() => ({})}
      fieldOf={FIELDS}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.save}
    >
      <Text>{t.intro}</Text>
      <CheckboxList
        name="repIds"
        legend={t.legend}
        empty={t.none}
        options={(data?.salesReps ?? []).map((r) => ({
          value: r.id,
          label: r.displayName ? `${r.displayName} (${r.email})` : r.email,
        }))}
      />
    </FormDialog>
  );
}
