/**
 * The invite form, shared by My company's Invitations and the dashboard's Companies: e-mail and role checked with the
 * server's invitationSchema, and for a buyer the spending limits a member has (typed as dollars here; what a limit
 * may be is the server's one rule, its refusal shown under the field it names). An invitation's limits as a line.
 */
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatCents, invitationSchema } from '@gluegun/common';
import { useFormikContext, type FormikErrors } from 'formik';
import { MoneyField, TextField } from '../../../components/form/TextField';
import { schemaErrors } from '../../../lib/formErrors';
import type { CompanyRole, LimitPeriod } from '../../../gql/graphql';
import { approvalSettingsCopy, companyCopy } from '../copy';
import { PERIODS, toLimitsInput, validateLimits, type LimitValues } from './SpendingLimitsPanel';
import { SelectField } from './SelectField';
import { ROLE_OPTIONS } from './companyForms';

const t = companyCopy.invitations;
const l = approvalSettingsCopy.limits;

export interface InviteValues extends LimitValues {
  email: string;
  role: CompanyRole;
}
export const emptyInvite: InviteValues = {
  email: '',
  role: 'BUYER',
  orderLimit: '',
  periodLimit: '',
  limitPeriod: '',
};
/** The server's fields, named as the form's. */
export const INVITE_FIELDS: Record<string, Extract<keyof InviteValues, string>> = {
  email: 'email',
  role: 'role',
  orderLimitCents: 'orderLimit',
  periodLimitCents: 'periodLimit',
  limitPeriod: 'limitPeriod',
  limits: 'orderLimit',
};

/** Only a buyer's limits are asked for: company admins are not held to limits, and the other roles place nothing alone. */
const limited = (v: Pick<InviteValues, 'role'>) => v.role === 'BUYER';

/** The e-mail and role by the shared schema; a buyer's amounts only as typing (a form without them has none). */
export function validateInvite(
  v: Pick<InviteValues, 'email' | 'role'> & Partial<LimitValues>,
): FormikErrors<InviteValues> {
  const errors = schemaErrors(invitationSchema, v, INVITE_FIELDS) as FormikErrors<InviteValues>;
  if (!limited(v)) return errors;
  return {
    ...validateLimits({
      orderLimit: v.orderLimit ?? '',
      periodLimit: v.periodLimit ?? '',
      limitPeriod: v.limitPeriod ?? '',
    }),
    ...errors,
  };
}

export const toInviteVariables = (v: InviteValues) => ({
  email: v.email.trim().toLowerCase(),
  role: v.role,
  limits: limited(v) ? toLimitsInput(v) : null,
});

/** E-mail, role and (for a buyer) the spending limits; inside a Formik form of InviteValues. */
export function InviteFields() {
  const { values } = useFormikContext<InviteValues>();
  return (
    <Stack gap="4">
      <TextField name="email" label={t.email} type="email" autoComplete="off" required />
      <SelectField name="role" label={t.role} options={ROLE_OPTIONS} required />
      {limited(values) && (
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium">
            {t.limitsHeading}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t.limitsHint}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <MoneyField name="orderLimit" label={l.orderLimit} />
            <MoneyField name="periodLimit" label={l.periodLimit} />
            <SelectField name="limitPeriod" label={l.period} options={PERIODS} />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

interface Limits {
  orderLimitCents?: number | null;
  periodLimitCents?: number | null;
  limitPeriod?: LimitPeriod | null;
}

/** "limits: $2,500.00 per order, $10,000.00 per week", or none. */
export function limitsText(limits: Limits | null | undefined): string {
  const parts = [
    ...(limits?.orderLimitCents != null ? [t.perOrder(formatCents(limits.orderLimitCents))] : []),
    ...(limits?.periodLimitCents != null && limits.limitPeriod
      ? [t.perPeriod(formatCents(limits.periodLimitCents), limits.limitPeriod)]
      : []),
  ];
  return parts.length > 0 ? t.limits(parts) : t.noLimits;
}
