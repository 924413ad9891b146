import { createHarness, type Harness } from '../support/harness';
import { codeOf, dbSnapshot } from '../support/db-snapshot';

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

const ADD = `mutation($i: ReviewInput!) { addReview(input: $i) { id photoUrl description rating authorName } }`;
const LIST = `query($take: Int) { reviews(take: $take) { id description rating } }`;
const good = { photoUrl: 'https://example.com/me.jpg', description: 'Solid guns, fast delivery.' };

describe('reviews', () => {
  it('lists reviews to anyone, newest first, with take', async () => {
    await h.factories.createReview(h.db, { description: 'first', createdAt: new Date(Date.now() - 10_000) });
    await h.factories.createReview(h.db, { description: 'second' });
    const all = await h.gql(LIST, {});
    expect(all.errors).toBeUndefined();
    expect(all.data.reviews.map((r: any) => r.description)).toEqual(['second', 'first']);
    expect((await h.gql(LIST, { take: 1 })).data.reviews).toHaveLength(1);
    expect(codeOf(await h.gql(LIST, { take: 0 }))).toBe('BAD_USER_INPUT');
  });
});

describe('addReview', () => {
  it("stores a signed-in user's review with the fixed 5-star rating; HTML stays plain text", async () => {
    const c = await h.signedIn('CUSTOMER', { displayName: 'Rae' });
    const html = '<img src=x onerror=alert(1)> great';
    const res = await h.gql(ADD, { i: { ...good, description: html } }, c.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.addReview).toMatchObject({ description: html, rating: 5, authorName: 'Rae' });
    expect(await h.db.review.count({ where: { authorId: c.user.id } })).toBe(1);
  });

  it('refuses visitors with UNAUTHENTICATED, changing nothing', async () => {
    const before = await dbSnapshot(h.db);
    expect(codeOf(await h.gql(ADD, { i: good }))).toBe('UNAUTHENTICATED');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('refuses missing fields and unsafe photo links with a clear message, changing nothing', async () => {
    const c = await h.signedIn('CUSTOMER');
    const before = await dbSnapshot(h.db);
    const cases: Array<[Record<string, string>, string]> = [
      [{ photoUrl: '' }, 'Photo URL is required'],
      [{ photoUrl: 'javascript:alert(1)' }, 'Photo URL must be an http(s) link'],
      [{ photoUrl: 'data:text/html,<script>alert(1)</script>' }, 'Photo URL must be an http(s) link'],
      [{ description: '   ' }, 'Description is required'],
      [{ description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters'],
    ];
    for (const [bad, message] of cases) {
      const res = await h.gql(ADD, { i: { ...good, ...bad } }, c.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toBe(message);
    }
    expect(await dbSnapshot(h.db)).toEqual(before);
  });
});
