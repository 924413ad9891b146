/** Server tests: real PostgreSQL (DATABASE_URL, a fresh database per run) and the Firebase Auth emulator. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^@gluegun/common$': '<rootDir>/../common/src/index.ts' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  setupFiles: ['reflect-metadata', '<rootDir>/test/support/worker-database.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/support/retry-in-ci.ts'],
  // The last full run's slowest files first, so no long file starts last (test/support/sequencer.cjs).
  testSequencer: '<rootDir>/test/support/sequencer.cjs',
  testTimeout: 60_000,
  // Two workers, each on its own copy of the database (test/support/worker-database.ts): most of a file's time is
  // waiting on PostgreSQL and the Auth emulator, so two files at once use the machine's two cores. SERVER_TEST_WORKERS
  // changes it (1 runs the files one after another).
  maxWorkers: Number(process.env.SERVER_TEST_WORKERS) || 2,
  // A worker's heap grows file by file (each file imports the app anew): past this after a file, the worker is
  // replaced by a fresh one, instead of collecting garbage ever harder near the heap's limit.
  workerIdleMemoryLimit: '1500MB',
};
