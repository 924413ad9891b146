/**
 * End-to-end browser tests (Debian Chromium, never a downloaded browser). Run them with `npm test -- e2e`:
 * it starts a Firebase Auth emulator of its own, builds the client for it into client/dist-test-<pid> (its own), picks a
 * free E2E_PORT and sets TEST_REPORTS_DIR. The web server is the built app (server/dist + that build)
 * on a fresh database, started by e2e/support/start-app.mjs.
 */
import { defineConfig } from '@playwright/test';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const ci = Boolean(process.env.CI);
// Not 4400: the development emulator's hub listens there by default (firebase.json sets no hub port).
const PORT = Number(process.env.E2E_PORT || 4455);
process.env.E2E_PORT = String(PORT);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // E2E_GREP picks tests by title, e.g. E2E_GREP=accessible runs only the axe/layout-shift checks (e2e/README.md).
  grep: process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP) : undefined,
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: ci ? 2 : 2,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `${process.env.TEST_REPORTS_DIR || 'reports'}/playwright.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    // Recorded on the retry only: a trace keeps a DOM snapshot of every action and a screencast, which on 2 cores
    // slowed every journey; a failure that never repeats is named on the `flaky:` line anyway.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Every journey and check runs at both widths people use: a laptop and a phone. The phone is a 390 px wide touch
  // screen with a phone's viewport handling (isMobile); its pixel ratio is left at 1, as layout, media queries and
  // tap targets are all in CSS pixels, and drawing four times the pixels in software made every phone journey slower.
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    command: 'node e2e/support/start-app.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    // Never reuse: a foreign process on the port (e.g. the emulator hub) would be tested instead of the app.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
