/**
 * verifySession keeps tokens whose signature checked out (auth/session.ts), so a caller's requests check each
 * token's HMAC once. What must not change with it: an expired token is refused even when it was verified before,
 * an altered token or another secret's is refused, and only the shop's issuer and HS256 are accepted.
 */
import jwt from 'jsonwebtoken';
import { signSession, verifySession } from '../../src/auth/session';

const SECRET = 'session-verify-test-secret-0123456789abcdef';
const OTHER = 'another-secret-of-another-shop-0123456789abcdef';

it('a token verified once is refused once it expires', async () => {
  const token = signSession(SECRET, 1, { sub: 'u1', v: 3 });
  expect(verifySession(SECRET, token)).toEqual({ sub: 'u1', v: 3 });
  expect(verifySession(SECRET, token)).toEqual({ sub: 'u1', v: 3 }); // from the kept verification
  const { exp } = jwt.decode(token) as { exp: number };
  await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 50));
  expect(verifySession(SECRET, token)).toBeNull();
  expect(verifySession(SECRET, token)).toBeNull();
});

it('an altered token, another secret, another issuer or another algorithm is refused, even beside a kept one', () => {
  const token = signSession(SECRET, 600, { sub: 'u2', v: 0 });
  expect(verifySession(SECRET, token)).not.toBeNull();
  const [header, payload, signature] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ ...(jwt.decode(token) as object), v: 99 })).toString(
    'base64url',
  );
  expect(verifySession(SECRET, `${header}.${forged}.${signature}`)).toBeNull();
  expect(verifySession(SECRET, `${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
  expect(verifySession(OTHER, token)).toBeNull();
  expect(
    verifySession(
      SECRET,
      jwt.sign({ v: 0 }, SECRET, { subject: 'u2', issuer: 'someone-else', expiresIn: 600 }),
    ),
  ).toBeNull();
  expect(
    verifySession(
      SECRET,
      jwt.sign({ v: 0 }, SECRET, {
        subject: 'u2',
        issuer: 'gluegun-shop',
        expiresIn: 600,
        algorithm: 'HS512',
      }),
    ),
  ).toBeNull();
  expect(
    verifySession(SECRET, jwt.sign({ v: 0, sub: 'u2', iss: 'gluegun-shop' }, '', { algorithm: 'none' })),
  ).toBeNull();
  // A token not valid yet (nbf in the future) is refused the first time and every time after.
  const later = jwt.sign({ v: 0 }, SECRET, {
    subject: 'u2',
    issuer: 'gluegun-shop',
    expiresIn: 600,
    notBefore: 300,
  });
  expect(verifySession(SECRET, later)).toBeNull();
  expect(verifySession(SECRET, later)).toBeNull();
  expect(verifySession(SECRET, token)).toEqual({ sub: 'u2', v: 0 });
});
