import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the client (Apollo Client 4 with its own hooks, no generated hook wrappers). */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', SafeInt: 'number' },
      },
    },
  },
};

export default config;
