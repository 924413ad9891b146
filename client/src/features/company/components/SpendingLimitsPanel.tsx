/**
 * Spending limits per buyer: per order and per week or month, in dollars, blank for none. The server
 * decides (setSpendingLimits); its refusal shows under the field it names and changes nothing.
 */
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormikErrors } from 'formik';
import { MoneyField } from '../../../components/form/TextField';
import { notifySuccess } from '../../../components/toaster';
import { centsToDollarsText, typedDollarsToCents } from '../../../lib/money';
import type { ApprovalSettingsQuery, LimitPeriod } from '../../../gql/graphql';
import { approvalSettingsCopy } from '../copy';
import { useSetSpendingLimits } from '../api/approvalSettings';
import { InlineForm } from './InlineForm';
import { SelectField } from './SelectField';

const t = approvalSettingsCopy.limits;
type Member = ApprovalSettingsQuery['myCompany']['members'][number];

export interface LimitValues {
  orderLimit: string;
  periodLimit: string;
  limitPeriod: string;
}
/** The server's fields, named as the form's. */
const LIMIT_FIELDS = {
  orderLimitCents: 'orderLimit',
  periodLimitCents: 'periodLimit',
  limitPeriod: 'limitPeriod',
} as const;
export const PERIODS = [
  { value: '', label: t.noPeriod },
  { value: 'WEEK', label: t.week },
  { value: 'MONTH', label: t.month },
];

export function limitValues(m: Member): LimitValues {
  const l = m.spendingLimits;
  return {
    orderLimit: l?.orderLimitCents != null ? centsToDollarsText(l.orderLimitCents) : '',
    periodLimit: l?.periodLimitCents != null ? centsToDollarsText(l.periodLimitCents) : '',
    limitPeriod: l?.limitPeriod ?? '',
  };
}

/** Only the typing: whether each amount is dollars. What a limit may be is the server's rule. */
export function validateLimits(v: LimitValues): FormikErrors<LimitValues> {
  const errors: FormikErrors<LimitValues> = {};
  if (Number.isNaN(typedDollarsToCents(v.orderLimit))) errors.orderLimit = t.notDollars;
  if (Number.isNaN(typedDollarsToCents(v.periodLimit))) errors.periodLimit = t.notDollars;
  return errors;
}

export const toLimitsInput = (v: LimitValues) => ({
  orderLimitCents: typedDollarsToCents(v.orderLimit),
  periodLimitCents: typedDollarsToCents(v.periodLimit),
  limitPeriod: (v.limitPeriod || null) as LimitPeriod | null,
});

function MemberLimits({ member }: { member: Member }) {
  const [save] = useSetSpendingLimits();
  const submit = async (values: LimitValues) => {
    const res = await save({ variables: { userId: member.id, limits: toLimitsInput(values) } });
    if (res.data) notifySuccess(t.saved(member.email));
  };
  return (
    <InlineForm<LimitValues>
      label={t.formFor(member.email)}
      initialValues={limitValues(member)}
      validate={validateLimits}
      fieldOf={LIMIT_FIELDS}
      onSubmit={submit}
      submitLabel={t.save}
    >
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <MoneyField name="orderLimit" label={t.orderLimit} hint={t.blankHint} />
        <MoneyField name="periodLimit" label={t.periodLimit} />
        <SelectField name="limitPeriod" label={t.period} options={PERIODS} />
      </SimpleGrid>
    </InlineForm>
  );
}

export function SpendingLimitsPanel({ members }: { members: readonly Member[] }) {
  const buyers = members.filter((m) => m.companyRole === 'BUYER');
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t.intro}</Text>
      {buyers.length === 0 && <Text>{t.none}</Text>}
      {buyers.map((m) => (
        <Box key={m.id} borderTopWidth="1px" pt="3">
          <Text fontWeight="medium" wordBreak="break-all" mb="2">
            {m.email}
          </Text>
          <MemberLimits member={m} />
        </Box>
      ))}
    </Stack>
  );
}
