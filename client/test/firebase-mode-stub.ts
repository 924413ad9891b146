/** Jest cannot read Vite's import.meta.env: tests run as the default local setup does, on the Auth emulator. */
export const usesAuthEmulator = true;
export interface EmulatorGoogleAccount {
  email: string;
  name: string;
}
export const authEmulatorHost = '127.0.0.1:9099';
export const firebaseProjectId = 'demo-gluegun';
