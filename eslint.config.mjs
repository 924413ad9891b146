// ESLint (flat config): TypeScript rules plus the import boundaries that keep the architecture
// (docs/CONVENTIONS.md "Server: one module per domain", "Client: one folder per feature"):
//   1. the client never imports server code;
//   2. no client feature imports another feature (client/src/features/<a> never reaches into <b>), except the
//      files in FEATURE_EXCEPTIONS;
//   3. resolvers and REST handlers never touch Prisma (server/src/db/prisma, server/src/generated, @prisma/*):
//      services hold every query; a TypeGraphQL @Resolver class lives only in a RESOLVER_FILES file, so every
//      resolver is linted as one;
//   4. a server module never imports another module's service, except the pairs in SERVICE_EXCEPTIONS.
// `npm run lint` runs it over the whole repository (`npm run lint -- --fix` where a rule can fix).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const dirs = (rel) =>
  fs.existsSync(path.join(ROOT, rel))
    ? fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];

const FEATURES = dirs('client/src/features');
const MODULES = dirs('server/src/modules');

/**
 * Declared exceptions to rule 4: `importer` (a module) may import `service` (another module's service file).
 * Each entry says why; keep the list short — a shared rule belongs in common/ or a service of its own.
 * Example: { importer: 'orders', service: 'products', why: 'placing an order reserves stock' }.
 */
const SERVICE_EXCEPTIONS = [
  // The spec's Pay on one item is a one-line purchase order; item moves keep their order in step (decision 016).
  { importer: 'orders', service: 'purchase-orders' },
  // E-mails show the same invoice document (and PDF) as the web (decision 022).
  { importer: 'mail', service: 'invoices' },
  // A company's credit is the credit module's (one hold rule, one limit rule); its page shows its approval rules.
  { importer: 'companies', service: 'credit' },
  { importer: 'companies', service: 'approvals' },
  // A PunchOut OrderRequest is checked out by the approval path every order takes (decision 064).
  { importer: 'punchout', service: 'approvals' },
  // A cXML edit puts the transferred lines back in the buyer's cart as the buyer adds and removes items (decision 122).
  { importer: 'punchout', service: 'orders' },
  // An X12 850 is checked out the same way (decision 075).
  { importer: 'edi', service: 'approvals' },
  // A scheduled run of an order list is checked out the same way, for the schedule's owner (decision 077).
  { importer: 'order-lists', service: 'approvals' },
  // The catalog import checks each row with the product form's own rules (productData), so a rule lives once (decision 073).
  { importer: 'catalog-csv', service: 'products' },
];

/**
 * Declared exceptions to rule 2: `importer` (a feature) may import `files` (paths inside client/src/features) of
 * another feature. Each entry says why; keep it narrow: name files, not whole features, where a few will do.
 */
const FEATURE_EXCEPTIONS = [
  // The admin dashboard is a shell (side menu, guard, routes): each of its pages belongs to its domain and is
  // loaded lazily from here, so a domain's admin page lives next to the rest of that domain.
  {
    importer: 'dashboard',
    files: [
      './users/components/UsersTable.tsx',
      './products/components/AddProductPage.tsx',
      './products/components/ManageProducts.tsx',
      './products/components/UpdateProductPage.tsx',
      './orders/components/ManageOrders.tsx',
      './purchase-orders/components/PurchaseOrdersPage.tsx',
      './quotes/components/AdminQuotesPage.tsx',
      './quotes/components/AdminQuotePage.tsx',
      './purchase-orders/components/ReturnsPage.tsx',
      './purchase-orders/components/FulfilmentQueuePage.tsx',
      './receivables/components/ReceivablesPage.tsx',
      './tax/components/TaxRatesPage.tsx',
      './integrations/components/ApiKeysPage.tsx',
      './integrations/components/WebhooksPage.tsx',
      './company/components/CompaniesPage.tsx',
      './catalog/admin/CatalogAdminPage.tsx',
      './prices/components/PriceListsPage.tsx',
      './sales-reps/components/ShopAsCompanyPage.tsx',
      './audit/components/AuditTrailPage.tsx',
      './edi/components/EdiPage.tsx',
      './freight/components/ShippingMethodsPage.tsx',
    ],
  },
  // My Orders lists the buyer's purchase orders under the open items, and Pay on one item is a one-line purchase
  // order: the server's orders module may use the purchase-orders service for the same reason (decision 016).
  // One way only: purchase-orders never imports orders.
  { importer: 'orders', files: ['./purchase-orders'] },
  // My company's API keys section reuses the dashboard's key list and create form. One way only.
  // (Its test mocks the documents that list uses.)
  { importer: 'company', files: ['./integrations/components/ApiKeysPage.tsx', './integrations/api/apiKeys.ts'] },
  // The product page offers a quote only to those who may order: the ordering role is read where approvals read it.
  { importer: 'products', files: ['./purchase-orders/api/approvals.ts'] },
];

const featureZones = FEATURES.map((feature) => ({
  target: `./client/src/features/${feature}`,
  from: './client/src/features',
  except: [`./${feature}`, ...FEATURE_EXCEPTIONS.filter((e) => e.importer === feature).flatMap((e) => e.files)],
  message: 'A feature never imports another feature: move what both need to client/src/components or client/src/lib, '
    + 'or declare an exception in eslint.config.mjs (FEATURE_EXCEPTIONS).',
}));

const moduleZones = MODULES.flatMap((importer) =>
  MODULES.filter((other) => other !== importer).map((other) => ({
    target: `./server/src/modules/${importer}`,
    from: `./server/src/modules/${other}/*.service.ts`,
    message: `Module "${importer}" may not import the "${other}" service; declare an exception in eslint.config.mjs (SERVICE_EXCEPTIONS) if it must.`,
  })),
).filter((zone) => !SERVICE_EXCEPTIONS.some((e) => zone.target.endsWith(`/${e.importer}`) && zone.from.includes(`/modules/${e.service}/`)));

/**
 * The files that may declare a TypeGraphQL @Resolver class, and that rule 3 covers as resolvers.
 * lib/connection-type.ts builds the shared totalCount resolver (totalCountOf) beside the connection types it counts.
 */
const RESOLVER_FILES = ['server/src/**/*.resolver.ts', 'server/src/lib/connection-type.ts'];

const PRISMA_MESSAGE = 'Resolvers and REST handlers never touch Prisma: call a service (server/src/modules/<m>/<m>.service.ts).';
const prismaZones = [...RESOLVER_FILES.map((file) => `./${file}`), './server/src/rest/**'].flatMap((target) => [
  { target, from: './server/src/db/prisma.ts', message: PRISMA_MESSAGE },
  { target, from: './server/src/generated', message: PRISMA_MESSAGE },
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/dist-test*/**', 'server/src/generated/**', 'client/src/gql/**',
      'coverage/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'data/**', 'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // The zones compare resolved file paths; our imports are relative and extensionless (TypeScript).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      // Unused names are errors, except those named _x on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Comments say why in words: an issue number tells the reader nothing and rots when the tracker moves on.
      'no-warning-comments': ['error', { terms: ['issue #'], location: 'anywhere' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './client',
              from: './server',
              message: 'The client never imports server code: share rules through @gluegun/common, data through GraphQL.',
            },
            ...featureZones,
            ...prismaZones,
            ...moduleZones,
          ],
        },
      ],
    },
  },
  {
    // The package itself, by name: the zones above see only files inside this repository.
    files: [...RESOLVER_FILES, 'server/src/rest/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@prisma/*'], message: PRISMA_MESSAGE }] }],
    },
  },
  {
    // Rule 3 finds resolvers by file name: a @Resolver class elsewhere would reach the database unchecked.
    files: ['server/src/**/*.ts'],
    ignores: RESOLVER_FILES,
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "Decorator[expression.callee.name='Resolver'], Decorator[expression.name='Resolver']",
        message: 'A @Resolver class lives in a *.resolver.ts file, which the rule "resolvers never touch Prisma" covers: '
          + 'move it there and keep its queries in a service.',
      }],
    },
  },
  {
    // Structure holds in code, counted on code as Prettier formats it (blank lines and comments aside): no
    // hand-written source file over 450 lines, no function over 120 (docs/decisions/104). Generated code is ignored above.
    files: ['server/src/**/*.ts', 'common/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 450, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A test's describe block is a list of cases: long by nature, held by the file limit only.
    files: ['client/src/**/__tests__/**/*.{ts,tsx}', 'client/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // One way to run a transaction: inTransaction (server/src/db/retry.ts) gives every transaction the
    // pool options, its isolation and the retry on serialization failures and deadlocks.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/retry.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: '$transaction', message: 'Run transactions with inTransaction(db, run, opts) from server/src/db/retry.ts.' }],
    },
  },
  {
    // Tests assert on JSON answers whose shape is what they test (the harness's gql<T = any>): `any` is allowed there.
    files: ['**/test/**/*.{ts,tsx}', 'e2e/**/*.ts', 'client/src/**/__tests__/**/*.{ts,tsx}', 'client/src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // One way to ask before an action: the browser's confirm cannot be styled, read by axe or laid out for a phone.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/__tests__/**', 'client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', { object: 'window', property: 'confirm', message: 'Ask with useConfirm or ConfirmDialog from client/src/components/ConfirmDialog.tsx.' }],
      'no-restricted-globals': ['error', { name: 'confirm', message: 'Ask with useConfirm or ConfirmDialog from client/src/components/ConfirmDialog.tsx.' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
