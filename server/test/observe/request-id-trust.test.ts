/**
 * An incoming X-Request-Id is taken only from a trusted proxy (TRUST_PROXY); from anyone else the request gets a new
 * id and what the caller sent stays in its own log field. Lines app-wide code writes during a request (the health
 * check's outage line here) carry the request's id through the logger's mixin.
 */
import { Writable } from 'node:stream';
import { createHarness, type Harness } from '../support/harness';
import { createLogger } from '../../src/logger';
import { BINDS_REQUEST_ID, runInRequestScope } from '../../src/observe/request-scope';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function sinkLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const parsed = () =>
    lines
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { log: createLogger('info', sink), lines, parsed };
}

let direct: Harness;
let proxied: Harness;
const directLog = sinkLogger();
const proxiedLog = sinkLogger();
beforeAll(async () => {
  direct = await createHarness({ LOG_LEVEL: 'info' }, { log: directLog.log });
  // The test's requests come from 127.0.0.1: as from a proxy on the same machine.
  proxied = await createHarness({ LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' }, { log: proxiedLog.log });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});
beforeEach(() => {
  directLog.lines.length = 0;
  proxiedLog.lines.length = 0;
});

it('a direct client gets a new id; the id it sent is logged as clientRequestId, never used', async () => {
  const res = await direct.http().get('/products/no-such-product').set('x-request-id', 'caller-picked-7');
  const id = res.headers['x-request-id'];
  expect(id).toMatch(UUID);
  expect(res.body.error.requestId).toBe(id);
  const line = directLog.parsed().find((l) => l.msg === 'request');
  expect(line).toMatchObject({ requestId: id, clientRequestId: 'caller-picked-7', status: 404 });
  expect(directLog.parsed().some((l) => l.requestId === 'caller-picked-7')).toBe(false);
});

it('a direct client that sends nothing gets no clientRequestId field', async () => {
  const res = await direct.http().get('/products');
  const line = directLog.parsed().find((l) => l.msg === 'request');
  expect(line).toMatchObject({ requestId: res.headers['x-request-id'] });
  expect(line).not.toHaveProperty('clientRequestId');
});

it("a trusted proxy's id is taken; an unsafe one is replaced and kept aside", async () => {
  const taken = await proxied.http().get('/products').set('x-request-id', 'edge-42');
  expect(taken.headers['x-request-id']).toBe('edge-42');
  expect(proxiedLog.parsed().find((l) => l.msg === 'request')).not.toHaveProperty('clientRequestId');
  proxiedLog.lines.length = 0;
  const unsafe = await proxied.http().get('/products').set('x-request-id', 'has space');
  expect(unsafe.headers['x-request-id']).toMatch(UUID);
  expect(proxiedLog.parsed().find((l) => l.msg === 'request')).toMatchObject({
    requestId: unsafe.headers['x-request-id'],
    clientRequestId: 'has space',
  });
});

it("app-wide lines written during a request carry its id (the health check's outage line)", async () => {
  const spy = jest.spyOn(direct.db, '$queryRaw').mockRejectedValueOnce(new Error('database unreachable'));
  try {
    const res = await direct.http().get('/healthz');
    expect(res.status).toBe(503);
    const failed = directLog.parsed().find((l) => l.msg === 'health check failed');
    expect(failed).toMatchObject({ requestId: res.headers['x-request-id'] });
  } finally {
    spy.mockRestore();
  }
});

describe("the logger's mixin", () => {
  it('adds the request id inside a request scope, nothing outside it', () => {
    const { log, parsed } = sinkLogger();
    runInRequestScope('scope-1', () => log.warn('redis is slow'));
    log.warn('outside');
    expect(parsed()).toEqual([
      expect.objectContaining({ msg: 'redis is slow', requestId: 'scope-1' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it("never writes the id twice from a request's own child logger or its children", () => {
    const { log, lines } = sinkLogger();
    const child = log.child({ requestId: 'scope-2' });
    (child as unknown as Record<symbol, boolean>)[BINDS_REQUEST_ID] = true;
    runInRequestScope('scope-2', () => {
      child.info('one');
      child.child({ part: 'x' }).info('two');
    });
    for (const line of lines.join('').split('\n').filter(Boolean))
      expect(line.match(/"requestId"/g)).toHaveLength(1);
  });
});
