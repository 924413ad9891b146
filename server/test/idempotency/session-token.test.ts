/**
 * Signing in again while signed in, with an Idempotency-Key: the answer carries a new session token, which is a
 * secret shown once. It is never kept in the idempotency store (a database read or backup would hold a working
 * session); a replay is told why nothing is shown, and the sign-in still works.
 */
import { createHarness, type Harness } from '../support/harness';
import { emailSignUp, uniqueEmail } from '../support/emulator';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

it('a session token in an answer is not stored for replay, on REST and GraphQL', async () => {
  const email = uniqueEmail();
  const { idToken } = await emailSignUp(email, 'secret123', 'Idem Person');
  const first = await h.http().put(`/user/${email}`).send({ email, idToken });
  expect(first.status).toBe(200);
  const token = first.body.token as string;

  const again = await h
    .http()
    .put(`/user/${email}`)
    .set('authorization', `Bearer ${token}`)
    .set('idempotency-key', 'sign-in-1')
    .send({ email, idToken });
  expect([again.status, typeof again.body.token]).toEqual([200, 'string']);
  const gql = await h
    .http()
    .post('/graphql')
    .set('authorization', `Bearer ${token}`)
    .set('idempotency-key', 'sign-in-2')
    .send({
      query: 'mutation($t: String!) { exchangeToken(idToken: $t) { token } }',
      variables: { t: idToken },
    });
  expect(gql.status).toBe(200);

  const rows = await h.db.$queryRawUnsafe<Array<{ body: string | null }>>(
    'SELECT "body" FROM "IdempotencyKey"',
  );
  expect(rows.length).toBeGreaterThanOrEqual(1);
  for (const { body } of rows) expect(body ?? '').not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  const replay = await h
    .http()
    .put(`/user/${email}`)
    .set('authorization', `Bearer ${token}`)
    .set('idempotency-key', 'sign-in-1')
    .send({ email, idToken });
  expect([replay.status, replay.body.error?.message]).toEqual([
    409,
    expect.stringMatching(/shown only once/),
  ]);
});
