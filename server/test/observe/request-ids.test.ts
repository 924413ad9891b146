import { Writable } from 'node:stream';
import { createHarness, type Harness } from '../support/harness';
import { createLogger } from '../../src/logger';
import { acceptedRequestId, withRequestId } from '../../src/observe/request-id';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});
const logged = () =>
  lines
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let h: Harness;
beforeAll(async () => {
  // The requests stand for a trusted proxy's (TRUST_PROXY), so the X-Request-Id they send is taken.
  h = await createHarness(
    { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' },
    { log: createLogger('info', sink) },
  );
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  lines.length = 0;
});

describe('request ids', () => {
  it('echoes a safe incoming id on a GraphQL error answer: header, extensions and every log line of the request', async () => {
    const res = await h
      .http()
      .post('/graphql')
      .set('x-request-id', 'edge-7f3a.42:b_c')
      .set('content-type', 'application/json')
      .send({
        query: 'query ProductPage($id: ID!) { product(id: $id) { id name } }',
        variables: { id: 'secret-variable-value' },
        operationName: 'ProductPage',
      });
    expect(res.headers['x-request-id']).toBe('edge-7f3a.42:b_c');
    expect(res.body.errors.length).toBeGreaterThan(0);
    for (const e of res.body.errors) expect(e.extensions.requestId).toBe('edge-7f3a.42:b_c');
    const mine = logged().filter((l) => l.requestId === 'edge-7f3a.42:b_c');
    const line = mine.find((l) => l.msg === 'request');
    expect(line).toMatchObject({
      method: 'POST',
      path: '/graphql',
      operation: 'ProductPage',
      operationType: 'query',
    });
    // Every line written while it ran names it, and no variable reaches the log.
    expect(logged().filter((l) => l.requestId === undefined)).toEqual([]);
    expect(lines.join('')).not.toContain('secret-variable-value');
  });

  it('names a mutation as a mutation on its log line', async () => {
    await h
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: 'mutation Bye { deleteProduct(id: "nope") }' });
    const line = logged().find((l) => l.msg === 'request');
    expect(line).toMatchObject({
      operation: 'Bye',
      operationType: 'mutation',
      requestId: expect.stringMatching(UUID),
    });
  });

  it('replaces an unsafe or overlong incoming id by a new one on a REST error body', async () => {
    for (const bad of ['a b', 'x'.repeat(129), '<script>', 'id\u00e9', '-leading-dash']) {
      const res = await h.http().get('/products/no-such-product').set('x-request-id', bad);
      expect(res.status).toBe(404);
      const id = res.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', requestId: id });
      expect(logged().find((l) => l.msg === 'request' && l.requestId === id)).toMatchObject({
        status: 404,
        path: '/products/no-such-product',
      });
    }
  });

  it('gives every request a new id when none comes in, and adds none to a successful body', async () => {
    const a = await h.http().get('/products');
    const b = await h.http().get('/products');
    expect(a.status).toBe(200);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    expect(JSON.stringify(a.body)).not.toContain('requestId');
  });

  it('puts the id on answers refused before any route (unknown path, bad JSON)', async () => {
    const missing = await h
      .http()
      .get('/no/such/route')
      .set('accept', 'application/json')
      .set('x-request-id', 'abc-1');
    expect(missing.body.error).toMatchObject({ code: 'NOT_FOUND', requestId: 'abc-1' });
    const broken = await h
      .http()
      .post('/graphql')
      .set('x-request-id', 'abc-2')
      .set('content-type', 'application/json')
      .send('{"query":');
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', requestId: 'abc-2' });
  });
});

describe('withRequestId / acceptedRequestId', () => {
  it('leaves answers without errors as they are', () => {
    expect(withRequestId('{"data":{"x":1}}', 'r')).toBe('{"data":{"x":1}}');
    expect(withRequestId('[1,2]', 'r')).toBe('[1,2]');
    expect(JSON.parse(withRequestId('{"errors":[{"message":"m"}],"data":null}', 'r'))).toEqual({
      errors: [{ message: 'm', extensions: { requestId: 'r' } }],
      data: null,
    });
  });
  it('accepts UUIDs and trace-like ids, nothing with spaces, controls or over 128 characters', () => {
    expect(acceptedRequestId('4bf92f3577b34da6a3ce929d0e0e4736')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(acceptedRequestId('a'.repeat(128))).toBe('a'.repeat(128));
    expect(acceptedRequestId('a'.repeat(129))).toMatch(UUID);
    expect(acceptedRequestId('a\nb')).toMatch(UUID);
    expect(acceptedRequestId(['a', 'b'])).toMatch(UUID);
  });
});
