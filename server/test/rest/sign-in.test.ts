import { createHarness, type Harness } from '../support/harness';
import { emailSignUp, uniqueEmail } from '../support/emulator';

/** PUT /user/:email with real Firebase ID tokens from the Auth emulator. */
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

describe('PUT /user/:email (token exchange)', () => {
  it('gives a session token that works with both header spellings', async () => {
    const email = uniqueEmail('rest');
    const { idToken } = await emailSignUp(email, 'secret123', 'Rest Person');
    const res = await h.http().put(`/user/${email}`).send({ email, idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({ email, displayName: 'Rest Person', role: 'customer' }),
    });
    const a = await h.http().get(`/admin/${email}`).set('authorization', `Bearer ${res.body.token}`);
    const b = await h.http().get(`/admin/${email}`).set('autherization', `Bearer ${res.body.token}`);
    expect([a.body, b.body]).toEqual([{ admin: false }, { admin: false }]);
  });

  it('refuses a token for another e-mail than the path (403) and creates no user', async () => {
    const email = uniqueEmail('rest');
    const { idToken } = await emailSignUp(email);
    const res = await h.http().put('/user/someone-else@example.com').send({ idToken });
    expect(res.status).toBe(403);
    expect(await h.db.user.count()).toBe(0);
  });
});
