import 'reflect-metadata';
import { graphql } from 'graphql';
import { createHarness, type Harness } from '../support/harness';
import { orderItemData } from '../support/order-items';
import { createPrisma, type Db } from '../../src/db/prisma';
import { onFastSql } from '../../src/db/fast-sql';
import { resolveUser } from '../../src/auth/resolve-user';
import { SessionCache } from '../../src/lib/session-cache';
import { signSession } from '../../src/auth/session';
import { type SessionUser, createContext } from '../../src/context';
import { getSchema } from '../../src/schema';

/**
 * Counts the SQL statements a query runs (not timed): DataLoaders must batch the field resolvers, so the
 * statement count does not grow with the number of rows (no N+1).
 */
let h: Harness;
let counted: Db;
let statements: string[] = [];

beforeAll(async () => {
  h = await createHarness();
  counted = createPrisma(process.env.TEST_DATABASE_URL!, 5, { logQueries: true });
  (counted as any).$on('query', (e: { query: string }) => statements.push(e.query));
  onFastSql(counted, (sql) => statements.push(sql));
});
afterAll(async () => {
  await counted.$disconnect();
  await h.close();
});

async function run(source: string, user: SessionUser | null) {
  const schema = await getSchema();
  const contextValue = createContext({ ...h.deps, db: counted }, user, false, '127.0.0.1');
  statements = [];
  const result = await graphql({ schema, source, contextValue });
  expect(result.errors).toBeUndefined();
  return { result, statements: [...statements] };
}

describe('SQL statements per query', () => {
  beforeAll(async () => {
    await h.reset();
    const products = await Promise.all(Array.from({ length: 25 }, () => h.factories.createProduct(h.db)));
    const users = await Promise.all(Array.from({ length: 20 }, () => h.factories.createUser(h.db)));
    const rows = [];
    for (let i = 0; i < 100; i++) {
      const p = products[i % 25];
      const u = users[Math.floor(i / 5)];
      rows.push(orderItemData(p, u));
    }
    await h.db.orderItem.createMany({ data: rows });
  });

  it('all orders with product and user for 100 items: at most 3 statements', async () => {
    const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const { result, statements } = await run(
      `{ orders(take: 100) { id productName totalCents product { id name quantity } user { id email } } }`,
      {
        id: admin.id,
        email: admin.email,
        displayName: null,
        role: 'ADMIN',
        emailVerified: true,
        companyId: admin.companyId,
        companyRole: admin.companyRole,
      },
    );
    expect((result.data as any).orders).toHaveLength(100);
    expect(statements.length).toBeGreaterThanOrEqual(3); // orders + products + users: the counter works
    expect(statements.length).toBeLessThanOrEqual(3);
  });

  it('a products page: one statement plus the count', async () => {
    const { result, statements } = await run(
      `{ products(page: 1, pageSize: 24) { total items { id name description imageUrl priceCents quantity } } }`,
      null,
    );
    expect((result.data as any).products.items).toHaveLength(24);
    expect(statements.length).toBeGreaterThanOrEqual(1);
    expect(statements.length).toBeLessThanOrEqual(2);
  });

  it('placeOrder: the product read and one statement writing the item and its event', async () => {
    const buyer = await h.factories.createUser(h.db);
    const product = await h.factories.createProduct(h.db);
    const { result, statements } = await run(
      `mutation { placeOrder(input: { productId: "${product.id}", quantity: 100, phone: "5550100" }) { id status totalCents } }`,
      {
        id: buyer.id,
        email: buyer.email,
        displayName: null,
        role: 'CUSTOMER',
        emailVerified: true,
        companyId: buyer.companyId,
        companyRole: buyer.companyRole,
      },
    );
    expect((result.data as any).placeOrder.status).toBe('PENDING');
    expect(statements).toHaveLength(2);
    expect(await h.db.orderEvent.count({ where: { orderItemId: (result.data as any).placeOrder.id } })).toBe(
      1,
    );
  });

  it('myOrders: one statement', async () => {
    const owner = await h.db.user.findFirstOrThrow({ where: { orderItems: { some: {} } } });
    const { result, statements } = await run(
      '{ myOrders { id productName quantity totalCents status createdAt } }',
      {
        id: owner.id,
        email: owner.email,
        displayName: null,
        role: 'CUSTOMER',
        emailVerified: true,
        companyId: owner.companyId,
        companyRole: owner.companyRole,
      },
    );
    expect((result.data as any).myOrders.length).toBeGreaterThan(0);
    expect(statements).toHaveLength(1);
  });

  it('the session lookup: one statement, none while the session-user cache holds the row', async () => {
    const user = await h.factories.createUser(h.db);
    const token = signSession(h.deps.config.sessionSecret, 3600, { sub: user.id, v: user.tokenVersion });
    const deps = { ...h.deps, db: counted, sessions: new SessionCache(60_000), shared: undefined };
    statements = [];
    expect((await resolveUser(deps, { authorization: `Bearer ${token}` })).user?.id).toBe(user.id);
    expect(statements).toHaveLength(1);
    statements = [];
    expect((await resolveUser(deps, { authorization: `Bearer ${token}` })).user?.id).toBe(user.id);
    expect(statements).toHaveLength(0);
  });
});
