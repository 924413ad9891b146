/**
 * The company forms' fields and rules, shared by My company and the dashboard's Companies: the profile (name, tax
 * id, billing address) and a ship-to location, each checked with the server's own schema (@gluegun/common), so a
 * message here is the one the server would give; the server names the same fields as the forms.
 */
import { useMemo } from 'react';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import {
  COMPANY_ROLES,
  COMPANY_ROLE_LABELS,
  EINVOICE_FORMATS,
  EINVOICE_FORMAT_LABELS,
  companyLocationSchema,
  companyProfileSchema,
} from '@gluegun/common';
import type { FormikErrors } from 'formik';
import { TextField } from '../../../components/form/TextField';
import { RegionField } from '../../../components/form/RegionField';
import { countryOptions } from '../../../lib/countries';
import { schemaErrors } from '../../../lib/formErrors';
import type {
  CompanyProfileFieldsFragment,
  CompanyProfileInput,
  CompanyLocationInput,
} from '../../../gql/graphql';
import { companyCopy } from '../copy';
import { SelectField } from './SelectField';

const p = companyCopy.profile;
const l = companyCopy.locations;

export interface ProfileValues {
  name: string;
  taxId: string;
  billingLine1: string;
  billingLine2: string;
  billingCity: string;
  billingRegion: string;
  billingPostalCode: string;
  billingCountry: string;
  eInvoiceFormat: string;
  eInvoiceEmail: string;
  buyerReference: string;
}
export interface LocationValues {
  label: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export const emptyProfile: ProfileValues = {
  name: '',
  taxId: '',
  billingLine1: '',
  billingLine2: '',
  billingCity: '',
  billingRegion: '',
  billingPostalCode: '',
  billingCountry: '',
  eInvoiceFormat: '',
  eInvoiceEmail: '',
  buyerReference: '',
};
export const emptyLocation: LocationValues = {
  label: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
};

/** Each field is its own (the server's refusal names the form's field). */
const same = <V extends object>(v: V) =>
  Object.fromEntries(Object.keys(v).map((k) => [k, k])) as Record<string, Extract<keyof V, string>>;
export const PROFILE_FIELDS = same(emptyProfile);
export const LOCATION_FIELDS = same(emptyLocation);

export function profileValues(c: CompanyProfileFieldsFragment): ProfileValues {
  return {
    name: c.name,
    taxId: c.taxId ?? '',
    billingLine1: c.billingLine1 ?? '',
    billingLine2: c.billingLine2 ?? '',
    billingCity: c.billingCity ?? '',
    billingRegion: c.billingRegion ?? '',
    billingPostalCode: c.billingPostalCode ?? '',
    billingCountry: c.billingCountry ?? '',
    eInvoiceFormat: c.eInvoiceFormat ?? '',
    eInvoiceEmail: c.eInvoiceEmail ?? '',
    buyerReference: c.buyerReference ?? '',
  };
}

/** A saved location as the form's values (absent fields as empty text). */
export function locationValues(c: CompanyLocationInput): LocationValues {
  return {
    label: c.label,
    addressLine1: c.addressLine1,
    addressLine2: c.addressLine2 ?? '',
    city: c.city,
    region: c.region ?? '',
    postalCode: c.postalCode,
    country: c.country,
  };
}

export const validateProfile = (v: ProfileValues) =>
  schemaErrors(companyProfileSchema, v, PROFILE_FIELDS) as FormikErrors<ProfileValues>;
export const validateLocation = (v: LocationValues) =>
  schemaErrors(companyLocationSchema, v, LOCATION_FIELDS) as FormikErrors<LocationValues>;

/** What is sent: trimmed, blanks as null (the schema's own transforms). */
export const toProfileInput = (v: ProfileValues) =>
  companyProfileSchema.validateSync(v, { stripUnknown: true }) as CompanyProfileInput;
export const toLocationInput = (v: LocationValues) =>
  companyLocationSchema.validateSync(v, { stripUnknown: true }) as CompanyLocationInput;

const E_INVOICE_OPTIONS = [
  { value: '', label: p.noEInvoice },
  ...EINVOICE_FORMATS.map((f) => ({ value: f, label: EINVOICE_FORMAT_LABELS[f] })),
];

export const ROLE_OPTIONS = COMPANY_ROLES.map((r) => ({ value: r, label: COMPANY_ROLE_LABELS[r] }));

function useCountries(withNone: boolean) {
  return useMemo(
    () => [
      ...(withNone ? [{ value: '', label: p.noCountry }] : []),
      ...countryOptions().map((o) => ({ value: o.code, label: o.name })),
    ],
    [withNone],
  );
}

/** Name, tax id and billing address (inside a Formik form of ProfileValues). */
export function ProfileFields() {
  const countries = useCountries(true);
  return (
    <Stack gap="4">
      <TextField name="name" label={p.name} required autoComplete="organization" />
      <TextField name="taxId" label={p.taxId} />
      <TextField name="billingLine1" label={p.billingLine1} autoComplete="billing address-line1" />
      <TextField name="billingLine2" label={p.billingLine2} autoComplete="billing address-line2" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="billingCity" label={p.billingCity} autoComplete="billing address-level2" />
        <RegionField
          name="billingRegion"
          countryName="billingCountry"
          label={p.billingRegion}
          autoComplete="billing address-level1"
        />
        <TextField name="billingPostalCode" label={p.billingPostalCode} autoComplete="billing postal-code" />
        <SelectField
          name="billingCountry"
          label={p.billingCountry}
          options={countries}
          autoComplete="billing country"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField name="eInvoiceFormat" label={p.eInvoiceFormat} options={E_INVOICE_OPTIONS} />
        <TextField name="eInvoiceEmail" label={p.eInvoiceEmail} type="email" hint={p.eInvoiceEmailHint} />
        <TextField name="buyerReference" label={p.buyerReference} hint={p.buyerReferenceHint} />
      </SimpleGrid>
    </Stack>
  );
}

/** A ship-to location's fields (inside a Formik form of LocationValues). */
export function LocationFields() {
  const countries = useCountries(false);
  return (
    <Stack gap="4">
      <TextField name="label" label={l.label} required hint={l.labelHint} />
      <TextField name="addressLine1" label={l.addressLine1} required autoComplete="address-line1" />
      <TextField name="addressLine2" label={l.addressLine2} autoComplete="address-line2" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="city" label={l.city} required autoComplete="address-level2" />
        <RegionField name="region" countryName="country" label={l.region} autoComplete="address-level1" />
        <TextField name="postalCode" label={l.postalCode} required autoComplete="postal-code" />
        <SelectField name="country" label={l.country} options={countries} required autoComplete="country" />
      </SimpleGrid>
    </Stack>
  );
}
