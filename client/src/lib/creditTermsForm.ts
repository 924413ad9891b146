/**
 * The credit form's rule, shared by a customer's credit (All User) and a company's (Companies): a limit typed in
 * dollars and terms in days, empty meaning the shop's default, checked with the server's creditTermsSchema.
 */
import { creditTermsSchema } from '@gluegun/common';
import type { FormikErrors } from 'formik';
import { dashboardCopy } from './dashboardCopy';
import { schemaErrors } from './formErrors';
import { centsToDollarsText, typedDollarsToCents } from './money';

export interface CreditFormValues {
  limit: string;
  terms: string;
}

/** The server's fields under the form's. */
export const CREDIT_FORM_FIELDS: Record<string, keyof CreditFormValues> = {
  creditLimitCents: 'limit',
  paymentTermsDays: 'terms',
};

export function toCreditTerms(values: CreditFormValues) {
  const terms = values.terms.trim();
  return {
    creditLimitCents: typedDollarsToCents(values.limit),
    paymentTermsDays: terms === '' ? null : Number(terms),
  };
}

export function validateCreditForm(values: CreditFormValues): FormikErrors<CreditFormValues> {
  const input = toCreditTerms(values);
  const errors: FormikErrors<CreditFormValues> = {};
  if (input.creditLimitCents !== null && Number.isNaN(input.creditLimitCents))
    errors.limit = dashboardCopy.credit.limitInvalid;
  return schemaErrors(creditTermsSchema, input, CREDIT_FORM_FIELDS, errors);
}

/** The form's starting values: empty while the shop's defaults apply. */
export function creditFormValues(
  c: { custom: boolean; limitCents: number; termsDays: number } | null | undefined,
): CreditFormValues {
  return {
    limit: c?.custom ? centsToDollarsText(c.limitCents) : '',
    terms: c?.custom ? String(c.termsDays) : '',
  };
}
