/** Data the company tests answer with (the server's shapes, with __typename as Apollo's cache wants). */
export const credit = {
  __typename: 'Credit' as const,
  limitCents: 5_000_000,
  openCents: 367_500,
  heldCreditCents: 0,
  availableCents: 4_632_500,
  termsDays: 30,
  onHold: false,
  overdueCount: 0,
  overdueCents: 0,
  custom: true,
};
export const profile = {
  __typename: 'Company' as const,
  id: 'c1',
  name: 'Acme Crafts Ltd',
  taxId: 'GB123456789',
  billingLine1: '1 Mill Lane',
  billingLine2: null,
  billingCity: 'Leeds',
  billingRegion: null,
  billingPostalCode: 'LS1 4AB',
  billingCountry: 'GB',
  eInvoiceFormat: null,
  eInvoiceEmail: null,
  buyerReference: null,
  personal: false,
};
export const members = [
  {
    __typename: 'User' as const,
    id: 'u1',
    email: 'ada@acme.test',
    displayName: 'Ada',
    companyRole: 'COMPANY_ADMIN' as const,
  },
  {
    __typename: 'User' as const,
    id: 'u2',
    email: 'bob@acme.test',
    displayName: null,
    companyRole: 'BUYER' as const,
  },
];
export const location = {
  __typename: 'CompanyLocation' as const,
  id: 'l1',
  label: 'Leeds warehouse',
  addressLine1: '2 Dock St',
  addressLine2: null,
  city: 'Leeds',
  region: null,
  postalCode: 'LS2 1AA',
  country: 'GB',
};
/** A company set up for X12 EDI, for the Send an EDI file section. */
export const edi = {
  __typename: 'CompanyEdi' as const,
  qualifier: 'ZZ',
  senderId: 'ACMEBUYER',
  enabled: true,
};
export function myCompany(
  meId: string,
  role: 'COMPANY_ADMIN' | 'BUYER' | 'ACCOUNTS_PAYABLE',
  withEdi: typeof edi | null = null,
) {
  return {
    me: { __typename: 'User' as const, id: meId, companyRole: role },
    myCompany: { ...profile, members, locations: [location], credit, edi: withEdi },
  };
}
