/**
 * Deeply nested variables, a product version above 32 bits, and the path GraphQL request
 * logs record. Each was a 500 or a wrong log line before the fix.
 */
import { createHarness, type Harness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_CACHE_MS: '60000' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  h.cache.invalidate();
});

/** A request body whose variables nest `depth` arrays (built as text: the test client's own encoder would overflow). */
const nestedBody = (query: string, depth: number) =>
  `{"query":${JSON.stringify(query)},"variables":{"deep":${'['.repeat(depth)}${']'.repeat(depth)}}}`;

describe('17. deeply nested JSON variables', () => {
  it.each([
    ['a cacheable catalog query', '{ products(page: 1, pageSize: 5) { total } }'],
    ['a query that is never cached', '{ me { id } }'],
  ])('on %s are refused with a clear 400 BAD_USER_INPUT', async (_name, query) => {
    const res = await h
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(nestedBody(query, 20_000));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // Refused before anything reads the body (rest/body.ts refuseDeepJson), in GraphQL's own error shape.
    expect(res.body.errors[0].message).toMatch(/nested (too deeply|more than \d+ deep)/);
  });

  it('ordinary nesting still works', async () => {
    const res = await h
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(nestedBody('{ products(page: 1, pageSize: 5) { total } }', 10));
    expect(res.status).toBe(200);
    expect(res.body.data.products.total).toBe(0);
  });
});

describe('18. PUT /products/{id} with a version above 32 bits', () => {
  it.each([2 ** 31, 2 ** 53])(
    'version %d is a 400 naming the field, and changes nothing',
    async (version) => {
      const admin = await h.signedIn('ADMIN');
      const product = await h.factories.createProduct(h.db, { name: 'Steady' });
      const res = await h
        .http()
        .put(`/products/${product.id}`)
        .set('authorization', `Bearer ${admin.token}`)
        .send({
          name: 'Changed',
          price: '12.00',
          quantity: 400,
          img: 'https://example.com/c.png',
          des: 'd',
          version,
        });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('BAD_USER_INPUT');
      expect(res.body.error.message).toMatch(/^version must be a whole number from 0 to 2147483647/);
      expect((await h.db.product.findUniqueOrThrow({ where: { id: product.id } })).name).toBe('Steady');
    },
  );
});

describe('19. request logs', () => {
  it('record the path a GraphQL request was sent to, not the path after the mount', async () => {
    // A request's lines go through a child logger carrying its request id.
    const logged: Array<Record<string, unknown>> = [];
    const makeChild = h.deps.log.child.bind(h.deps.log);
    const child = jest.spyOn(h.deps.log, 'child').mockImplementation(((
      bindings: Record<string, unknown>,
      options?: object,
    ) => {
      const c = makeChild(bindings, options);
      const write = c.info.bind(c);
      c.info = ((fields: unknown, ...rest: unknown[]) => {
        if (fields && typeof fields === 'object') logged.push(fields as Record<string, unknown>);
        return (write as (...a: unknown[]) => void)(fields, ...rest);
      }) as typeof c.info;
      return c;
    }) as unknown as typeof h.deps.log.child);
    try {
      await h
        .http()
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query: '{ reviews { id } }' });
      await h.http().get('/products?x=1');
      const lines = logged.filter((f) => 'status' in f);
      expect(lines.map((f) => f.path)).toEqual(['/graphql', '/products']);
    } finally {
      child.mockRestore();
    }
  });
});
