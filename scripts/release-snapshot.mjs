// `npm run release:snapshot` (when a release is cut): writes prisma/release-snapshot.json, the schema and hot
// statements the next release's migrations must keep working (docs/decisions/063). Needs what a server test file
// needs: DATABASE_URL (a PostgreSQL server; a database of its own is made) and TEST_AUTH_EMULATOR_HOST.
// RELEASE names the release (default: package.json's version).
import { ROOT, mustRun } from './lib.mjs';
import path from 'node:path';

if (!process.env.DATABASE_URL || !process.env.TEST_AUTH_EMULATOR_HOST) {
  console.error('release:snapshot needs DATABASE_URL and TEST_AUTH_EMULATOR_HOST, as a server test run does');
  process.exit(2);
}
await mustRun('npx', ['jest', '-c', 'jest.config.js', '--testMatch', '**/release-statements.capture.ts', '--forceExit'], { cwd: path.join(ROOT, 'server') });
