/**
 * A GraphQL text is parsed once (lib/graphql-documents.ts) for the write gate, the answer cache's key and
 * Apollo's document store; answers are stored without their cost by cutting the cost off the text; helmet's headers
 * are worked out once. Only identities, sizes and bytes are checked here, never timings.
 */
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { createHarness, type Harness } from '../support/harness';
import { documentCacheStats, documentSizeOf, peekDocument } from '../../src/lib/graphql-documents';
import { withoutCost } from '../../src/graphql-http';
import { fixedHeaders } from '../../src/lib/fixed-headers';
import { productData } from '../../src/db/factories';
import { parse } from 'graphql';
import { getSchema } from '../../src/schema';
import { queryCostOf } from '../../src/lib/query-cost';

const BUDGET = 2 * 1024 * 1024;
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_CACHE_MS: '60000', CACHE_MAX_BYTES: String(BUDGET) });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  h.cache.invalidate();
});

const post = (body: unknown) =>
  h
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .send(body as object);

describe('one parse per text', () => {
  it('Apollo validates a text once and keeps the same document; the write gate and the cache key read that entry', async () => {
    const query = '{ products(page: 1, pageSize: 5) { total items { id name } } }';
    expect((await post({ query })).body.errors).toBeUndefined();
    const entry = peekDocument(query)!;
    expect(entry.operations).toEqual([{ name: undefined, mutation: false }]);
    expect(entry.validated).toBeDefined();
    expect(entry.doc).toBe(entry.validated); // one document per text: Apollo's replaced the shop's first parse
    const validated = entry.validated;
    h.cache.invalidate();
    expect((await post({ query })).body.errors).toBeUndefined();
    // Apollo took it from the store: had it parsed again, it would have stored another document.
    expect(peekDocument(query)!.validated).toBe(validated);
  });

  it('a text that fails validation is refused every time and never stored, whatever a valid text next to it did', async () => {
    const good = '{ products(page: 1) { total } }';
    const bad = '{ products(page: 1) { total nope } }';
    expect((await post({ query: good })).body.errors).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const res = await post({ query: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.body.errors[0].message).toContain('nope');
    }
    expect(peekDocument(bad)?.validated).toBeUndefined();
  });

  it('a mutation is a write however it is dressed, from the one parse', async () => {
    await h.db.product.create({ data: productData({ name: 'Gun' }) });
    const query = '# a comment\nquery Q { products(page: 1) { total } } mutation M { signOut }';
    await post({ query, operationName: 'M' });
    expect(peekDocument(query)!.operations).toEqual([
      { name: 'Q', mutation: false },
      { name: 'M', mutation: true },
    ]);
  });

  it("the token limit still refuses in armor's words, and a text over it is never handed on as parsed", async () => {
    const query = `{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`;
    const res = await post({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe('Syntax Error: Token limit of 2000 exceeded.');
    expect(peekDocument(query)?.validated).toBeUndefined();
  });

  // 400 texts of about 6 kB parsed: four to five times the documents' share of the budget (512 kB). (More texts
  // check nothing more: 3,000 cost 32 s of a server run under CI's load for the same property.)
  it('400 distinct texts (several times what fits) keep the document cache within its share of the budget', async () => {
    let parsedBytes = 0;
    for (let i = 0; i < 400; i++) {
      const query = `{ products(page: ${i + 1}, pageSize: 1) { total items { id } } }`;
      await post({ query });
      parsedBytes += documentSizeOf(query) ?? 0;
    }
    const stats = documentCacheStats();
    expect(parsedBytes).toBeGreaterThan(3 * stats.maxBytes); // the run really is several budgets' worth
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(stats.maxBytes).toBeLessThanOrEqual(BUDGET / 4);
    expect(stats.entries).toBeGreaterThan(10);
    expect(stats.entries).toBeLessThan(400);
    expect(stats.hashes).toBeLessThanOrEqual(stats.entries);
  }, 240_000);
});

describe('the document cache counts what it holds', () => {
  it('counts a parsed document at its size in memory, not only its text (the size is recounted once parsed)', async () => {
    const query = `{ products(page: 1, pageSize: 2) { total items { id name sku priceCents } } }`;
    expect((await post({ query })).body.errors).toBeUndefined();
    expect(peekDocument(query)!.validated).toBeDefined();
    // A document with its locations holds 106-122 bytes per character of its text (docs/decisions/023).
    expect(documentSizeOf(query)).toBeGreaterThanOrEqual(query.length * 100);
  });

  it('answers a text too long to keep without keeping or linking it, and keeps no text that does not parse', async () => {
    const padded = `{ __typename } # ${'x'.repeat(60_000)}`;
    const stats = documentCacheStats();
    const res = await post({ query: padded });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ __typename: 'Query' });
    expect(peekDocument(padded)).toBeUndefined();
    const junk = `{ products( ${'x'.repeat(500)}`;
    expect((await post({ query: junk })).status).toBe(400);
    expect(peekDocument(junk)).toBeUndefined();
    const after = documentCacheStats();
    expect(after.hashes).toBeLessThanOrEqual(after.entries);
    expect(after.bytes).toBeLessThanOrEqual(stats.maxBytes);
  });
});

describe('an answer stored without its cost', () => {
  // The slow way, as a reference: parse the answer and print it again.
  const reference = (payload: string) => {
    if (!payload.includes('"cost":')) return payload;
    const answer = JSON.parse(payload) as { extensions?: Record<string, unknown> };
    if (answer.extensions) {
      delete answer.extensions.cost;
      if (Object.keys(answer.extensions).length === 0) delete answer.extensions;
    }
    return JSON.stringify(answer);
  };
  const cost = {
    requestedQueryCost: 3,
    actualQueryCost: 3,
    throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 997.5, restoreRate: 50 },
  };
  it.each([
    ['plain', { data: { products: { total: 1, items: [{ id: 'a', name: 'Gun' }] } }, extensions: { cost } }],
    [
      'a string that looks like the tail',
      {
        data: { product: { name: ',"extensions":{"cost":{"requestedQueryCost":1}}}}' } },
        extensions: { cost },
      },
    ],
    ['a field named extensions', { data: { extensions: { cost } }, extensions: { cost } }],
    ['another extension beside the cost', { data: { a: 1 }, extensions: { cost, other: true } }],
    ['no cost', { data: { a: 'cost' } }],
    ['a key named cost, no extensions', { data: { cost: 1 } }],
    ['errors first', { errors: [{ message: 'x' }], data: null, extensions: { cost } }],
  ])('%s: the same text as parsing and printing it', (_name, answer) => {
    for (const payload of [JSON.stringify(answer), `${JSON.stringify(answer)}\n`])
      expect(withoutCost(payload)).toBe(reference(payload));
  });
});

describe('fixed security headers', () => {
  it('set the very headers helmet sets, in the same order', async () => {
    const options = { contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } } };
    const headersOf = async (use: express.RequestHandler) => {
      const app = express();
      app.disable('x-powered-by');
      app.use(use);
      app.get('/', (_req, res) => {
        res.send('ok');
      });
      const res = await request(app).get('/');
      return Object.entries(res.headers).filter(
        ([k]) => !['date', 'etag', 'content-length', 'connection', 'keep-alive'].includes(k),
      );
    };
    const viaHelmet = await headersOf(helmet(options));
    expect(viaHelmet.length).toBeGreaterThan(8);
    expect(await headersOf(fixedHeaders(helmet(options)))).toEqual(viaHelmet);
  });
});

describe('the cost of a document, kept per values of the variables that can change it', () => {
  it('is what a fresh walk of the document gives, for every set of variables', async () => {
    const schema = await getSchema();
    const texts = [
      'query($n: Int!, $id: ID!, $with: Boolean!) { products(pageSize: $n) { items { id priceBreaks @include(if: $with) { minQuantity } } } product(id: $id) { id } }',
      'query($id: ID!) { product(id: $id) { id name priceBreaks { minQuantity } } }',
      'query Named($p: Int) { products(page: $p, pageSize: 7) { total items { id } } }',
    ];
    const variableSets = [
      { n: 5, id: 'a', with: true, p: 1 },
      { n: 50, id: 'b', with: true, p: 2 },
      { n: 5, id: 'c', with: false, p: 3 },
      { n: 5, id: 'a', with: true, p: 1 },
      { n: 'x', id: 'a', with: true, p: 'y' },
      {},
    ];
    for (const text of texts) {
      const kept = parse(text);
      for (const variables of variableSets) {
        const fresh = () => queryCostOf(schema, parse(text), variables);
        let expected: number | string;
        try {
          expected = fresh();
        } catch {
          expected = 'throws';
        }
        let got: number | string;
        try {
          got = queryCostOf(schema, kept, variables);
        } catch {
          got = 'throws';
        }
        expect([text, variables, got]).toEqual([text, variables, expected]);
      }
    }
  });
});
