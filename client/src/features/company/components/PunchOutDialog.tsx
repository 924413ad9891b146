/**
 * A company's procurement PunchOut identity (shop admins; docs/decisions/064): the cXML From, To and Sender
 * credentials its purchasing system sends, the shared secret, the OCI sign-in and the member signed in when a
 * request names none. Secrets are never shown: left empty, the stored ones are kept.
 */
import { Text } from '@chakra-ui/react';
import { PUNCHOUT_COMPANY_ROLES, punchOutIdentitySchema } from '@gluegun/common';
import type { FormikErrors } from 'formik';
import { FormDialog } from '../../../components/form/FormDialog';
import { TextField } from '../../../components/form/TextField';
import { notifySuccess } from '../../../components/toaster';
import { schemaErrors } from '../../../lib/formErrors';
import { usePunchOutIdentity, useSavePunchOutIdentity } from '../api/punchOut';
import { punchOutCopy as t } from '../punchOutCopy';
import type { AdminCompany } from './CompanyDialogs';
import { SelectField } from './SelectField';

interface PunchOutValues {
  fromDomain: string;
  fromIdentity: string;
  toDomain: string;
  toIdentity: string;
  senderDomain: string;
  senderIdentity: string;
  sharedSecret: string;
  ociUsername: string;
  ociPassword: string;
  punchOutUserId: string;
  enabled: string;
}
const NAMES = [
  'fromDomain',
  'fromIdentity',
  'toDomain',
  'toIdentity',
  'senderDomain',
  'senderIdentity',
  'sharedSecret',
  'ociUsername',
  'ociPassword',
  'punchOutUserId',
  'enabled',
] as const;
const FIELDS = Object.fromEntries(NAMES.map((n) => [n, n])) as Record<string, keyof PunchOutValues>;
const toInput = (v: PunchOutValues) => ({
  fromDomain: v.fromDomain,
  fromIdentity: v.fromIdentity,
  toDomain: v.toDomain,
  toIdentity: v.toIdentity,
  senderDomain: v.senderDomain,
  senderIdentity: v.senderIdentity,
  sharedSecret: v.sharedSecret || null,
  ociUsername: v.ociUsername.trim() || null,
  ociPassword: v.ociPassword || null,
  punchOutUserId: v.punchOutUserId || null,
  enabled: v.enabled === 'yes',
});
const validate = (v: PunchOutValues) =>
  schemaErrors(punchOutIdentitySchema, toInput(v), FIELDS) as FormikErrors<PunchOutValues>;

export function PunchOutDialog({ company, onClose }: { company: AdminCompany | null; onClose(): void }) {
  const { data, loading } = usePunchOutIdentity(company?.id ?? null);
  const [save] = useSavePunchOutIdentity();
  const known = data?.punchOutIdentity ?? null;
  const submit = async (v: PunchOutValues) => {
    if (!company) return;
    await save({ variables: { companyId: company.id, input: toInput(v) } });
    notifySuccess(t.saved);
  };
  const initial: PunchOutValues = {
    fromDomain: known?.fromDomain ?? 'NetworkID',
    fromIdentity: known?.fromIdentity ?? '',
    toDomain: known?.toDomain ?? 'DUNS',
    toIdentity: known?.toIdentity ?? '',
    senderDomain: known?.senderDomain ?? 'NetworkID',
    senderIdentity: known?.senderIdentity ?? '',
    sharedSecret: '',
    ociUsername: known?.ociUsername ?? '',
    ociPassword: '',
    punchOutUserId: known?.punchOutUserId ?? '',
    enabled: known?.enabled === false ? 'no' : 'yes',
  };
  // Only buyers and requesters may be signed in by a punch-out session (the server refuses anyone else).
  const members = [
    { value: '', label: t.noUser },
    ...(company?.members ?? [])
      .filter((m) => (PUNCHOUT_COMPANY_ROLES as readonly string[]).includes(m.companyRole))
      .map((m) => ({ value: m.id, label: m.email })),
  ];
  return (
    <FormDialog<PunchOutValues>
      key={`${company?.id ?? ''}-${known?.updatedAt ?? ''}-${String(loading)}`}
      open={company !== null && !loading}
      onClose={onClose}
      title={company ? t.title(company.name) : ''}
      initialValues={initial}
      validate={validate}
      fieldOf={FIELDS}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.save}
    >
      <Text>{known ? t.introKnown : t.introNew}</Text>
      <TextField name="fromDomain" label={t.fromDomain} required />
      <TextField name="fromIdentity" label={t.fromIdentity} required />
      <TextField name="toDomain" label={t.toDomain} required />
      <TextField name="toIdentity" label={t.toIdentity} required />
      <TextField name="senderDomain" label={t.senderDomain} required />
      <TextField name="senderIdentity" label={t.senderIdentity} required />
      <TextField
        name="sharedSecret"
        label={t.sharedSecret}
        type="password"
        autoComplete="new-password"
        required={!known}
        hint={known ? t.keepSecret : t.secretHint}
      />
      <TextField name="ociUsername" label={t.ociUsername} autoComplete="off" hint={t.ociHint} />
      <TextField
        name="ociPassword"
        label={t.ociPassword}
        type="password"
        autoComplete="new-password"
        hint={known?.ociEnabled ? t.keepSecret : undefined}
      />
      <SelectField name="punchOutUserId" label={t.punchOutUser} options={members} hint={t.punchOutUserHint} />
      <SelectField
        name="enabled"
        label={t.enabled}
        options={[
          { value: 'yes', label: t.yes },
          { value: 'no', label: t.no },
        ]}
      />
    </FormDialog>
  );
}
