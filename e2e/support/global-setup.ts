/**
 * Clears the test Auth emulator's accounts so every run starts from no users. Only ever the emulator that
 * `npm test` started for this run (TEST_AUTH_EMULATOR_HOST): never the development one on 9099, whose
 * accounts belong to a running `npm start`.
 */
const host = process.env.TEST_AUTH_EMULATOR_HOST;
export const EMULATOR = `http://${host}`;

export default async function globalSetup() {
  if (!host) throw new Error('TEST_AUTH_EMULATOR_HOST is not set: run the browser tests with `npm test -- e2e` (it starts their own Auth emulator)');
  if (host.endsWith(':9099')) throw new Error(`TEST_AUTH_EMULATOR_HOST=${host} is the development emulator: the tests would delete its accounts`);
  const res = await fetch(`${EMULATOR}/emulator/v1/projects/demo-gluegun/accounts`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Could not clear the Auth emulator at ${EMULATOR} (HTTP ${res.status}); is it running?`);
}
