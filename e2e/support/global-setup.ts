/**
 * Clears the test Auth emulator's accounts so every run starts from no users. Only ever the emulator that
 * `npm test` started for this run (TEST_AUTH_EMULATOR_HOST): never the development one on 9099, whose
 * accounts belong to a running `npm start`.
 */
const host = process.env.TEST_AUTH_EMULATOR_HOST;
export const EMULATOR = `http://${host}`;

export default async function globalSetup() {
  if (!host)
    throw new Error(
      'TEST_AUTH_EMULATOR_HOST is not set: run the browser tests with `npm test -- e2e` (it starts their own Auth emulator)',
    );
  if (host.endsWith(':9099'))
    throw new Error(
      `TEST_AUTH_EMULATOR_HOST=${host} is the development emulator: the tests would delete its accounts`,
    );
  // The web server is up by now: make sure the app on E2E_PORT is this run's (another run may have taken the
  // port first; Playwright would then test that app, signed in against another emulator).
  const app = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const build = await fetch(`${app}/test-build.json`).then(
    (r) => (r.ok ? r.json() : undefined),
    () => undefined,
  );
  if (!build || build.runId !== process.env.TEST_RUN_ID) {
    throw new Error(
      `The app on ${app} is not this test run's (another run holds the port?): set E2E_PORT to a free port`,
    );
  }
  const res = await fetch(`${EMULATOR}/emulator/v1/projects/demo-gluegun/accounts`, { method: 'DELETE' });
  if (!res.ok)
    throw new Error(`Could not clear the Auth emulator at ${EMULATOR} (HTTP ${res.status}); is it running?`);
}
