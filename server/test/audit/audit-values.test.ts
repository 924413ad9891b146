/**
 * The audit trail's records hold the right values: a price, a member's role, a credit limit, a tax rate and a
 * webhook endpoint before and after, with secrets left out; checkout on pg records the order and not its stock
 * moves; work outside a request is SYSTEM; and the database itself refuses to change or delete a record.
 */
import { createHarness, type Harness } from '../support/harness';
import { buildWorld } from '../security/graphql-matrix';
import type { AuditRecord } from '../../src/generated/prisma/client';

let h: Harness;
// The requests stand for a trusted proxy's (TRUST_PROXY), so the X-Request-Id they send is taken.
beforeAll(async () => {
  h = await createHarness({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await h.close();
});

let seq = 0;
/** Runs one GraphQL call with its own request id; returns its answer and the records it left. */
async function call(token: string, query: string, variables: Record<string, unknown> = {}) {
  const requestId = `values-${Date.now()}-${(seq += 1)}`;
  const res = await h
    .http()
    .post('/graphql')
    .set('authorization', `Bearer ${token}`)
    .set('x-request-id', requestId)
    .send({ query, variables });
  expect(res.body.errors).toBeUndefined();
  const records = await h.db.auditRecord.findMany({ where: { requestId }, orderBy: { createdAt: 'asc' } });
  return { data: res.body.data, records };
}
const only = (records: AuditRecord[], entityType: string) => {
  const of = records.filter((r) => r.entityType === entityType);
  expect(of).toHaveLength(1);
  return of[0] as AuditRecord & {
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  };
};

it('a price: the product before and after, by the admin, from their address, naming the operation', async () => {
  const w = await buildWorld(h);
  const input = {
    name: w.product.name,
    description: w.product.description,
    imageUrl: w.product.imageUrl,
    priceCents: w.product.priceCents + 250,
    quantity: w.product.quantity,
    version: w.product.version,
  };
  const { records } = await call(
    h.tokenFor(w.admin),
    'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }',
    { id: w.product.id, i: input },
  );
  const r = only(records, 'Product');
  expect(r).toMatchObject({
    action: 'UPDATE',
    entityId: w.product.id,
    actorType: 'USER',
    userId: w.admin.id,
    actorRole: 'ADMIN',
    operation: 'updateProduct',
    apiKeyId: null,
  });
  expect(r.ip).toMatch(/127\.0\.0\.1$/);
  expect(r.changed).toContain('priceCents');
  expect(r.before!.priceCents).toBe(w.product.priceCents);
  expect(r.after!.priceCents).toBe(w.product.priceCents + 250);
});

it("a member's role and a company's credit limit: before and after, in the company's trail", async () => {
  const w = await buildWorld(h);
  const role = only(
    (
      await call(
        h.tokenFor(w.customer),
        'mutation($id: ID!) { setMemberRole(userId: $id, role: REQUESTER) { companyRole } }',
        { id: w.colleague.id },
      )
    ).records,
    'User',
  );
  expect(role).toMatchObject({
    action: 'UPDATE',
    entityId: w.colleague.id,
    userId: w.customer.id,
    actorRole: 'COMPANY_ADMIN',
    companyId: w.customer.companyId,
    operation: 'setMemberRole',
  });
  expect([role.before!.companyRole, role.after!.companyRole]).toEqual([w.colleague.companyRole, 'REQUESTER']);

  const before = await h.db.company.findUniqueOrThrow({ where: { id: w.customer.companyId } });
  const terms = only(
    (
      await call(
        h.tokenFor(w.admin),
        'mutation($id: ID!) { setCompanyCreditTerms(id: $id, terms: { creditLimitCents: 123400, paymentTermsDays: 45 }) { id } }',
        { id: w.customer.companyId },
      )
    ).records,
    'Company',
  );
  expect(terms).toMatchObject({
    companyId: w.customer.companyId,
    actorRole: 'ADMIN',
    operation: 'setCompanyCreditTerms',
  });
  expect(terms.changed).toEqual(expect.arrayContaining(['creditLimitCents', 'paymentTermsDays']));
  expect([terms.before!.creditLimitCents, terms.after!.creditLimitCents]).toEqual([
    before.creditLimitCents,
    123400,
  ]);
  expect([terms.before!.paymentTermsDays, terms.after!.paymentTermsDays]).toEqual([
    before.paymentTermsDays,
    45,
  ]);
});

it('a tax rate: made, then changed', async () => {
  const w = await buildWorld(h);
  const token = h.tokenFor(w.admin);
  const SET = 'mutation($id: ID, $i: TaxRateInput!) { setTaxRate(id: $id, input: $i) { id } }';
  const made = await call(token, SET, { i: { country: 'DE', name: 'MwSt', ratePercent: '19' } });
  const insert = only(made.records, 'TaxRate');
  expect(insert).toMatchObject({ action: 'INSERT', before: null, entityId: made.data.setTaxRate.id });
  expect(insert.after).toMatchObject({ country: 'DE', name: 'MwSt', rateMillionths: 190_000 });
  const changed = only(
    (
      await call(token, SET, {
        id: made.data.setTaxRate.id,
        i: { country: 'DE', name: 'MwSt', ratePercent: '7' },
      })
    ).records,
    'TaxRate',
  );
  expect([changed.before!.rateMillionths, changed.after!.rateMillionths]).toEqual([190_000, 70_000]);
  expect(changed.changed).toContain('rateMillionths');
});

it('a webhook endpoint and an API key: recorded without their secrets; a rotation is named but its values are not kept', async () => {
  const w = await buildWorld(h);
  const token = h.tokenFor(w.admin);
  const made = await call(
    token,
    'mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { id } } }',
    { i: { url: 'https://93.184.215.14/hook', eventTypes: ['invoice.paid'] } },
  );
  const insert = only(made.records, 'WebhookEndpoint');
  expect(insert.after).toMatchObject({
    url: 'https://93.184.215.14/hook',
    eventTypes: ['invoice.paid'],
    enabled: true,
  });
  expect(insert.after).not.toHaveProperty('secret');
  const rotated = only(
    (
      await call(token, 'mutation($id: ID!) { rotateWebhookSecret(id: $id, overlapHours: 24) { secret } }', {
        id: made.data.createWebhookEndpoint.endpoint.id,
      })
    ).records,
    'WebhookEndpoint',
  );
  expect(rotated.changed).toEqual(expect.arrayContaining(['secret', 'previousSecret', 'secretRotatedAt']));
  for (const side of [rotated.before, rotated.after]) {
    expect(side).not.toHaveProperty('secret');
    expect(side).not.toHaveProperty('previousSecret');
  }
  const key = await call(
    token,
    'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key apiKey { id } } }',
    { i: { name: 'ERP', scopes: ['read:orders'] } },
  );
  const keyRecord = only(key.records, 'ApiKey');
  expect(keyRecord.after).toMatchObject({ name: 'ERP', scopes: ['read:orders'] });
  expect(keyRecord.after).not.toHaveProperty('hash');
  // Secrets appear nowhere in the trail.
  const secrets = [made.data.createWebhookEndpoint.secret, key.data.createApiKey.key];
  const all = JSON.stringify(
    await h.db.auditRecord.findMany({ where: { requestId: { startsWith: 'values-' } } }),
  );
  for (const s of secrets) expect(all).not.toContain(s);
});

it("a key's own writes carry the key; its last use alone records nothing", async () => {
  const w = await buildWorld(h);
  const key = await call(
    h.tokenFor(w.admin),
    'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key apiKey { id } } }',
    { i: { name: 'Catalog sync', scopes: ['write:products', 'read:products'] } },
  );
  const requestId = `values-key-${Date.now()}`;
  const input = {
    name: 'Renamed by key',
    description: 'd',
    imageUrl: w.product.imageUrl,
    priceCents: 777,
    quantity: w.product.quantity,
    version: w.product.version,
  };
  const res = await h
    .http()
    .post('/graphql')
    .set('x-api-key', key.data.createApiKey.key)
    .set('x-request-id', requestId)
    .send({
      query: 'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }',
      variables: { id: w.product.id, i: input },
    });
  expect(res.body.errors).toBeUndefined();
  const records = await h.db.auditRecord.findMany({ where: { requestId } });
  expect(records.map((r) => [r.entityType, r.apiKeyId, r.userId])).toEqual([
    ['Product', key.data.createApiKey.apiKey.id, w.admin.id],
  ]);
});

it("checkout on pg: the buyer's order and items are recorded with the buyer; the stock it took is not recorded again", async () => {
  const w = await buildWorld(h);
  const DETAILS = {
    companyName: 'Audit Ltd',
    addressLine1: '1 Road',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
    country: 'GB',
    contactPhone: '+44 113 496 0000',
  };
  const { records } = await call(
    h.tokenFor(w.customer),
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id } }',
    { ids: [w.item.id], d: DETAILS },
  );
  expect(new Set(records.map((r) => r.entityType))).toEqual(new Set(['PurchaseOrder', 'OrderItem']));
  expect(records.every((r) => r.userId === w.customer.id && r.operation === 'checkout')).toBe(true);
});

it('a change outside any request is recorded as SYSTEM', async () => {
  const w = await buildWorld(h);
  await h.db.product.update({ where: { id: w.product.id }, data: { name: 'Renamed by a script' } });
  const [r] = await h.db.auditRecord.findMany({
    where: { entityId: w.product.id, action: 'UPDATE' },
    orderBy: { createdAt: 'desc' },
    take: 1,
  });
  expect(r).toMatchObject({ actorType: 'SYSTEM', userId: null, operation: null, requestId: null });
  expect((r.after as { name: string }).name).toBe('Renamed by a script');
});

it('the database refuses to change or delete a record, whoever asks', async () => {
  const w = await buildWorld(h);
  await h.db.product.update({ where: { id: w.product.id }, data: { name: 'Something to record' } });
  const [r] = await h.db.auditRecord.findMany({ orderBy: { createdAt: 'desc' }, take: 1 });
  await expect(
    h.db.$executeRawUnsafe('UPDATE "AuditRecord" SET "after" = NULL WHERE id = $1::uuid', r.id),
  ).rejects.toThrow(/append-only/);
  await expect(h.db.$executeRawUnsafe('DELETE FROM "AuditRecord" WHERE id = $1::uuid', r.id)).rejects.toThrow(
    /append-only/,
  );
  await expect(
    h.db.auditRecord.update({ where: { id: r.id }, data: { operation: 'forged' } }),
  ).rejects.toThrow(/append-only/);
  await expect(h.db.auditRecord.deleteMany({})).rejects.toThrow(/append-only/);
  expect(await h.db.auditRecord.findUniqueOrThrow({ where: { id: r.id } })).toEqual(r);
});
