import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { typedDocuments } from './typed-documents-plugin';
import { initialJsReport } from './initial-js-report-plugin';
import { prerenderPages } from './prerender-plugin';

// In development the API server runs on :4000; in production it serves this build itself.
const API = 'http://127.0.0.1:4000';
const proxied = [
  '/graphql',
  '/images',
  '/user',
  '/admin',
  '/products',
  '/userOrder',
  '/user-orderd-data',
  '/user-review',
  '/purchase-orders',
  '/healthz',
];

export default defineConfig({
  plugins: [typedDocuments(), react(), prerenderPages(() => [typedDocuments(), react()]), initialJsReport()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    rollupOptions: {
      treeshake: {
        // @gluegun/common is pure (constants, functions, yup schemas): let pages that need only
        // MESSAGES or formatCents leave the yup schemas, and yup itself, out of their chunk.
        moduleSideEffects: (id: string) => !/[\\/]common[\\/]src[\\/]/.test(id),
      },
      output: {
        // What every first visit loads goes in one file, not three dozen small ones: gzip then sees it whole.
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
