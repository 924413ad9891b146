/**
 * Company accounts (docs/decisions/037-company-accounts.md): the company roles, what each may do, and
 * the forms' rules (company profile, ship-to locations, invitations), shared by the server and the client.
 */
import * as yup from 'yup';
import { withKnownRegion } from './regions';
import { lowerCased, trimmedString } from './text';
import { leitwegIdProblem, looksLikeLeitwegId } from './leitweg-id';
import {
  COUNTRY_CODES,
  MAX_ADDRESS_LINE_LENGTH,
  MAX_CITY_LENGTH,
  MAX_COMPANY_LENGTH,
  MAX_POSTAL_CODE_LENGTH,
  optionalText,
  requiredText,
} from './purchase-orders';

export const COMPANY_ROLES = ['COMPANY_ADMIN', 'BUYER', 'REQUESTER', 'ACCOUNTS_PAYABLE'] as const;
export type CompanyRoleName = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRoleName, string> = {
  COMPANY_ADMIN: 'Company admin',
  BUYER: 'Buyer',
  REQUESTER: 'Requester',
  ACCOUNTS_PAYABLE: 'Accounts payable',
};

export const COMPANY_ROLE_DESCRIPTIONS: Record<CompanyRoleName, string> = {
  COMPANY_ADMIN:
    'Runs the account: members, invitations, locations, rules; sees every order and invoice of the company.',
  BUYER: 'Orders within their spending limits; sees their own orders.',
  REQUESTER: 'Every order they place waits for approval.',
  ACCOUNTS_PAYABLE: "Sees the company's orders and invoices and downloads them; places nothing.",
};

/** Roles that may put items in and check out; accounts payable places nothing. */
export const ORDERING_ROLES: readonly CompanyRoleName[] = ['COMPANY_ADMIN', 'BUYER', 'REQUESTER'];
/** Roles that see every order and invoice of their company (others see their own). */
export const COMPANY_WIDE_ROLES: readonly CompanyRoleName[] = ['COMPANY_ADMIN', 'ACCOUNTS_PAYABLE'];

/** An invitation can be accepted for this long. */
export const INVITATION_DAYS = 7;
export const MAX_TAX_ID_LENGTH = 32;
export const MAX_LOCATION_LABEL_LENGTH = 80;
export const MAX_LOCATIONS = 100;
export const MAX_OPEN_INVITATIONS = 100;

const country = (label: string) =>
  trimmedString(label)
    .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
    .test(
      'country',
      `${label}: choose a country from the list`,
      (v) => v == null || COUNTRY_CODES.includes(v),
    );

/**
 * The e-invoice a company may choose to receive with every invoice and credit note e-mail (docs/decisions/086):
 * UBL (Peppol BIS Billing 3.0), CII, a Factur-X PDF with the CII inside, or XRechnung in either syntax (102).
 */
export const EINVOICE_FORMATS = ['UBL', 'CII', 'FACTUR_X', 'XRECHNUNG_UBL', 'XRECHNUNG_CII'] as const;
export type EInvoiceFormatName = (typeof EINVOICE_FORMATS)[number];
export const EINVOICE_FORMAT_LABELS: Record<EInvoiceFormatName, string> = {
  UBL: 'UBL (Peppol BIS Billing 3.0)',
  CII: 'CII (UN/CEFACT Cross Industry Invoice)',
  FACTUR_X: 'Factur-X / ZUGFeRD PDF',
  XRECHNUNG_UBL: 'XRechnung 3.0 (UBL)',
  XRECHNUNG_CII: 'XRechnung 3.0 (CII)',
};

/** XRechnung names the buyer's city and postal code (rules BR-DE-8, BR-DE-9), so a company taking it gives both. */
export const isXRechnung = (format: unknown): boolean =>
  typeof format === 'string' && format.startsWith('XRECHNUNG');

/** Longest buyer reference (BT-10) a company may set; a Leitweg-ID is at most 46 characters. */
export const MAX_BUYER_REFERENCE_LENGTH = 100;

/** What a company admin (or a shop admin) edits about the company. */
export const companyProfileSchema = withKnownRegion(
  yup.object({
    name: requiredText('Company name', MAX_COMPANY_LENGTH),
    taxId: optionalText('Tax ID', MAX_TAX_ID_LENGTH).test(
      'tax-id',
      'Tax ID may only hold letters, digits, spaces, dots and hyphens',
      (v) => v == null || /^[A-Za-z0-9][A-Za-z0-9 .-]*$/.test(v),
    ),
    billingLine1: optionalText('Billing address', MAX_ADDRESS_LINE_LENGTH),
    billingLine2: optionalText('Billing address line 2', MAX_ADDRESS_LINE_LENGTH),
    billingCity: optionalText('Billing city', MAX_CITY_LENGTH).test(
      'xrechnung-city',
      'Billing city is needed for XRechnung e-invoices',
      function check(v) {
        return v != null || !isXRechnung(this.parent.eInvoiceFormat);
      },
    ),
    billingRegion: optionalText('Billing state or region', MAX_CITY_LENGTH),
    billingPostalCode: optionalText('Billing postal code', MAX_POSTAL_CODE_LENGTH)
      .test(
        'postal',
        'Billing postal code may only hold letters, digits, spaces and hyphens',
        (v) => v == null || /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(v),
      )
      .test('xrechnung-postal', 'Billing postal code is needed for XRechnung e-invoices', function check(v) {
        return v != null || !isXRechnung(this.parent.eInvoiceFormat);
      }),
    billingCountry: country('Billing country')
      .transform((v: unknown) => (v === '' ? null : v))
      .nullable()
      .default(null),
    eInvoiceFormat: trimmedString('E-invoice format')
      .transform((v: unknown) => (v === '' ? null : v))
      .nullable()
      .default(null)
      .oneOf([...EINVOICE_FORMATS, null], 'E-invoice format: choose one from the list'),
    eInvoiceEmail: trimmedString('E-invoice e-mail')
      .transform(lowerCased)
      .transform((v: unknown) => (v === '' ? null : v))
      .nullable()
      .default(null)
      .max(254, 'E-invoice e-mail must be at most 254 characters')
      .email('E-invoice e-mail: enter a valid e-mail')
      .test(
        'needs-format',
        'Choose an e-invoice format to send e-invoices to this address',
        function check(v) {
          return v == null || this.parent.eInvoiceFormat != null;
        },
      ),
    buyerReference: optionalText('Buyer reference (Leitweg-ID)', MAX_BUYER_REFERENCE_LENGTH)
      .test(
        'buyer-reference',
        'Buyer reference (Leitweg-ID) may only hold letters, digits, spaces and . _ / -',
        (v) => v == null || /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/.test(v),
      )
      .test('leitweg-id', function check(v) {
        const country = (this.parent as { billingCountry?: string | null } | undefined)?.billingCountry;
        const problem = v != null && looksLikeLeitwegId(v, country) ? leitwegIdProblem(v) : null;
        return problem == null || this.createError({ message: problem });
      }),
  }),
  'billingRegion',
  'billingCountry',
);
export type CompanyProfile = yup.InferType<typeof companyProfileSchema>;

/** A ship-to address in the company's address book. */
export const companyLocationSchema = withKnownRegion(
  yup.object({
    label: requiredText('Location name', MAX_LOCATION_LABEL_LENGTH),
    addressLine1: requiredText('Address', MAX_ADDRESS_LINE_LENGTH),
    addressLine2: optionalText('Address line 2', MAX_ADDRESS_LINE_LENGTH),
    city: requiredText('City', MAX_CITY_LENGTH),
    region: optionalText('State or region', MAX_CITY_LENGTH),
    postalCode: requiredText('Postal code', MAX_POSTAL_CODE_LENGTH).matches(
      /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
      'Postal code may only hold letters, digits, spaces and hyphens',
    ),
    country: country('Country').required('Country is required'),
  }),
  'region',
  'country',
);
export type CompanyLocationInput = yup.InferType<typeof companyLocationSchema>;

/** Who a company admin invites, and as what. */
export const invitationSchema = yup.object({
  email: trimmedString('E-mail')
    .transform(lowerCased)
    .max(254, 'E-mail must be at most 254 characters')
    .email('Enter a valid e-mail')
    .required('E-mail is required'),
  role: yup
    .string()
    .required('Choose a role')
    .oneOf([...COMPANY_ROLES], 'Choose a role from the list'),
});
