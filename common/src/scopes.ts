/**
 * Every scope an API key can hold (docs/decisions/027), read, then write, by area. The server's single access
 * declaration (server/src/auth/access.ts ACCESS) names one of these per operation; the dashboard's create form
 * offers exactly these.
 */
export const SCOPES = [
  'read:profile', 'read:products', 'write:products', 'read:orders', 'write:orders', 'write:payments',
  'read:invoices', 'write:reviews', 'read:users', 'manage:credit', 'manage:webhooks',
  // Company accounts (issue #28): a member reads their company; its admin manages it; shop admins manage all.
  'read:company', 'manage:company', 'manage:companies',
] as const;
export type Scope = (typeof SCOPES)[number];
