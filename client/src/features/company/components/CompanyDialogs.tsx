/**
 * The dashboard's company dialogs (shop admins): create or edit a company's details (shared companyProfileSchema),
 * its credit limit and terms with Lift the hold (shared creditTermsSchema, the All User credit words), and move a
 * user into it with a role (the e-mail picked from every account's, or typed).
 */
import { useState } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { invitationSchema } from '@gluegun/common';
import type { FormikErrors } from 'formik';
import { FormDialog } from '../../../components/form/FormDialog';
import { MoneyField, TextField } from '../../../components/form/TextField';
import { notifySuccess } from '../../../components/toaster';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { describeError } from '../../../lib/errors';
import { schemaErrors } from '../../../lib/formErrors';
import {
  CREDIT_FORM_FIELDS,
  creditFormValues,
  toCreditTerms,
  validateCreditForm,
  type CreditFormValues,
} from '../../../lib/creditTermsForm';
import type { CompaniesQuery as CompaniesData, CompanyRole } from '../../../gql/graphql';
import { companiesCopy } from '../copy';
import {
  CompaniesQuery,
  UserEmailsQuery,
  useCreateCompany,
  useLiftCompanyCreditHold,
  useMoveUserToCompany,
  useSetCompanyCreditTerms,
  useUpdateCompany,
} from '../api/companies';
import { CompanyCredit } from './CompanyCredit';
import {
  PROFILE_FIELDS,
  ProfileFields,
  emptyProfile,
  profileValues,
  toProfileInput,
  validateProfile,
  ROLE_OPTIONS,
  type ProfileValues,
} from './companyForms';
import { SelectField } from './SelectField';

const t = companiesCopy;
const c = dashboardCopy.credit;
export type AdminCompany = CompaniesData['companyConnection']['nodes'][number];

/** Create (company null) or edit a company's details. */
export function ProfileDialog({
  open,
  company,
  onClose,
}: {
  open: boolean;
  company: AdminCompany | null;
  onClose(): void;
}) {
  const [create] = useCreateCompany();
  const [update] = useUpdateCompany();
  const submit = async (values: ProfileValues) => {
    const input = toProfileInput(values);
    if (company) {
      await update({ variables: { id: company.id, input } });
      notifySuccess(t.saved);
    } else {
      await create({ variables: { input }, refetchQueries: [CompaniesQuery] });
      notifySuccess(t.created(input.name));
    }
  };
  return (
    <FormDialog<ProfileValues>
      open={open}
      onClose={onClose}
      title={company ? t.editTitle(company.name) : t.createTitle}
      initialValues={company ? profileValues(company) : emptyProfile}
      validate={validateProfile}
      fieldOf={PROFILE_FIELDS}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={company ? t.save : t.create}
    >
      <ProfileFields />
    </FormDialog>
  );
}

type CreditValues = CreditFormValues;

export function CompanyCreditDialog({ company, onClose }: { company: AdminCompany | null; onClose(): void }) {
  const [save] = useSetCompanyCreditTerms();
  const [lift, liftState] = useLiftCompanyCreditHold();
  const [liftError, setLiftError] = useState<string | null>(null);
  const credit = company?.credit;
  const close = () => {
    setLiftError(null);
    onClose();
  };
  const submit = async (values: CreditValues) => {
    if (!company) return;
    await save({ variables: { id: company.id, terms: toCreditTerms(values) } });
    notifySuccess(c.saved);
  };
  const liftHold = async () => {
    if (!company) return;
    setLiftError(null);
    try {
      await lift({ variables: { id: company.id } });
      notifySuccess(c.holdLifted);
    } catch (e) {
      setLiftError(describeError(e).message);
    }
  };
  return (
    <FormDialog<CreditValues>
      open={company !== null && Boolean(credit)}
      onClose={close}
      title={company ? t.creditTitle(company.name) : ''}
      initialValues={creditFormValues(credit)}
      validate={validateCreditForm}
      fieldOf={CREDIT_FORM_FIELDS}
      onSubmit={submit}
      cancelLabel={c.close}
      submitLabel={c.save}
      outsideError={liftError}
    >
      {credit && <CompanyCredit credit={credit} />}
      {credit?.onHold && (
        <Alert.Root status="warning" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{c.holdText(credit.overdueCount, credit.overdueCents)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" loading={liftState.loading} onClick={() => void liftHold()}>
            {c.liftHold}
          </Button>
        </Alert.Root>
      )}
      <MoneyField name="limit" label={c.limitLabel} hint={c.limitHint} />
      <TextField name="terms" label={c.termsLabel} hint={c.termsHint} inputMode="numeric" />
    </FormDialog>
  );
}

interface MoveValues {
  email: string;
  role: CompanyRole;
}
const MOVE_FIELDS: Record<string, keyof MoveValues> = { email: 'email', role: 'role', userId: 'email' };

export function MoveUserDialog({ company, onClose }: { company: AdminCompany | null; onClose(): void }) {
  const users = useQuery(UserEmailsQuery, { skip: company === null, fetchPolicy: 'cache-and-network' });
  const [move] = useMoveUserToCompany();
  const all = users.data?.users ?? [];
  const validate = (v: MoveValues) => {
    const errors = schemaErrors(invitationSchema, v, MOVE_FIELDS) as FormikErrors<MoveValues>;
    if (!errors.email && users.data && !all.some((u) => u.email === v.email.trim().toLowerCase()))
      errors.email = t.noSuchUser;
    return errors;
  };
  const submit = async (v: MoveValues) => {
    const email = v.email.trim().toLowerCase();
    const user = all.find((u) => u.email === email);
    if (!company || !user) return;
    await move({
      variables: { userId: user.id, companyId: company.id, role: v.role },
      refetchQueries: [CompaniesQuery],
      awaitRefetchQueries: true,
    });
    notifySuccess(t.moved(email, company.name));
  };
  return (
    <FormDialog<MoveValues>
      open={company !== null}
      onClose={onClose}
      title={company ? t.moveTitle(company.name) : ''}
      initialValues={{ email: '', role: 'BUYER' }}
      validate={validate}
      fieldOf={MOVE_FIELDS}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.move}
    >
      <TextField
        name="email"
        label={t.moveEmail}
        type="email"
        required
        hint={t.moveHint}
        list="all-user-emails"
      />
      <datalist id="all-user-emails">
        {all.map((u) => (
          <option key={u.id} value={u.email} />
        ))}
      </datalist>
      <SelectField name="role" label={t.moveRole} options={ROLE_OPTIONS} required />
    </FormDialog>
  );
}
