/**
 * A shop admin invites someone who has not signed up yet into a company the shop created (GraphQL, REST, a shop
 * API key with manage:companies): the same invitation row and e-mail as a company admin's, the shop admin as its
 * sender, the role and limits picked; revoked by the shop admin; refused to everyone else.
 */
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';

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

const INVITE = `mutation($c: ID!, $e: String!, $r: CompanyRole!, $l: SpendingLimitsInput) {
  adminInviteToCompany(companyId: $c, email: $e, role: $r, limits: $l) { id email role companyName revokedAt spendingLimits { orderLimitCents } }
}`;
const REVOKE = 'mutation($id: ID!) { adminRevokeCompanyInvitation(id: $id) { id revokedAt } }';
const NEW_COMPANY = 'mutation { createCompany(input: { name: "Fresh Start Ltd" }) { id } }';

async function shopAndCompany() {
  const shop = await h.signedIn('ADMIN');
  const created = await h.gql(NEW_COMPANY, undefined, shop.token);
  return { shop, companyId: created.data.createCompany.id as string };
}

describe('a shop admin invites to a company it created', () => {
  it("over GraphQL: the invitation and e-mail a company admin's would make, sent by the shop admin; the new person joins with the role and limits", async () => {
    const { shop, companyId } = await shopAndCompany();
    const res = await h.gql(
      INVITE,
      { c: companyId, e: 'First.Buyer@Example.com', r: 'COMPANY_ADMIN', l: { orderLimitCents: 1_000 } },
      shop.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.adminInviteToCompany).toMatchObject({
      email: 'first.buyer@example.com',
      role: 'COMPANY_ADMIN',
      companyName: 'Fresh Start Ltd',
      revokedAt: null,
      spendingLimits: { orderLimitCents: 1_000 },
    });
    const row = await h.db.companyInvitation.findUniqueOrThrow({
      where: { id: res.data.adminInviteToCompany.id },
    });
    expect(row).toMatchObject({ companyId, invitedById: shop.user.id, role: 'COMPANY_ADMIN' });
    const event = await h.db.outboxEvent.findFirstOrThrow({ where: { type: 'user.invited' } });
    expect(event.payload).toMatchObject({
      invitationId: row.id,
      companyId,
      email: 'first.buyer@example.com',
      invitedById: shop.user.id,
    });
    const listed = await h.gql(
      'query($id: ID!) { company(id: $id) { invitations { email role } } }',
      { id: companyId },
      shop.token,
    );
    expect(listed.data.company.invitations).toEqual([
      { email: 'first.buyer@example.com', role: 'COMPANY_ADMIN' },
    ]);

    // Signs up afterwards (a one-person company of their own), then accepts.
    const newcomer = await h.factories.createUser(h.db, { email: 'first.buyer@example.com' });
    const accepted = await h.gql(
      'mutation($id: ID!) { acceptCompanyInvitation(id: $id) { role company { id } } }',
      { id: row.id },
      h.tokenFor(newcomer),
    );
    expect(accepted.errors).toBeUndefined();
    expect(await h.db.user.findUniqueOrThrow({ where: { id: newcomer.id } })).toMatchObject({
      companyId,
      companyRole: 'COMPANY_ADMIN',
      orderLimitCents: 1_000,
    });
  });

  it('revokes: the invitation closes and can no longer be accepted; a second revoke is refused as closed', async () => {
    const { shop, companyId } = await shopAndCompany();
    const inv = (await h.gql(INVITE, { c: companyId, e: 'gone@example.com', r: 'BUYER' }, shop.token)).data
      .adminInviteToCompany;
    const res = await h.gql(REVOKE, { id: inv.id }, shop.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.adminRevokeCompanyInvitation.revokedAt).not.toBeNull();
    const again = await h.gql(REVOKE, { id: inv.id }, shop.token);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'INVITATION_CLOSED' });
    const late = await h.factories.createUser(h.db, { email: 'gone@example.com' });
    const accepted = await h.gql(
      'mutation($id: ID!) { acceptCompanyInvitation(id: $id) { role } }',
      { id: inv.id },
      h.tokenFor(late),
    );
    expect(accepted.errors?.[0]?.extensions?.reason).toBe('INVITATION_CLOSED');
    // Another company's invitation too (sent by its company admin).
    const owner = await h.factories.createUser(h.db);
    const theirs = await h.gql(
      'mutation { inviteToCompany(email: "theirs@example.com", role: BUYER) { id } }',
      undefined,
      h.tokenFor(owner),
    );
    expect((await h.gql(REVOKE, { id: theirs.data.inviteToCompany.id }, shop.token)).errors).toBeUndefined();
  });

  it('refuses customers and company admins, an unknown company or invitation, bad input, and changes nothing', async () => {
    const { shop, companyId } = await shopAndCompany();
    const inv = (await h.gql(INVITE, { c: companyId, e: 'kept@example.com', r: 'BUYER' }, shop.token)).data
      .adminInviteToCompany;
    const companyAdmin = await h.factories.createUser(h.db);
    const before = await dbSnapshot(h.db);
    const code = (r: { errors?: any[] }) => r.errors?.[0]?.extensions?.code;
    expect(
      code(await h.gql(INVITE, { c: companyId, e: 'x@example.com', r: 'BUYER' }, h.tokenFor(companyAdmin))),
    ).toBe('FORBIDDEN');
    expect(
      code(
        await h.gql(
          INVITE,
          { c: companyAdmin.companyId, e: 'x@example.com', r: 'BUYER' },
          h.tokenFor(companyAdmin),
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(code(await h.gql(REVOKE, { id: inv.id }, h.tokenFor(companyAdmin)))).toBe('FORBIDDEN');
    expect(code(await h.gql(INVITE, { c: companyId, e: 'x@example.com', r: 'BUYER' }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      code(
        await h.gql(
          INVITE,
          { c: '00000000-0000-4000-8000-000000000000', e: 'x@example.com', r: 'BUYER' },
          shop.token,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(code(await h.gql(INVITE, { c: 'nope', e: 'x@example.com', r: 'BUYER' }, shop.token))).toBe(
      'NOT_FOUND',
    );
    expect(code(await h.gql(REVOKE, { id: '00000000-0000-4000-8000-000000000000' }, shop.token))).toBe(
      'NOT_FOUND',
    );
    const bad = await h.gql(INVITE, { c: companyId, e: 'not an e-mail', r: 'BUYER' }, shop.token);
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Enter a valid e-mail',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    const twice = await h.gql(INVITE, { c: companyId, e: 'kept@example.com', r: 'BUYER' }, shop.token);
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'email' });
    const limit = await h.gql(
      INVITE,
      { c: companyId, e: 'x@example.com', r: 'BUYER', l: { periodLimitCents: 1 } },
      shop.token,
    );
    expect(limit.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limitPeriod' });
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('over REST and with a shop API key (manage:companies): POST /admin/companies/{id}/invitations and DELETE /admin/invitations/{id}', async () => {
    const { shop, companyId } = await shopAndCompany();
    const res = await h
      .http()
      .post(`/admin/companies/${companyId}/invitations`)
      .set('authorization', `Bearer ${shop.token}`)
      .send({ email: 'rest@example.com', role: 'REQUESTER', periodLimitCents: 7_000, limitPeriod: 'MONTH' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      invitation: expect.objectContaining({
        companyId,
        email: 'rest@example.com',
        role: 'REQUESTER',
        periodLimitCents: 7_000,
        limitPeriod: 'MONTH',
      }),
    });
    const customer = await h.signedIn();
    expect(
      (
        await h
          .http()
          .post(`/admin/companies/${companyId}/invitations`)
          .set('authorization', `Bearer ${customer.token}`)
          .send({ email: 'c@example.com', role: 'BUYER' })
      ).status,
    ).toBe(403);
    expect(
      (
        await h
          .http()
          .delete(`/admin/invitations/${res.body.invitation.id}`)
          .set('authorization', `Bearer ${customer.token}`)
      ).status,
    ).toBe(403);
    const revoked = await h
      .http()
      .delete(`/admin/invitations/${res.body.invitation.id}`)
      .set('authorization', `Bearer ${shop.token}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.invitation.revokedAt).toEqual(expect.any(String));

    const keyFor = async (scopes: string[]) =>
      (
        await h.gql(
          'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key } }',
          { i: { name: 'CRM', scopes, company: false } },
          shop.token,
        )
      ).data.createApiKey.key as string;
    const key = await keyFor(['manage:companies']);
    const byKey = await h
      .http()
      .post(`/admin/companies/${companyId}/invitations`)
      .set('x-api-key', key)
      .send({ email: 'key@example.com', role: 'BUYER' });
    expect(byKey.status).toBe(201);
    expect((await h.gql(REVOKE, { id: byKey.body.invitation.id }, key)).errors).toBeUndefined();
    const readOnly = await keyFor(['read:users']);
    expect(
      (
        await h
          .http()
          .post(`/admin/companies/${companyId}/invitations`)
          .set('x-api-key', readOnly)
          .send({ email: 'ro@example.com', role: 'BUYER' })
      ).status,
    ).toBe(403);
  });
});
