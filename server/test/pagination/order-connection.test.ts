import { createHarness, type Harness } from '../support/harness';
import { codeOf } from '../support/db-snapshot';
import type { User } from '../../src/generated/prisma/client';

/** Cursor pages of all order items (Query.orderConnection): keyset, stable while rows come and go. */
let h: Harness;
let admin: { user: User; token: string };
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  admin = await h.signedIn('ADMIN');
});

const PAGE = `query($first: Int, $after: String, $last: Int, $before: String) {
  orderConnection(first: $first, after: $after, last: $last, before: $before) {
    totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
type Page = {
  totalCount: number;
  edges: Array<{ cursor: string; node: { id: string } }>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
};

/** `n` order items; groups of five share one createdAt, so ties are broken by id. */
async function items(n: number, at = Date.UTC(2026, 0, 1)): Promise<string[]> {
  const p = await h.factories.createProduct(h.db, { quantity: 1_000_000 });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const u = await h.factories.createUser(h.db);
    const row = await h.db.orderItem.create({
      data: {
        productId: p.id,
        userId: u.id,
        productName: p.name,
        imageUrl: p.imageUrl,
        unitPriceCents: p.priceCents,
        userName: 'c',
        userEmail: u.email,
        userPhone: '5550100',
        quantity: 100,
        createdAt: new Date(at + Math.floor(i / 5) * 1000),
      },
    });
    ids.push(row.id);
  }
  return ids;
}

async function page(vars: Record<string, unknown>): Promise<Page> {
  const res = await h.gql(PAGE, vars, admin.token);
  expect(res.errors).toBeUndefined();
  return res.data.orderConnection as Page;
}

describe('orderConnection', () => {
  it('walks every page forwards while rows are inserted and deleted, finding each row that stayed exactly once; backwards gives the same rows reversed', async () => {
    const ids = await items(60);
    const doomed = new Set(ids.filter((_, i) => i % 7 === 3));
    const seen: string[] = [];
    let after: string | null = null;
    let round = 0;
    for (;;) {
      const p: Page = await page({ first: 8, after });
      seen.push(...p.edges.map((e) => e.node.id));
      // Meanwhile: new rows (newer and older than the cursor) and deletions of rows not yet or already read.
      await items(2, Date.UTC(2026, 0, 1) + (round % 2 ? 100_000 : -100_000));
      const gone = [...doomed].slice(round, round + 1);
      if (gone.length) await h.db.orderItem.deleteMany({ where: { id: { in: gone } } });
      round++;
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    const stayed = ids.filter((id) => !doomed.has(id));
    for (const id of stayed) expect([id, seen.filter((s) => s === id).length]).toEqual([id, 1]);
    expect(new Set(seen).size).toBe(seen.length);

    // Now still: forwards and backwards agree.
    const forwards: string[] = [];
    after = null;
    for (;;) {
      const p: Page = await page({ first: 11, after });
      forwards.push(...p.edges.map((e) => e.node.id));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    const backwards: string[] = [];
    let before: string | null = null;
    for (;;) {
      const p: Page = await page({ last: 9, before });
      backwards.unshift(...p.edges.map((e) => e.node.id));
      if (!p.pageInfo.hasPreviousPage) break;
      before = p.pageInfo.startCursor;
    }
    expect(backwards).toEqual(forwards);
    expect(forwards).toHaveLength(await h.db.orderItem.count());
    const all = await page({ first: 100 });
    expect(all.totalCount).toBe(forwards.length);
  });

  it('reports both directions: a middle page has next and previous', async () => {
    await items(12);
    const one = await page({ first: 5 });
    expect([one.pageInfo.hasPreviousPage, one.pageInfo.hasNextPage]).toEqual([false, true]);
    const two = await page({ first: 5, after: one.pageInfo.endCursor });
    expect([two.pageInfo.hasPreviousPage, two.pageInfo.hasNextPage]).toEqual([true, true]);
    const back = await page({ last: 5, before: two.pageInfo.startCursor });
    expect(back.edges.map((e) => e.node.id)).toEqual(one.edges.map((e) => e.node.id));
    expect([back.pageInfo.hasPreviousPage, back.pageInfo.hasNextPage]).toEqual([false, true]);
  });

  it('refuses bad arguments with the field named', async () => {
    for (const [vars, field, message] of [
      [{ first: 101 }, 'first', 'first must be from 1 to 100'],
      [{ first: 0 }, 'first', 'first must be from 1 to 100'],
      [{ last: 500 }, 'last', 'last must be from 1 to 100'],
      [{ first: 5, last: 5 }, 'last', 'Give first or last, not both'],
      [{ first: 5, after: 'nonsense' }, 'after', 'after is not a cursor from this list'],
      [
        { last: 5, before: Buffer.from('["x","y"]').toString('base64url') },
        'before',
        'before is not a cursor from this list',
      ],
    ] as const) {
      const res = await h.gql(PAGE, vars, admin.token);
      expect([codeOf(res), res.errors?.[0].extensions.field, res.errors?.[0].message]).toEqual([
        'BAD_USER_INPUT',
        field,
        message,
      ]);
    }
  });
});

describe('GET /user-orderd-data?limit= (the same cursors over REST)', () => {
  const linkOf = (res: { headers: Record<string, string> }) =>
    /^<([^>]+)>; rel="next"$/.exec(res.headers.link ?? '')?.[1] ?? null;

  it("follows Link headers through every page while rows come and go: each row that stayed, exactly once, in the spec's item shape", async () => {
    const ids = await items(40);
    const doomed = new Set(ids.filter((_, i) => i % 6 === 2));
    const seen: string[] = [];
    let next: string | null = '/user-orderd-data?limit=7';
    let pages = 0;
    while (next) {
      const res = await h.http().get(next).set('authorization', `Bearer ${admin.token}`);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      for (const o of res.body) {
        expect(o).toMatchObject({ _id: o.id, status: 'PENDING', quantity: 100 });
        seen.push(o.id);
      }
      pages += 1;
      if (pages === 2) {
        await h.db.orderItem.deleteMany({ where: { id: { in: [...doomed] } } });
        await items(5, Date.UTC(2027, 0, 1)); // newer than every cursor: never on a later page
      }
      next = linkOf(res as never);
    }
    const stayed = ids.filter((id) => !doomed.has(id));
    expect(stayed.every((id) => seen.filter((s) => s === id).length === 1)).toBe(true);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a limit out of range, a cursor that is not one, and a cursor without limit, in words and changing nothing', async () => {
    await items(3);
    const get = (q: string) =>
      h.http().get(`/user-orderd-data?${q}`).set('authorization', `Bearer ${admin.token}`);
    expect((await get('limit=0')).body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
      message: 'limit must be from 1 to 100',
    });
    expect((await get('limit=101')).body.error.field).toBe('limit');
    expect((await get('limit=5&cursor=bogus')).body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'cursor',
    });
    expect((await get('cursor=abc')).body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    expect((await get('limit=5&status=LOST')).body.error.field).toBe('status');
    // Without limit: the spec's whole list, as before.
    expect((await get('')).body).toHaveLength(3);
    // Customers: 403 as for the whole list.
    const buyer = await h.signedIn('CUSTOMER');
    expect(
      (await h.http().get('/user-orderd-data?limit=5').set('authorization', `Bearer ${buyer.token}`)).status,
    ).toBe(403);
  });
});
