/** Stand-in for the Firebase SDK in component tests (they use a fake AuthContext instead). */
const notInTests = () => {
  throw new Error('Firebase is not available in component tests');
};
export const initializeApp = () => ({});
export const getAuth = () => ({});
export const connectAuthEmulator = () => undefined;
export class GoogleAuthProvider {}
export const createUserWithEmailAndPassword = notInTests;
export const signInWithEmailAndPassword = notInTests;
export const signInWithPopup = notInTests;
export const signOut = notInTests;
export const updateProfile = notInTests;
export const sendEmailVerification = notInTests;
