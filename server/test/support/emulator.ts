import { EMULATOR_HOST } from './harness';

/** Real sign-ins against the Firebase Auth emulator's REST API (what the Firebase JS SDK calls). */
const base = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

async function post(path: string, body: unknown) {
  const res = await fetch(`${base}/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as any;
  if (!res.ok) throw new Error(`emulator ${path}: ${JSON.stringify(json.error ?? json)}`);
  return json;
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function emailSignUp(
  email: string,
  password = 'secret123',
  displayName?: string,
): Promise<{ idToken: string; localId: string }> {
  const created = await post('accounts:signUp', { email, password, returnSecureToken: true });
  if (!displayName) return created;
  await post('accounts:update', { idToken: created.idToken, displayName, returnSecureToken: true });
  // A fresh ID token carries the new name claim (the client does getIdToken(true) likewise).
  const fresh = await post('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { idToken: fresh.idToken, localId: created.localId };
}

export function emailSignIn(
  email: string,
  password = 'secret123',
): Promise<{ idToken: string; localId: string }> {
  return post('accounts:signInWithPassword', { email, password, returnSecureToken: true });
}

/** Google sign-in through the emulator: it accepts a JSON claims string as the Google ID token. */
export function googleSignIn(
  email: string,
  name = 'Google User',
): Promise<{ idToken: string; localId: string }> {
  const claims = JSON.stringify({ sub: `g-${email}`, email, email_verified: true, name });
  return post('accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnIdpCredential: true,
    returnSecureToken: true,
  });
}

export async function accountExists(localId: string): Promise<boolean> {
  const res = await fetch(
    `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/demo-gluegun/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: [localId] }),
    },
  );
  const json = (await res.json()) as any;
  return Array.isArray(json.users) && json.users.length > 0;
}

const admin = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/demo-gluegun`;

async function adminPost(path: string, body: unknown) {
  const res = await fetch(`${admin}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as any;
  if (!res.ok) throw new Error(`emulator ${path}: ${JSON.stringify(json.error ?? json)}`);
  return json;
}

/** Marks an account's e-mail verified (what clicking the verification link does). */
export async function markEmailVerified(localId: string): Promise<void> {
  await adminPost('accounts:update', { localId, emailVerified: true });
}

/**
 * The user changes their e-mail in Firebase (same uid) and signs in with it; returns that sign-in's ID token.
 * Firebase revokes the account's earlier sign-ins on an e-mail change (validSince = now), and the token the update
 * answers with keeps the old sign-in's auth_time, so it only passes the revocation check when both fall in the same
 * second: a real client signs in again, and so does this (it made the e-mail tests flaky across a second boundary).
 */
export async function changeEmail(
  idToken: string,
  email: string,
  password = 'secret123',
): Promise<{ idToken: string; localId: string }> {
  await post('accounts:update', { idToken, email, returnSecureToken: true });
  return emailSignIn(email, password);
}
