import jwt from 'jsonwebtoken';
import { createHarness, type Harness } from '../support/harness';
import {
  accountExists,
  emailSignIn,
  emailSignUp,
  googleSignIn,
  markEmailVerified,
  uniqueEmail,
} from '../support/emulator';

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

const EXCHANGE = `mutation($t: String!) { exchangeToken(idToken: $t) { token user { id email displayName role isAdmin } } }`;
const ME = `{ me { email role } }`;
const USERS = `{ users { email } }`;

async function exchange(idToken: string) {
  return h.gql(EXCHANGE, { t: idToken });
}

describe('sign-in exchange against the Firebase Auth emulator', () => {
  it('signs up with e-mail and password, sets the display name, and gets a working session', async () => {
    const email = uniqueEmail('signup');
    const { idToken } = await emailSignUp(email, 'secret123', 'Dana Buyer');
    const res = await exchange(idToken);
    expect(res.errors).toBeUndefined();
    expect(res.data.exchangeToken.user).toMatchObject({
      email,
      displayName: 'Dana Buyer',
      role: 'CUSTOMER',
      isAdmin: false,
    });
    const me = await h.gql(ME, {}, res.data.exchangeToken.token);
    expect(me.data.me).toEqual({ email, role: 'CUSTOMER' });
    expect(await h.db.user.count({ where: { email } })).toBe(1);
  });

  it('signs in again with e-mail and keeps one user row', async () => {
    const email = uniqueEmail('again');
    await emailSignUp(email);
    await exchange((await emailSignIn(email)).idToken);
    const second = await exchange((await emailSignIn(email)).idToken);
    expect(second.errors).toBeUndefined();
    expect(await h.db.user.count({ where: { email } })).toBe(1);
  });

  it('accepts a Google credential through the emulator', async () => {
    const email = uniqueEmail('google');
    const { idToken } = await googleSignIn(email, 'Gina Google');
    const res = await exchange(idToken);
    expect(res.errors).toBeUndefined();
    expect(res.data.exchangeToken.user).toMatchObject({ email, displayName: 'Gina Google' });
  });

  it('makes configured admin e-mails admins once the e-mail is verified', async () => {
    const signedUp = await emailSignUp(`owner-${Date.now()}@gluegun.test`);
    await markEmailVerified(signedUp.localId);
    const { idToken } = await emailSignIn((jwt.decode(signedUp.idToken) as any).email);
    const h2 = await createHarness({ ADMIN_EMAILS: (jwt.decode(idToken) as any).email });
    try {
      const res = await h2.gql(EXCHANGE, { t: idToken });
      expect(res.data.exchangeToken.user.role).toBe('ADMIN');
      const users = await h2.gql(USERS, {}, res.data.exchangeToken.token);
      expect(users.errors).toBeUndefined();
    } finally {
      await h2.close();
    }
  });

  it('refuses garbage, tampered and expired Firebase tokens, creating no user', async () => {
    const email = uniqueEmail('tamper');
    const { idToken } = await emailSignUp(email);
    const [head, body] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, email: 'victim@example.com' })).toString('base64url')}.bad`;
    const expired = `${head}.${Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 })).toString('base64url')}.`;
    for (const bad of ['not-a-token', forged, expired]) {
      const res = await exchange(bad);
      expect(res.errors?.[0].extensions.code).toMatch(/UNAUTHENTICATED/);
    }
    expect(await h.db.user.count()).toBe(0);
  });

  it('refuses expired, tampered or foreign session tokens', async () => {
    const { user, token } = await h.signedIn('ADMIN');
    const secret = h.deps.config.sessionSecret;
    const expired = jwt.sign({ v: 0, exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      subject: user.id,
      issuer: 'gluegun-shop',
    });
    const otherKey = jwt.sign({ v: 0 }, 'another-secret-another-secret-another', {
      subject: user.id,
      issuer: 'gluegun-shop',
    });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, v: 0, iss: 'gluegun-shop' })).toString('base64url')}.`;
    for (const bad of [expired, otherKey, none, `${token}x`]) {
      const res = await h.gql(ME, {}, bad);
      expect(res.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await h.gql(ME, {}, token)).data.me.email).toBe(user.email);
  });

  it('keeps a customer out of admin operations', async () => {
    const { idToken } = await emailSignUp(uniqueEmail('cust'));
    const { token } = (await exchange(idToken)).data.exchangeToken;
    const res = await h.gql(USERS, {}, token);
    expect(res.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const make = await h.gql(`mutation { makeAdmin(email: "x@example.com") { modifiedCount } }`, {}, token);
    expect(make.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('ends access on sign-out', async () => {
    const { idToken } = await emailSignUp(uniqueEmail('bye'));
    const { token } = (await exchange(idToken)).data.exchangeToken;
    expect((await h.gql(`mutation { signOut }`, {}, token)).data.signOut).toBe(true);
    expect((await h.gql(ME, {}, token)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('deleting a user revokes their session and removes their sign-in account', async () => {
    const email = uniqueEmail('gone');
    const { idToken, localId } = await emailSignUp(email);
    const session = (await exchange(idToken)).data.exchangeToken;
    const admin = await h.signedIn('ADMIN');
    const del = await h.gql(
      `mutation($id: ID!) { deleteUser(id: $id) }`,
      { id: session.user.id },
      admin.token,
    );
    expect(del.errors).toBeUndefined();
    expect((await h.gql(ME, {}, session.token)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await accountExists(localId)).toBe(false);
  });
});
