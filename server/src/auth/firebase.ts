import type { Config } from '../config';

/** What the server learns from a verified Firebase ID token. */
export interface VerifiedIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  provider?: string;
  /** Firebase `auth_time` in seconds: when the user actually signed in (refreshed tokens keep it). */
  authTime?: number;
}

export interface IdTokenVerifier {
  verify(idToken: string): Promise<VerifiedIdentity | null>;
  /** Removes the sign-in account too when an admin deletes a user. */
  deleteAccount(uid: string): Promise<void>;
  /** Loads what verifying needs now rather than at the first sign-in (a started server calls it once it listens). */
  warm?(): void;
}

/**
 * firebase-admin verifier. With FIREBASE_AUTH_EMULATOR_HOST set (development and tests only; config
 * refuses it in production), firebase-admin accepts the emulator's unsigned tokens.
 */
export function createFirebaseVerifier(config: Config): IdTokenVerifier {
  if (config.firebaseAuthEmulatorHost)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  // firebase-admin's auth module takes most of a second to load (0.5-0.9 s measured here): it is loaded with the
  // first sign-in or account deletion, not at every start (a server start, and each of the server suite's test files,
  // would pay it whether or not anyone signed in). A failure to set it up is thrown to the caller (a
  // logged 500), never read as a refused token.
  let auth: import('firebase-admin/auth').Auth | undefined;
  const firebaseAuth = () => {
    if (auth) return auth;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const admin = require('firebase-admin/app') as typeof import('firebase-admin/app');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { getAuth } = require('firebase-admin/auth') as typeof import('firebase-admin/auth');
    const name = `gluegun-${config.firebaseProjectId}`;
    const app =
      admin.getApps().find((a) => a.name === name) ??
      admin.initializeApp(
        process.env.GOOGLE_APPLICATION_CREDENTIALS
          ? { projectId: config.firebaseProjectId, credential: admin.applicationDefault() }
          : { projectId: config.firebaseProjectId },
        name,
      );
    auth = getAuth(app);
    return auth;
  };
  return {
    warm() {
      firebaseAuth();
    },
    async verify(idToken) {
      const verifier = firebaseAuth();
      try {
        const decoded = await verifier.verifyIdToken(idToken, true);
        if (!decoded.email) return null;
        return {
          uid: decoded.uid,
          email: decoded.email.toLowerCase(),
          emailVerified: decoded.email_verified === true,
          name: typeof decoded.name === 'string' ? decoded.name : undefined,
          provider: decoded.firebase?.sign_in_provider,
          authTime: typeof decoded.auth_time === 'number' ? decoded.auth_time : undefined,
        };
      } catch {
        return null;
      }
    },
    async deleteAccount(uid) {
      const accounts = firebaseAuth();
      try {
        await accounts.deleteUser(uid);
      } catch (e) {
        if ((e as { code?: string }).code !== 'auth/user-not-found') throw e;
      }
    },
  };
}
