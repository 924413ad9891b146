/** Clears the Firebase Auth emulator's accounts so every run starts from no users. */
export const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}`;

export default async function globalSetup() {
  const res = await fetch(`${EMULATOR}/emulator/v1/projects/demo-gluegun/accounts`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Could not clear the Auth emulator at ${EMULATOR} (HTTP ${res.status}); is it running?`);
}
