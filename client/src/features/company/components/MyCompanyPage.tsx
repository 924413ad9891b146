/**
 * My company (decision 037): invitations to me at the top, then the company's details (company admins
 * edit them with the shared companyProfileSchema; others read them), my role and what it allows, the members
 * (company admins change roles and remove), invitations (company admins), ship-to locations and the company's
 * credit, the company's own part numbers (every member reads them; company admins and buyers keep them), and the company's audit trail (company admins). Every refusal shows next to what caused it and changes nothing.
 */
import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import {
  COMPANY_ROLE_DESCRIPTIONS,
  COMPANY_ROLE_LABELS,
  EINVOICE_FORMAT_LABELS,
  ORDERING_ROLES,
  type CompanyRoleName,
  type EInvoiceFormatName,
} from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { notifySuccess } from '../../../components/toaster';
import type { MyCompanyQuery as MyCompanyData } from '../../../gql/graphql';
import { companyCopy, partNumbersCopy } from '../copy';
import { useMyCompany } from '../api/myCompany';
import { useUpdateMyCompany } from '../api/manageCompany';
import { useApprovalSettings } from '../api/approvalSettings';
import { countryOptions } from '../../../lib/countries';
import { CompanyApiKeysPanel } from './CompanyApiKeysPanel';
import { CompanyAuditTrailPanel } from './CompanyAuditTrailPanel';
import { auditCopy } from '../../../lib/auditCopy';
import { CompanyCredit } from './CompanyCredit';
import { InlineForm } from './InlineForm';
import { InvitationsPanel } from './InvitationsPanel';
import { InvitationsToMe } from './InvitationsToMe';
import { LocationsPanel } from './LocationsPanel';
import { MembersPanel } from './MembersPanel';
import { PartNumbersPanel } from './PartNumbersPanel';
import { Section } from './Section';
import { ApprovalSettings } from './ApprovalSettings';
import { SendEdiFile } from './SendEdiFile';
import { ediCopy } from '../../../lib/ediCopy';
import {
  PROFILE_FIELDS,
  ProfileFields,
  profileValues,
  toProfileInput,
  validateProfile,
  type ProfileValues,
} from './companyForms';

const t = companyCopy;
type Company = MyCompanyData['myCompany'];

function ProfileReadOnly({ company }: { company: Company }) {
  const country =
    countryOptions().find((o) => o.code === company.billingCountry)?.name ?? company.billingCountry;
  const rows: Array<[string, string | null | undefined]> = [
    [t.profile.name, company.name],
    [t.profile.taxId, company.taxId],
    [t.profile.billingLine1, [company.billingLine1, company.billingLine2].filter(Boolean).join(', ')],
    [t.profile.billingCity, company.billingCity],
    [t.profile.billingRegion, company.billingRegion],
    [t.profile.billingPostalCode, company.billingPostalCode],
    [t.profile.billingCountry, country],
    [
      t.profile.eInvoiceFormat,
      company.eInvoiceFormat
        ? EINVOICE_FORMAT_LABELS[company.eInvoiceFormat as EInvoiceFormatName]
        : t.profile.noEInvoice,
    ],
    [t.profile.eInvoiceEmail, company.eInvoiceEmail],
    [t.profile.buyerReference, company.buyerReference],
  ];
  return (
    <>
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value || t.profile.none}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted">
        {t.profile.readOnly}
      </Text>
    </>
  );
}

function ProfileForm({ company }: { company: Company }) {
  const [update] = useUpdateMyCompany();
  const save = async (values: ProfileValues) => {
    const res = await update({ variables: { input: toProfileInput(values) } });
    if (res.data) notifySuccess(t.profile.saved);
  };
  return (
    <InlineForm<ProfileValues>
      label={t.profile.heading}
      initialValues={profileValues(company)}
      validate={validateProfile}
      fieldOf={PROFILE_FIELDS}
      onSubmit={save}
      submitLabel={t.profile.save}
    >
      <ProfileFields />
    </InlineForm>
  );
}

function CompanyView({ company, meId, role }: { company: Company; meId: string; role: CompanyRoleName }) {
  const admin = role === 'COMPANY_ADMIN';
  return (
    <>
      <Stack gap="1" as="section" aria-label={t.yourRole}>
        <Heading as="h2" size="xl" wordBreak="break-word">
          {company.name}
        </Heading>
        <Text>
          <Text as="span" fontWeight="bold">
            {t.yourRole}:
          </Text>{' '}
          {COMPANY_ROLE_LABELS[role]}
        </Text>
        <Text color="fg.muted">{COMPANY_ROLE_DESCRIPTIONS[role]}</Text>
      </Stack>
      <Section title={t.profile.heading}>
        {admin ? <ProfileForm company={company} /> : <ProfileReadOnly company={company} />}
      </Section>
      <Section title={t.members.heading}>
        <MembersPanel members={company.members} meId={meId} canManage={admin} />
      </Section>
      {admin && (
        <Section title={t.invitations.heading}>
          <InvitationsPanel />
        </Section>
      )}
      {admin && <ApprovalSettings />}
      <Section title={t.locations.heading}>
        <LocationsPanel locations={company.locations} canManage={admin} />
      </Section>
      <Section title={partNumbersCopy.heading}>
        <PartNumbersPanel canManage={admin || role === 'BUYER'} />
      </Section>
      {company.credit && (
        <Section title={t.credit.heading}>
          <CompanyCredit credit={company.credit} />
        </Section>
      )}
      {company.edi?.enabled && ORDERING_ROLES.includes(role) && (
        <Section title={ediCopy.uploadHeading}>
          <SendEdiFile sender={`${company.edi.qualifier}:${company.edi.senderId}`} />
        </Section>
      )}
      <CompanyApiKeysPanel role={role} />
      {admin && (
        <Section title={auditCopy.companyHeading}>
          <CompanyAuditTrailPanel />
        </Section>
      )}
    </>
  );
}

export default function MyCompanyPage() {
  const { data, error, refetch } = useMyCompany();
  // Asked at once with the company (its admins' limits and rules sections): the page appears whole, without a jump.
  const settings = useApprovalSettings(false);
  const settled = Boolean(settings.data || settings.error);
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="3xl">
        {t.title}
      </Heading>
      <InvitationsToMe />
      {((!data && !error) || !settled) && <PageSpinner label={t.loading} />}
      {error && !data && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && settled && (
        <CompanyView
          company={data.myCompany}
          meId={data.me.id}
          role={data.me.companyRole as CompanyRoleName}
        />
      )}
    </Stack>
  );
}
