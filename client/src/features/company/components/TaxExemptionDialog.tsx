/**
 * A company's tax exemption (shop admins; docs/decisions/041): the certificate number and the
 * last day it holds, checked with the shared taxExemptionSchema (both or neither), the server's refusal under its field.
 */
import { Text } from '@chakra-ui/react';
import { taxExemptionSchema } from '@gluegun/common';
import type { FormikErrors } from 'formik';
import { FormDialog } from '../../../components/form/FormDialog';
import { TextField } from '../../../components/form/TextField';
import { notifySuccess } from '../../../components/toaster';
import { schemaErrors } from '../../../lib/formErrors';
import { useSetCompanyTaxExemption } from '../api/companies';
import { companiesCopy as t } from '../copy';
import type { AdminCompany } from './CompanyDialogs';

interface ExemptionValues {
  certificate: string;
  expiresOn: string;
}
const FIELDS: Record<string, keyof ExemptionValues> = { certificate: 'certificate', expiresOn: 'expiresOn' };
const validate = (v: ExemptionValues) =>
  schemaErrors(taxExemptionSchema, v, FIELDS) as FormikErrors<ExemptionValues>;

export function TaxExemptionDialog({ company, onClose }: { company: AdminCompany | null; onClose(): void }) {
  const [save] = useSetCompanyTaxExemption();
  const submit = async (v: ExemptionValues) => {
    if (!company) return;
    const blank = (s: string) => (s.trim() === '' ? null : s.trim());
    await save({
      variables: {
        companyId: company.id,
        input: { certificate: blank(v.certificate), expiresOn: blank(v.expiresOn) },
      },
    });
    notifySuccess(t.taxSaved);
  };
  return (
    <FormDialog<ExemptionValues>
      open={company !== null}
      onClose={onClose}
      title={company ? t.taxTitle(company.name) : ''}
      initialValues={{
        certificate: company?.taxExemption.certificate ?? '',
        expiresOn: company?.taxExemption.expiresOn ?? '',
      }}
      validate={validate}
      fieldOf={FIELDS}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.save}
    >
      <Text>{t.taxIntro}</Text>
      <TextField name="certificate" label={t.taxCertificate} />
      <TextField name="expiresOn" label={t.taxExpires} type="date" />
    </FormDialog>
  );
}
