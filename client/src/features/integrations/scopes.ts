/**
 * The scopes an API key may hold, for the create form's checkboxes. The server's list (server/src/auth/access.ts
 * SCOPES, also in the schema's ApiKeyInput description) decides: a scope it does not know is refused under `scopes`.
 * TODO: move SCOPES to @gluegun/common so both read one list.
 */
export const API_KEY_SCOPES = [
  'read:profile', 'read:products', 'write:products', 'read:orders', 'write:orders', 'write:payments',
  'read:invoices', 'write:reviews', 'read:users', 'manage:credit', 'manage:webhooks',
] as const;
