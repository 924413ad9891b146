/**
 * Every scope an API key can hold (docs/decisions/027), read, then write, by area. The server's single access
 * declaration (server/src/auth/access.ts ACCESS) names one of these per operation; the dashboard's create form
 * offers exactly these.
 */
export const SCOPES = [
  'read:profile',
  'read:products',
  'write:products',
  'read:orders',
  'write:orders',
  'write:payments',
  'read:invoices',
  'write:reviews',
  'read:users',
  'manage:credit',
  'manage:webhooks',
  // Company accounts: a member reads their company; its admin manages it; shop admins manage all.
  'read:company',
  'manage:company',
  'manage:companies',
] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * The scopes a company admin may give a company key, for the My company form: those of the
 * operations open to company admins that are not the shop's. The server derives the same list from its access
 * declaration (scopesForCompany) and a test keeps the two equal.
 */
export const COMPANY_KEY_SCOPES: readonly Scope[] = [
  'read:profile',
  'read:products',
  'read:orders',
  'write:orders',
  'read:invoices',
  'write:reviews',
  'read:company',
  'manage:company',
];
