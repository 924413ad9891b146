/** Component tests (jsdom + @swc/jest). Run from the repo root: npx jest -c client/jest.config.cjs --rootDir client */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  setupFilesAfterEnv: [
    '<rootDir>/test/setup.ts',
    '<rootDir>/test/fast-labels.ts',
    '<rootDir>/../server/test/support/retry-in-ci.ts',
  ],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Chakra, Ark and Zag ship ESM only; let swc compile them for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(@chakra-ui|@ark-ui|@zag-js|@pandacss|proxy-compare|uqr)/)'],
  moduleNameMapper: {
    '^@gluegun/common$': '<rootDir>/../common/src/index.ts',
    // Components never touch Firebase in these tests; the stub keeps the SDK (and its network) out.
    '^firebase/(.*)$': '<rootDir>/test/firebase-stub.ts',
    // Vite's import.meta.env does not exist under Jest: the stub answers as the default (emulator) build.
    'lib/firebaseMode$': '<rootDir>/test/firebase-mode-stub.ts',
    '\\.(css|less)$': 'identity-obj-proxy',
  },
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
};
