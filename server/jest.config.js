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
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/test/support/retry-in-ci.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
