import { createHarness, type Harness } from '../support/harness';
import { COMPANY_KEY_SCOPES } from '@gluegun/common';
import { scopesForCompany } from '../../src/auth/access';
import type { User } from '../../src/generated/prisma/client';
import * as purchaseOrders from '../../src/modules/purchase-orders/purchase-order.service';
import * as members from '../../src/modules/companies/members';
import { codeOf, dbSnapshot } from '../graphql/db-snapshot';
import { ctxFor } from '../support/context';
import { createOrderItem } from '../support/order-items';

/**
 * Company API keys: a company admin's key is limited to their company, acts as them there
 * (every visibility rule applies), never reaches an admin operation, and dies when its creator stops being that
 * company's admin (checked on each request, on another instance too).
 */
let h: Harness;
let second: Harness;
beforeAll(async () => {
  h = await createHarness();
  second = await createHarness();
});
afterAll(async () => {
  await h.close();
  await second.close();
});
beforeEach(async () => {
  await h.reset();
});

const CREATE =
  'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key apiKey { id companyId companyName scopes } } }';
const DETAILS = {
  companyName: 'Keys Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const ALL_READS = [
  'read:orders',
  'read:invoices',
  'write:orders',
  'read:company',
  'manage:company',
  'read:profile',
];

async function companyKey(user: User, scopes = ALL_READS, extra: Record<string, unknown> = {}) {
  const res = await h.gql(CREATE, { i: { name: 'ERP', scopes, ...extra } }, h.tokenFor(user));
  expect(res.errors).toBeUndefined();
  return res.data.createApiKey as {
    key: string;
    apiKey: { id: string; companyId: string | null; companyName: string | null };
  };
}

/** A company admin with a buyer in their company, each with a checked-out purchase order and an open item. */
async function company() {
  const admin = await h.factories.createUser(h.db);
  const buyer = await h.factories.createUser(h.db, {
    company: { connect: { id: admin.companyId } },
    companyRole: 'BUYER',
  });
  const product = await h.factories.createProduct(h.db, { quantity: 10_000 });
  const orders = [];
  for (const person of [admin, buyer]) {
    const item = await createOrderItem(h.db, product, person);
    orders.push(await purchaseOrders.checkout(ctxFor(h, person), { itemIds: [item.id], details: DETAILS }));
  }
  const open = await createOrderItem(
    h.db,
    await h.factories.createProduct(h.db, { quantity: 10_000 }),
    buyer,
  );
  return { admin, buyer, orders, open };
}

describe('company API keys', () => {
  it('holds only what a company admin may do, names its company, and is listed only to that company and shop admins', async () => {
    const a = await company();
    const b = await company();
    // The form's list (common) is the declaration's.
    expect(scopesForCompany('COMPANY_ADMIN')).toEqual([...COMPANY_KEY_SCOPES]);
    const created = await companyKey(a.admin);
    expect(created.apiKey.companyId).toBe(a.admin.companyId);
    expect(created.apiKey.companyName).toBeTruthy();
    for (const scope of [
      'read:users',
      'write:products',
      'manage:companies',
      'manage:credit',
      'write:payments',
      'manage:webhooks',
    ]) {
      expect(scopesForCompany('COMPANY_ADMIN')).not.toContain(scope);
      const res = await h.gql(CREATE, { i: { name: 'x', scopes: [scope] } }, h.tokenFor(a.admin));
      expect([scope, codeOf(res)]).toEqual([scope, 'FORBIDDEN']);
    }
    // A buyer is not a company admin: no keys at all.
    const byBuyer = await h.gql(CREATE, { i: { name: 'x', scopes: ['read:orders'] } }, h.tokenFor(a.buyer));
    expect(codeOf(byBuyer)).toBe('FORBIDDEN');
    await companyKey(b.admin);
    const shopAdmin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const seen = async (u: User) =>
      (
        (await h.gql('{ apiKeys { id companyId } }', undefined, h.tokenFor(u))).data.apiKeys as Array<{
          companyId: string;
        }>
      ).map((k) => k.companyId);
    expect(await seen(a.admin)).toEqual([a.admin.companyId]);
    expect((await seen(shopAdmin)).sort()).toEqual([a.admin.companyId, b.admin.companyId].sort());
    const page = await h.gql(
      '{ apiKeyConnection(first: 1) { totalCount nodes { companyId } pageInfo { hasNextPage } } }',
      undefined,
      h.tokenFor(a.admin),
    );
    expect(page.data.apiKeyConnection).toEqual({
      totalCount: 1,
      nodes: [{ companyId: a.admin.companyId }],
      pageInfo: { hasNextPage: false },
    });
    // Another company's admin cannot revoke it; nothing changes.
    const before = await dbSnapshot(h.db);
    const revoke = await h.gql(
      'mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }',
      { id: created.apiKey.id },
      h.tokenFor(b.admin),
    );
    expect(codeOf(revoke)).toBe('FORBIDDEN');
    expect(await dbSnapshot(h.db)).toEqual(before);
    const own = await h.gql(
      'mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }',
      { id: created.apiKey.id },
      h.tokenFor(a.admin),
    );
    expect(own.data.revokeApiKey.revokedAt).toBeTruthy();
  });

  it("sees its company's orders and no other company's by any id, on GraphQL and REST, exactly as its creator does", async () => {
    const a = await company();
    const b = await company();
    const { key } = await companyKey(a.admin);
    const mine = await h.gql('{ myPurchaseOrders { id } }', undefined, key);
    expect((mine.data.myPurchaseOrders as Array<{ id: string }>).map((p) => p.id).sort()).toEqual(
      a.orders.map((p) => p.id).sort(),
    );
    const ownColleague = await h.gql(
      'query($id: ID!) { purchaseOrder(id: $id) { id } }',
      { id: a.orders[1].id },
      key,
    );
    expect(ownColleague.data.purchaseOrder.id).toBe(a.orders[1].id);
    const before = await dbSnapshot(h.db, ['ApiKey']);
    for (const po of b.orders) {
      for (const auth of [key, h.tokenFor(a.admin)]) {
        const gql = await h.gql('query($id: ID!) { purchaseOrder(id: $id) { id } }', { id: po.id }, auth);
        expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(gql));
        expect(gql.data ?? null).toBeNull();
        for (const path of [`/purchase-orders/${po.id}`, `/purchase-orders/${po.id}/invoice.pdf`]) {
          const rest = await h.http().get(path).set('authorization', `Bearer ${auth}`);
          expect([path, [403, 404].includes(rest.status)]).toEqual([path, true]);
        }
      }
      const reorder = await h.http().post(`/purchase-orders/${po.id}/reorder`).set('x-api-key', key).send({});
      expect([403, 404]).toContain(reorder.status);
    }
    for (const id of [b.open.id]) {
      for (const op of ['payOrderItem', 'cancelOrderItem']) {
        const res = await h.gql(`mutation($id: ID!) { ${op}(id: $id) { id } }`, { id }, key);
        expect([op, ['FORBIDDEN', 'NOT_FOUND'].includes(String(codeOf(res)))]).toEqual([op, true]);
      }
      const del = await h.http().delete(`/user-orderd-data/${id}`).set('x-api-key', key);
      expect([403, 404]).toContain(del.status);
    }
    const byEmail = await h.http().get('/userOrder').query({ email: b.admin.email }).set('x-api-key', key);
    expect(byEmail.status).toBe(403);
    expect(await dbSnapshot(h.db, ['ApiKey'])).toEqual(before);
  });

  it('never reaches an admin operation, even when a shop admin makes it for their company', async () => {
    const shopAdmin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const beyond = await h.gql(
      CREATE,
      { i: { name: 'x', scopes: ['read:users'], company: true } },
      h.tokenFor(shopAdmin),
    );
    expect(codeOf(beyond)).toBe('FORBIDDEN');
    const { key, apiKey } = await companyKey(shopAdmin, ['read:orders', 'read:invoices', 'write:orders'], {
      company: true,
    });
    expect(apiKey.companyId).toBe(shopAdmin.companyId);
    for (const query of [
      '{ orders { id } }',
      '{ purchaseOrders { total } }',
      '{ orderConnection(first: 5) { nodes { id } } }',
      '{ purchaseOrderConnection(first: 5) { nodes { id } } }',
    ]) {
      expect([query, codeOf(await h.gql(query, undefined, key))]).toEqual([query, 'FORBIDDEN']);
    }
    for (const path of [
      '/user-orderd-data',
      '/admin/purchase-orders',
      '/admin/purchase-orders.csv',
      '/admin/invoices.csv',
    ]) {
      expect([path, (await h.http().get(path).set('x-api-key', key)).status]).toEqual([path, 403]);
    }
    // The same admin's shop key still reads every order.
    const shop = await companyKey(shopAdmin, ['read:orders'], { company: false });
    expect(shop.apiKey.companyId).toBeNull();
    expect((await h.gql('{ orders { id } }', undefined, shop.key)).errors).toBeUndefined();
  });

  it('stops working at once, on another instance too, when its creator is demoted, removed or deleted', async () => {
    const a = await company();
    const demoted = await companyKey(a.admin);
    expect((await second.gql('{ myPurchaseOrders { id } }', undefined, demoted.key)).errors).toBeUndefined();
    const other = await h.factories.createUser(h.db, {
      company: { connect: { id: a.admin.companyId } },
      companyRole: 'COMPANY_ADMIN',
    });
    await members.setMemberRole(ctxFor(h, other), a.admin.id, 'BUYER');
    expect(codeOf(await second.gql('{ myPurchaseOrders { id } }', undefined, demoted.key))).toBe(
      'UNAUTHENTICATED',
    );
    expect((await second.http().get('/purchase-orders').set('x-api-key', demoted.key)).status).toBe(401);
    // The demotion revoked it for good: made company admin again, the old key stays dead (a new one works).
    expect(
      (await h.db.apiKey.findUniqueOrThrow({ where: { id: demoted.apiKey.id } })).revokedAt,
    ).not.toBeNull();
    await members.setMemberRole(ctxFor(h, other), a.admin.id, 'COMPANY_ADMIN');
    expect(codeOf(await second.gql('{ myPurchaseOrders { id } }', undefined, demoted.key))).toBe(
      'UNAUTHENTICATED',
    );
    const removed = await companyKey(await h.db.user.findUniqueOrThrow({ where: { id: a.admin.id } }));
    expect((await second.gql('{ myPurchaseOrders { id } }', undefined, removed.key)).errors).toBeUndefined();
    await members.removeCompanyMember(ctxFor(h, other), a.admin.id);
    expect(codeOf(await second.gql('{ myPurchaseOrders { id } }', undefined, removed.key))).toBe(
      'UNAUTHENTICATED',
    );
    // Moved back into the company as its admin by the shop: the removal revoked the key too.
    const shopAdmin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    await members.moveUserToCompany(ctxFor(h, shopAdmin), a.admin.id, a.admin.companyId!, 'COMPANY_ADMIN');
    expect(codeOf(await second.gql('{ myPurchaseOrders { id } }', undefined, removed.key))).toBe(
      'UNAUTHENTICATED',
    );
    const deleted = await companyKey(other);
    expect((await second.gql('{ me { id } }', undefined, deleted.key)).errors).toBeUndefined();
    await h.db.user.delete({ where: { id: other.id } });
    expect(codeOf(await second.gql('{ me { id } }', undefined, deleted.key))).toBe('UNAUTHENTICATED');
    expect(await h.db.apiKey.count({ where: { id: deleted.apiKey.id } })).toBe(0);
  });
});
