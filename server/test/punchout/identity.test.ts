/**
 * PunchOut identities against real PostgreSQL: a shop admin sets a company's cXML credentials and OCI sign-in over
 * GraphQL and REST; the secrets are stored as salted scrypt hashes only, never answered, and kept when left out.
 */
import { createHarness, type Harness } from '../support/harness';
import { secretMatches } from '../../src/modules/punchout/secrets';

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

const SAVE = `mutation($c: ID!, $i: PunchOutIdentityInput!) { savePunchOutIdentity(companyId: $c, input: $i) {
  id companyId senderDomain senderIdentity ociEnabled ociUsername punchOutUserId punchOutUserEmail enabled } }`;
const base = {
  fromDomain: 'NetworkID',
  fromIdentity: 'AN01000000001',
  toDomain: 'DUNS',
  toIdentity: '123456789',
  senderDomain: 'NetworkID',
  senderIdentity: 'AN01000000001',
};

it('an admin sets it up with a shared secret; the secret is hashed, never answered, and kept when left out', async () => {
  const admin = await h.signedIn('ADMIN');
  const buyer = await h.signedIn('CUSTOMER');
  const companyId = buyer.user.companyId;
  const first = await h.gql(SAVE, { c: companyId, i: { ...base } }, admin.token);
  expect(first.errors?.[0]?.extensions?.field).toBe('sharedSecret');
  // The company's admin is never the punch-out user: whoever holds the secret would act as them.
  const asAdmin = await h.gql(
    SAVE,
    {
      c: companyId,
      i: { ...base, sharedSecret: 'correct horse battery staple', punchOutUserId: buyer.user.id },
    },
    admin.token,
  );
  expect(asAdmin.errors?.[0]?.extensions?.field).toBe('punchOutUserId');
  await h.db.user.update({ where: { id: buyer.user.id }, data: { companyRole: 'BUYER' } });
  const made = await h.gql(
    SAVE,
    {
      c: companyId,
      i: { ...base, sharedSecret: 'correct horse battery staple', punchOutUserId: buyer.user.id },
    },
    admin.token,
  );
  expect(made.errors).toBeUndefined();
  expect(made.data.savePunchOutIdentity).toMatchObject({
    companyId,
    ociEnabled: false,
    punchOutUserEmail: buyer.user.email,
    enabled: true,
  });
  const row = await h.db.punchOutIdentity.findUniqueOrThrow({ where: { companyId } });
  expect(row.secretHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  expect(await secretMatches('correct horse battery staple', row.secretHash)).toBe(true);
  expect(await secretMatches('correct horse battery stapl', row.secretHash)).toBe(false);

  const again = await h.gql(
    SAVE,
    { c: companyId, i: { ...base, ociUsername: 'SAPBUYER', ociPassword: 'an oci password' } },
    admin.token,
  );
  expect(again.data.savePunchOutIdentity).toMatchObject({
    ociEnabled: true,
    ociUsername: 'SAPBUYER',
    punchOutUserId: null,
  });
  const kept = await h.db.punchOutIdentity.findUniqueOrThrow({ where: { companyId } });
  expect(kept.secretHash).toBe(row.secretHash);
  expect(await secretMatches('an oci password', kept.ociPasswordHash)).toBe(true);

  const rest = await h
    .http()
    .get(`/admin/companies/${companyId}/punchout`)
    .set('authorization', `Bearer ${admin.token}`);
  expect(rest.status).toBe(200);
  expect(rest.body.identity).toMatchObject({ ociUsername: 'SAPBUYER', ociEnabled: true });
  expect(JSON.stringify(rest.body)).not.toMatch(/scrypt|secret|password/i);
});

it('refuses a user of another company, a new OCI user name without its password, and a sender another company uses', async () => {
  const admin = await h.signedIn('ADMIN');
  const a = await h.signedIn('CUSTOMER');
  const b = await h.signedIn('CUSTOMER');
  const stranger = await h.gql(
    SAVE,
    { c: a.user.companyId, i: { ...base, sharedSecret: 'a secret long enough', punchOutUserId: b.user.id } },
    admin.token,
  );
  expect(stranger.errors?.[0]?.extensions?.field).toBe('punchOutUserId');
  const noPassword = await h.gql(
    SAVE,
    { c: a.user.companyId, i: { ...base, sharedSecret: 'a secret long enough', ociUsername: 'SAPBUYER' } },
    admin.token,
  );
  expect(noPassword.errors?.[0]?.extensions?.field).toBe('ociPassword');
  expect(
    (
      await h.gql(
        SAVE,
        { c: a.user.companyId, i: { ...base, sharedSecret: 'a secret long enough' } },
        admin.token,
      )
    ).errors,
  ).toBeUndefined();
  const taken = await h.gql(
    SAVE,
    { c: b.user.companyId, i: { ...base, sharedSecret: 'a secret long enough' } },
    admin.token,
  );
  expect(taken.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  const rest = await h
    .http()
    .put(`/admin/companies/${b.user.companyId}/punchout`)
    .set('authorization', `Bearer ${b.token}`)
    .send({ ...base, sharedSecret: 'a secret long enough' });
  expect(rest.status).toBe(403);
  expect(await h.db.punchOutIdentity.count()).toBe(1);
});
