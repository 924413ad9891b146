/**
 * Firebase Auth (the spec's third-party identity provider). Config comes from VITE_FIREBASE_*;
 * the defaults target the local Auth emulator with a demo- project, which needs no real project.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { authEmulatorHost, firebaseProjectId, usesAuthEmulator } from './firebaseMode';

const env = import.meta.env;

const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-key',
  projectId: firebaseProjectId,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-gluegun.firebaseapp.com',
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
});

export const auth = getAuth(firebaseApp);

if (usesAuthEmulator) {
  connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
}

/*
 * The provider calls the session needs, gathered here so lib/auth.tsx can load this whole module
 * (and the Firebase SDK, the largest dependency) only when someone actually signs in or out.
 */
export {
  GoogleAuthProvider,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  updateProfile,
} from 'firebase/auth';
