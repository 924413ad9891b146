/** Jest cannot read Vite's import.meta.env: tests run as the default local setup does, on the Auth emulator. */
export const usesAuthEmulator = true;
export interface EmulatorGoogleAccount {
  email: string;
  name: string;
}
