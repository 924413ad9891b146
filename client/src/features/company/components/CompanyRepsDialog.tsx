/**
 * A company's sales reps (shop admins; docs/decisions/084): tick the reps who serve it. A rep reads and prices only
 * the companies ticked for them, and may act as their members; an assigned rep may be limited to some of the
 * company's locations (docs/decisions/117).
 */
import { Text } from '@chakra-ui/react';
import { FormDialog } from '../../../components/form/FormDialog';
import { CheckboxList } from '../../../components/form/CheckboxList';
import { notifySuccess } from '../../../components/toaster';
import { useCompanyReps, useSetCompanyReps, useSetRepLocations } from '../api/companyReps';
import type { AdminCompany } from './CompanyDialogs';

export const companyRepsCopy = {
  button: 'Sales reps',
  buttonFor: (name: string) => `Sales reps of ${name}`,
  title: (name: string) => `Sales reps of ${name}`,
  intro: "The reps ticked see this company's orders and quotes, price its quotes and may act as its members.",
  legend: 'Reps',
  none: 'No one is a sales rep yet.',
  locationsLegend: (rep: string) => `Locations ${rep} serves`,
  locationsHint:
    'None ticked: the whole company. A rep limited to locations sees and acts only for the buyers, orders and quotes of the ones ticked.',
  saved: 'Sales reps saved',
  cancel: 'Cancel',
  save: 'Save',
} as const;
const t = companyRepsCopy;

interface Values {
  repIds: string[];
  /** Per assigned rep, the locations ticked (none: the whole company). */
  limits: Record<string, string[]>;
}
const FIELDS: Record<string, keyof Values> = { repIds: 'repIds' };

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

export function CompanyRepsDialog({ company, onClose }: { company: AdminCompany | null; onClose(): void }) {
  const { data, error } = useCompanyReps(company?.id ?? null);
  const [save] = useSetCompanyReps();
  const [limit] = useSetRepLocations();
  const current = data?.companyReps ?? [];
  const assigned = current.map((r) => r.id);
  const limits = Object.fromEntries(current.map((r) => [r.id, r.locationIds ?? []]));
  const submit = async (v: Values) => {
    if (!company) return;
    await save({ variables: { companyId: company.id, repIds: v.repIds } });
    // Only reps still assigned and whose ticks changed are written: a rep just ticked serves the whole company.
    for (const repId of assigned.filter((id) => v.repIds.includes(id))) {
      const locationIds = v.limits[repId] ?? [];
      if (!sameSet(locationIds, limits[repId] ?? []))
        await limit({ variables: { companyId: company.id, repId, locationIds } });
    }
    notifySuccess(t.saved);
  };
  const locations = data?.company.locations ?? [];
  const nameOf = (id: string) => {
    const r = data?.salesReps.find((x) => x.id === id);
    return r ? (r.displayName ?? r.email) : id;
  };
  return (
    <FormDialog<Values>
      key={`${company?.id ?? ''}:${current.map((r) => `${r.id}=${(r.locationIds ?? []).join('+')}`).join(',')}`}
      open={company !== null && Boolean(data || error)}
      onClose={onClose}
      title={company ? t.title(company.name) : ''}
      initialValues={{ repIds: assigned, limits }}
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
      {locations.length > 0 &&
        assigned.map((repId) => (
          <CheckboxList
            key={repId}
            name={`limits.${repId}`}
            legend={t.locationsLegend(nameOf(repId))}
            hint={t.locationsHint}
            options={locations.map((l) => ({ value: l.id, label: l.label }))}
          />
        ))}
    </FormDialog>
  );
}
