/**
 * Under CI a test that fails is run once more, as Playwright does for the browser journeys: a pass on the retry
 * still counts as passed, and scripts/reports.mjs names it on the `flaky:` line before the closing line (from the
 * report's retryReasons), so a flaky test is seen and fixed, never silent. A test that fails twice fails the run.
 * Locally (no CI) nothing is retried.
 */
if (process.env.CI === 'true' || process.env.CI === '1') jest.retryTimes(1, { logErrorsBeforeRetry: true });
