import { createHarness, type Harness } from '../support/harness';
import { QUERY_LIMITS } from '../../src/graphql';
import { dbSnapshot } from '../graphql/db-snapshot';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

/** `__type` nests as deep as we like (`ofType { ofType { ... } }`): depth = 3 + levels. */
const deepType = (levels: number, leaf = 'name') => {
  let inner = leaf;
  for (let i = 0; i < levels; i++) inner = `ofType { ${inner} }`;
  return `{ __type(name: "Query") { fields { type { ${inner} } } } }`;
};

/** Posts a raw query and checks the refusal is a clean GraphQL error (no 500, no data, a message). */
async function refused(query: string) {
  const res = await h.http().post('/graphql').set('content-type', 'application/json').send({ query });
  expect(res.status).not.toBe(500);
  expect(res.status).toBeLessThan(500);
  expect(res.body.data ?? null).toBeNull();
  expect(res.body.errors?.length).toBeGreaterThan(0);
  expect(res.body.errors[0].extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
  return res.body.errors[0].message as string;
}

describe('GraphQL abuse limits (graphql-armor)', () => {
  it(`refuses queries deeper than ${QUERY_LIMITS.maxDepth}, accepts one at the limit`, async () => {
    const ok = await h.gql(deepType(QUERY_LIMITS.maxDepth - 4));
    expect(ok.errors).toBeUndefined();
    const message = await refused(deepType(QUERY_LIMITS.maxDepth));
    expect(message).toMatch(/depth limit/i);
  });

  it(`refuses more than ${QUERY_LIMITS.maxAliases} aliases, accepts ${QUERY_LIMITS.maxAliases}`, async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: reviews(take: 1) { id }`).join(' ')} }`;
    expect((await h.gql(aliases(QUERY_LIMITS.maxAliases))).errors).toBeUndefined();
    expect(await refused(aliases(QUERY_LIMITS.maxAliases + 1))).toMatch(/aliases/i);
  });

  it(`refuses more than ${QUERY_LIMITS.maxTokens} tokens with a 400, not a 500`, async () => {
    const query = `{ ${Array.from({ length: QUERY_LIMITS.maxTokens }, () => '__typename').join(' ')} }`;
    expect(await refused(query)).toBe(`Syntax Error: Token limit of ${QUERY_LIMITS.maxTokens} exceeded.`);
    const res = await h.http().post('/graphql').set('content-type', 'application/json').send({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});

describe('HTTP limits', () => {
  it('answers 413 to a request body over 100kb, and changes nothing', async () => {
    const admin = await h.signedIn('ADMIN');
    const before = await dbSnapshot(h.db);
    const big = 'x'.repeat(101 * 1024);
    const res = await h
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('authorization', `Bearer ${admin.token}`)
      .send({
        query: 'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
        variables: {
          i: { name: 'n', description: big, imageUrl: 'https://e.x/i.png', priceCents: 1, quantity: 1 },
        },
      });
    expect(res.status).toBe(413);
    // GraphQL-shaped, as every other refusal at /graphql (a client reads `errors`).
    expect(res.body.errors).toEqual([
      {
        message: 'Request body is larger than 100kb',
        extensions: { code: 'PAYLOAD_TOO_LARGE', requestId: expect.any(String) },
      },
    ]);
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('a body just under the limit is processed normally', async () => {
    const res = await h
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: '{ reviews { id } }', variables: { pad: 'x'.repeat(90 * 1024) } });
    expect(res.status).toBe(200);
  });
});

describe('CSRF prevention (Apollo)', () => {
  it('refuses a GET query without a preflight header', async () => {
    const res = await h.http().get('/graphql').query({ query: '{ reviews { id } }' });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF|preflight/i);
  });

  it('refuses a simple text/plain POST (a cross-site form could send it)', async () => {
    const before = await dbSnapshot(h.db);
    const res = await h
      .http()
      .post('/graphql')
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ query: 'mutation { signOut }' }));
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF|preflight/i);
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('accepts a GET query that carries apollo-require-preflight', async () => {
    const res = await h
      .http()
      .get('/graphql')
      .set('apollo-require-preflight', 'true')
      .query({ query: '{ reviews { id } }' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ reviews: [] });
  });

  it('refuses mutations over GET even with the header', async () => {
    const res = await h
      .http()
      .get('/graphql')
      .set('apollo-require-preflight', 'true')
      .query({ query: 'mutation { signOut }' });
    expect(res.status).toBe(405);
  });
});

describe('rate limit on the sign-in exchange', () => {
  it('answers 429 after AUTH_RATE_LIMIT exchanges in a minute', async () => {
    const limited = await createHarness({ AUTH_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited
          .http()
          .post('/graphql')
          .set('content-type', 'application/json')
          .send({
            query: 'mutation($t: String!) { exchangeToken(idToken: $t) { token } }',
            variables: { t: 'not-a-real-token' },
          });
        statuses.push(res.status);
        // Counted where the session is minted (auth/sign-in-limit.ts): a GraphQL error with a 429 status.
        if (res.status === 429) expect(res.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      }
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429]);
      // Other queries are not counted against the sign-in limit.
      const other = await limited.gql('{ reviews { id } }');
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

/**
 * The limits under parallel requests, not only a sequential loop. Every answer is checked: exactly
 * `limit` get through (and their writes land), every other one is a clean 429 with its plain message, none is a 5xx.
 */
describe('rate limits under parallel requests', () => {
  const TOO_MANY = {
    error: {
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests; wait a minute and try again',
      requestId: expect.any(String),
    },
  };

  it('50 reviews at once against WRITE_RATE_LIMIT=20: exactly 20 stored, 30 refused with 429', async () => {
    const limited = await createHarness({ WRITE_RATE_LIMIT: '20' });
    try {
      await limited.reset();
      const c = await limited.signedIn('CUSTOMER');
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          limited
            .http()
            .post('/graphql')
            .set('content-type', 'application/json')
            .set('authorization', `Bearer ${c.token}`)
            .send({
              query: 'mutation($i: ReviewInput!) { addReview(input: $i) { id } }',
              variables: { i: { photoUrl: 'https://example.com/p.png', description: `Parallel ${i}` } },
            }),
        ),
      );
      expect(answers.every((a) => a.status < 500)).toBe(true);
      const through = answers.filter((a) => a.status !== 429);
      expect(through).toHaveLength(20);
      for (const a of through)
        expect({ status: a.status, errors: a.body.errors, id: typeof a.body.data?.addReview?.id }).toEqual({
          status: 200,
          errors: undefined,
          id: 'string',
        });
      for (const a of answers.filter((x) => x.status === 429)) expect(a.body).toEqual(TOO_MANY);
      expect(await limited.db.review.count()).toBe(20);
    } finally {
      await limited.close();
    }
  });

  it('20 sign-in exchanges at once against AUTH_RATE_LIMIT=5: exactly 5 reach the check, 15 refused with 429', async () => {
    const limited = await createHarness({ AUTH_RATE_LIMIT: '5' });
    try {
      const before = await dbSnapshot(limited.db);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          limited
            .http()
            .post('/graphql')
            .set('content-type', 'application/json')
            .send({
              query: 'mutation($t: String!) { exchangeToken(idToken: $t) { token } }',
              variables: { t: 'not-a-real-token' },
            }),
        ),
      );
      expect(answers.every((a) => a.status < 500)).toBe(true);
      const through = answers.filter((a) => a.status !== 429);
      expect(through).toHaveLength(5);
      // The five that got through were refused by the token check itself, with its own clean code.
      for (const a of through) expect(a.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // Counted where sessions are minted: a GraphQL answer, its error typed like every other.
      for (const a of answers.filter((x) => x.status === 429)) {
        expect(a.body.errors?.[0]).toMatchObject({
          message: 'Too many sign-in attempts; wait a minute and try again',
          extensions: { code: 'TOO_MANY_REQUESTS', reason: 'RATE_LIMITED' },
        });
      }
      expect(await dbSnapshot(limited.db)).toEqual(before);
    } finally {
      await limited.close();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP that allows only our scripts, Google sign-in and the Firebase auth frames', async () => {
    const res = await h.http().get('/products');
    const csp: string = res.headers['content-security-policy'];
    // Plus, when the client is built, the hash of the pre-rendered pages' one inline script (decision 019): never 'unsafe-inline'.
    expect(csp).toMatch(/script-src 'self' https:\/\/apis\.google\.com( 'sha256-[A-Za-z0-9+/]+=*')?(;|$)/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/\*\.firebaseapp\.com/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compression', () => {
  it('gzips answers for clients that accept it, and only for them', async () => {
    await h.factories.createProduct(h.db, { description: 'x'.repeat(3000) });
    const zipped = await h.http().get('/products').set('accept-encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toHaveLength(1);
    const plain = await h.http().get('/products').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(zipped.body);
  });
});
