/**
 * Whether the browser signs in against the local Firebase Auth emulator (the default for `npm start` and
 * the tests) or a real Firebase project (VITE_FIREBASE_USE_EMULATOR=false at build time). Kept apart from
 * lib/firebase.ts so screens can ask without loading the Firebase SDK.
 */
export const usesAuthEmulator = import.meta.env.VITE_FIREBASE_USE_EMULATOR !== 'false';

/** A Google account as the Auth emulator accepts it: no real Google, no internet. */
export interface EmulatorGoogleAccount {
  email: string;
  name: string;
}

/** Where the emulator listens (the browser talks to it directly) and the Firebase project id. */
export const authEmulatorHost: string = import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
export const firebaseProjectId: string = import.meta.env.VITE_FIREBASE_PROJECT_ID || 'demo-gluegun';
