/**
 * Spending limits on an invitation, against real PostgreSQL: a company admin sets them when inviting (GraphQL, REST,
 * a company API key), they are refused by the rule a member's limits meet (setSpendingLimits, the same words under
 * the same field), shown on the pending invitation, and become the member's limits when the invitation is accepted.
 */
import { MAX_ORDER_TOTAL_CENTS } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';
import { ctxFor } from '../support/context';
import * as invitations from '../../src/modules/companies/invitations';

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

const INVITE = `mutation($e: String!, $r: CompanyRole!, $l: SpendingLimitsInput) {
  inviteToCompany(email: $e, role: $r, limits: $l) { id email role spendingLimits { orderLimitCents periodLimitCents limitPeriod } }
}`;
const LIMITS =
  'mutation($id: ID!, $l: SpendingLimitsInput!) { setSpendingLimits(userId: $id, limits: $l) { id } }';
const weekly = { orderLimitCents: 250_000, periodLimitCents: 1_000_000, limitPeriod: 'WEEK' };

async function companyAdmin() {
  const admin = await h.factories.createUser(h.db);
  await h.db.company.update({
    where: { id: admin.companyId },
    data: { personal: false, name: 'Limits Ltd' },
  });
  const buyer = await h.factories.createUser(h.db, {
    company: { connect: { id: admin.companyId } },
    companyRole: 'BUYER',
  });
  return { admin, buyer, token: h.tokenFor(admin) };
}

describe('limits on an invitation', () => {
  it("over GraphQL: set with the invitation, shown on the pending invitation, and the member's once accepted", async () => {
    const { admin, token } = await companyAdmin();
    const res = await h.gql(INVITE, { e: 'limited@example.com', r: 'BUYER', l: weekly }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data.inviteToCompany.spendingLimits).toEqual(weekly);
    const pending = await h.gql(
      '{ myCompany { invitations { email spendingLimits { orderLimitCents periodLimitCents limitPeriod } } } companyInvitationConnection(first: 5) { nodes { email spendingLimits { orderLimitCents } } } }',
      undefined,
      token,
    );
    expect(pending.data.myCompany.invitations).toEqual([
      { email: 'limited@example.com', spendingLimits: weekly },
    ]);
    expect(pending.data.companyInvitationConnection.nodes).toEqual([
      { email: 'limited@example.com', spendingLimits: { orderLimitCents: 250_000 } },
    ]);

    const invitee = await h.factories.createUser(h.db, { email: 'limited@example.com' });
    const accepted = await h.gql(
      'mutation($id: ID!) { acceptCompanyInvitation(id: $id) { role } }',
      { id: res.data.inviteToCompany.id },
      h.tokenFor(invitee),
    );
    expect(accepted.errors).toBeUndefined();
    const joined = await h.db.user.findUniqueOrThrow({ where: { id: invitee.id } });
    expect(joined).toMatchObject({ companyId: admin.companyId, companyRole: 'BUYER', ...weekly });
    const seen = await h.gql(
      '{ myCompany { members { email spendingLimits { orderLimitCents periodLimitCents limitPeriod } } } }',
      undefined,
      token,
    );
    expect(seen.data.myCompany.members).toContainEqual({
      email: 'limited@example.com',
      spendingLimits: weekly,
    });
  });

  it('without limits: none, and accepting clears whatever the person had before', async () => {
    const { admin, token } = await companyAdmin();
    const res = await h.gql(INVITE, { e: 'free@example.com', r: 'BUYER' }, token);
    expect(res.data.inviteToCompany.spendingLimits).toEqual({
      orderLimitCents: null,
      periodLimitCents: null,
      limitPeriod: null,
    });
    const invitee = await h.factories.createUser(h.db, { email: 'free@example.com', orderLimitCents: 5 });
    await invitations.acceptCompanyInvitation(ctxFor(h, invitee), res.data.inviteToCompany.id);
    expect(await h.db.user.findUniqueOrThrow({ where: { id: invitee.id } })).toMatchObject({
      companyId: admin.companyId,
      orderLimitCents: null,
      periodLimitCents: null,
      limitPeriod: null,
    });
  });

  it("refuses limits a member could not have, with setSpendingLimits' words under the same field, and creates nothing", async () => {
    const { buyer, token } = await companyAdmin();
    const before = await dbSnapshot(h.db);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ orderLimitCents: -1 }, 'orderLimitCents'],
      [{ orderLimitCents: MAX_ORDER_TOTAL_CENTS + 1 }, 'orderLimitCents'],
      [{ periodLimitCents: 100 }, 'limitPeriod'],
      [{ periodLimitCents: -5, limitPeriod: 'MONTH' }, 'periodLimitCents'],
    ];
    for (const [l, field] of cases) {
      const invited = await h.gql(INVITE, { e: 'refused@example.com', r: 'BUYER', l }, token);
      const member = await h.gql(LIMITS, { id: buyer.id, l }, token);
      expect([l, invited.errors?.[0]?.extensions?.field, invited.errors?.[0]?.extensions?.code]).toEqual([
        l,
        field,
        'BAD_USER_INPUT',
      ]);
      expect(invited.errors?.[0]?.message).toBe(member.errors?.[0]?.message);
    }
    const rest = await h
      .http()
      .post('/my-company/invitations')
      .set('authorization', `Bearer ${token}`)
      .send({ email: 'refused@example.com', role: 'BUYER', periodLimitCents: 100 });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limitPeriod',
      message: 'Choose whether the period limit is per week or per month',
    });
    const period = await h
      .http()
      .post('/my-company/invitations')
      .set('authorization', `Bearer ${token}`)
      .send({ email: 'refused@example.com', role: 'BUYER', periodLimitCents: 100, limitPeriod: 'DAY' });
    expect(period.body.error).toMatchObject({
      field: 'limitPeriod',
      message: 'Period must be WEEK or MONTH',
    });
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('over REST and with a company API key: POST /my-company/invitations takes and answers the limits', async () => {
    const { token } = await companyAdmin();
    const res = await h
      .http()
      .post('/my-company/invitations')
      .set('authorization', `Bearer ${token}`)
      .send({ email: 'rest@example.com', role: 'BUYER', orderLimitCents: 99_00 });
    expect(res.status).toBe(201);
    expect(res.body.invitation).toMatchObject({
      email: 'rest@example.com',
      orderLimitCents: 99_00,
      periodLimitCents: null,
      limitPeriod: null,
    });
    const listed = await h.http().get('/my-company/invitations').set('authorization', `Bearer ${token}`);
    expect(listed.body).toEqual([
      expect.objectContaining({ email: 'rest@example.com', orderLimitCents: 99_00 }),
    ]);

    const created = await h.gql(
      'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key } }',
      { i: { name: 'ERP', scopes: ['manage:company', 'read:company'] } },
      token,
    );
    const key = created.data.createApiKey.key as string;
    const byKey = await h
      .http()
      .post('/my-company/invitations')
      .set('x-api-key', key)
      .send({ email: 'key@example.com', role: 'BUYER', periodLimitCents: 500_00, limitPeriod: 'MONTH' });
    expect(byKey.status).toBe(201);
    expect(byKey.body.invitation).toMatchObject({
      email: 'key@example.com',
      orderLimitCents: null,
      periodLimitCents: 500_00,
      limitPeriod: 'MONTH',
    });
    const gql = await h.gql(INVITE, { e: 'key2@example.com', r: 'BUYER', l: weekly }, key);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.inviteToCompany.spendingLimits).toEqual(weekly);
  });
});
