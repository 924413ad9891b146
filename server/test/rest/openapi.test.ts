import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHarness, type Harness } from '../support/harness';
import { REST_PATHS, createRestRouter } from '../../src/rest/router';
import { routeDeclarations } from '../../src/rest/openapi';
import type { AppDeps } from '../../src/context';

/** /openapi.json: generated from the route declarations, valid OpenAPI 3.1, and the routes answer as it says. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

/** @seriousme/openapi-schema-validator is ESM-only: it runs in its own Node process, as a CI step would. */
function validate(doc: unknown): { valid: boolean; errors?: unknown } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  const script = `import { Validator } from '@seriousme/openapi-schema-validator';
    const res = await new Validator().validate(${JSON.stringify(file)}); console.log(JSON.stringify(res));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: __dirname,
    encoding: 'utf8',
  });
  return JSON.parse(out) as { valid: boolean; errors?: unknown };
}

describe('OpenAPI document', () => {
  it('every declared route is under a prefix the router gives a request context (else every call would be a 500)', () => {
    const paths = routeDeclarations(createRestRouter({} as AppDeps)).map((r) =>
      r.path.replace(/:[A-Za-z_]+/g, 'x'),
    );
    expect(paths.filter((p) => !REST_PATHS.test(p))).toEqual([]);
  });

  it('is valid OpenAPI 3.1 and lists every route the router declares, with its operation, status and scope', async () => {
    const res = await h.http().get('/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(validate(doc)).toEqual({ valid: true });
    const routes = routeDeclarations(createRestRouter({} as AppDeps));
    expect(routes.length).toBeGreaterThanOrEqual(36);
    for (const r of routes) {
      const op = doc.paths[r.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[r.method];
      expect([r.method, r.path, Boolean(op), op && Object.keys(op.responses)[0]]).toEqual([
        r.method,
        r.path,
        true,
        String(r.status),
      ]);
    }
    const place = doc.paths['/user-orderd-data'].post;
    expect([
      place.operationId,
      place['x-scope'],
      place.parameters.map((p: { name: string }) => p.name),
    ]).toEqual(['placeOrder', 'write:orders', ['Idempotency-Key']]);
    expect(Object.keys(doc.paths['/purchase-orders/{id}/invoice.pdf'].get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
    expect(Object.keys(doc.paths['/purchase-orders/{id}/e-invoice'].get.responses['200'].content)).toEqual([
      'application/xml',
      'application/pdf',
    ]);
    expect(
      doc.paths['/purchase-orders/{id}/e-invoice'].get.parameters.map((p: { name: string }) => p.name),
    ).toContain('format');
  });

  it('the GET routes without path parameters answer with a status and content type the document lists', async () => {
    const doc = (await h.http().get('/openapi.json')).body;
    const { token } = await h.signedIn('ADMIN');
    for (const [p, item] of Object.entries<
      Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
    >(doc.paths)) {
      if (!item.get || p.includes('{')) continue;
      const res = await h
        .http()
        .get(p === '/userOrder' ? '/userOrder?email=a@b.c' : p)
        .set('authorization', `Bearer ${token}`);
      const documented = item.get.responses[String(res.status)];
      expect([p, res.status, Boolean(documented)]).toEqual([p, res.status, true]);
      const type = String(res.headers['content-type']).split(';')[0];
      expect([p, type, Object.keys(documented.content ?? {}).includes(type)]).toEqual([p, type, true]);
    }
  });
});

describe('the REST route table (docs/rest-routes.md)', () => {
  it('lists exactly the routes the router declares (no stale copy: a new route fails here until it is documented)', () => {
    const table = fs.readFileSync(path.resolve(__dirname, '../../../docs/rest-routes.md'), 'utf8');
    const documented = [...table.matchAll(/^\| (GET|POST|PUT|DELETE|PATCH) \| (\/[^ |]*) \|/gm)]
      .map((m) => `${m[1]} ${m[2].replace(/\?.*$/, '')}`)
      .sort();
    const declared = routeDeclarations(createRestRouter({} as AppDeps))
      .map((r) => `${r.method.toUpperCase()} ${r.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`)
      .sort();
    expect(documented).toEqual([...new Set(declared)].sort());
  });
});
