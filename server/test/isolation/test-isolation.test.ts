import path from 'node:path';
import net from 'node:net';
import { execFileSync } from 'node:child_process';
import { EMULATOR_HOST } from '../support/harness';

/**
 * Tests never touch a running development shop (`npm start`: Auth emulator 9099 and its hub 4400, app 4000,
 * embedded PostgreSQL 54329): the run's own emulator is what every test talks to, and scripts/lib.mjs never
 * hands a test run a port that is taken (so two runs on one machine do not share one either).
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const DEV_PORTS = [9099, 4400, 4000, 54329];

/** testPorts() from scripts/lib.mjs, run in a child node (Jest here is CommonJS; lib.mjs is an ES module). */
function testPorts(env: Record<string, string | undefined> = {}): {
  auth: number;
  hub: number;
  e2e: number;
  pg: number;
} {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    TEST_AUTH_EMULATOR_PORT: '',
    E2E_PORT: '',
    TEST_EMBEDDED_PG_PORT: '',
    ...env,
  };
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { testPorts } = await import('./scripts/lib.mjs'); console.log(JSON.stringify(await testPorts()));",
    ],
    { cwd: ROOT, env: childEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return JSON.parse(out.trim().split('\n').pop() as string);
}

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });
}

it("talks to this run's own Auth emulator, not the development one", () => {
  expect(EMULATOR_HOST).toBe(process.env.TEST_AUTH_EMULATOR_HOST);
  expect(EMULATOR_HOST).not.toMatch(/:9099$/);
  expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(EMULATOR_HOST);
});

it('picks test ports apart from the development shop, and free ones only', async () => {
  const ports = testPorts();
  for (const p of Object.values(ports)) expect(DEV_PORTS).not.toContain(p);
  // This run's emulator holds its port: another run started now gets a different one.
  const running = Number(EMULATOR_HOST.split(':')[1]);
  expect(ports.auth).not.toBe(running);
  // A port set by hand that is taken is refused (never shared).
  const holder = await listen(0);
  const taken = (holder.address() as net.AddressInfo).port;
  try {
    expect(() => testPorts({ TEST_AUTH_EMULATOR_PORT: String(taken) })).toThrow(/already listens/);
  } finally {
    holder.close();
  }
});

it('refuses the development emulator port as a test port', () => {
  expect(() => testPorts({ TEST_AUTH_EMULATOR_PORT: '9099' })).toThrow(/development emulator/);
});
