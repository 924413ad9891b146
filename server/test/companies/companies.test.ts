/**
 * Company accounts against real PostgreSQL: one credit limit for all members' open invoices, who sees
 * which orders, what accounts payable may not do, invitations (single use, expiry, revocation, verified e-mail, no
 * moving someone out of a company by themselves), roles with a company admin always kept, also under races.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { dbSnapshot } from '../support/db-snapshot';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as creditService from '../../src/modules/credit/credit.service';
import * as companies from '../../src/modules/companies/company.service';
import * as members from '../../src/modules/companies/members';
import * as invitations from '../../src/modules/companies/invitations';
import type { CompanyRole, User } from '../../src/generated/prisma/client';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  h.deps.clock = undefined;
});

const details = {
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
type Failure = { extensions?: Record<string, unknown>; message: string };
async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    const err = e as Failure;
    return { code: err.extensions?.code, reason: err.extensions?.reason, message: err.message };
  }
  throw new Error('expected a refusal');
}

/** A company with an admin and members of the given roles. */
async function company(roles: CompanyRole[] = []) {
  const admin = await h.factories.createUser(h.db);
  await companies.updateMyCompany(ctxFor(h, admin), { name: 'Acme Crafts Ltd' });
  const people: User[] = [];
  for (const role of roles)
    people.push(
      await h.factories.createUser(h.db, {
        company: { connect: { id: admin.companyId } },
        companyRole: role,
      }),
    );
  return { admin, people, companyId: admin.companyId };
}
/** One checked-out order of `user` worth `units` x $1. */
async function order(user: User, units = 100) {
  const p = await h.factories.createProduct(h.db, { priceCents: 100, quantity: 100_000 });
  const item = await orders.placeOrder(ctxFor(h, user), {
    productId: p.id,
    quantity: units,
    phone: '5550100',
  });
  return pos.checkout(ctxFor(h, user), { itemIds: [item.id], details });
}

describe('one company, one credit limit', () => {
  it("every member's open invoices count against the company's limit, and terms come from the company", async () => {
    const {
      admin,
      people: [buyer],
      companyId,
    } = await company(['BUYER']);
    await h.db.company.update({
      where: { id: companyId },
      data: { creditLimitCents: 25_000, paymentTermsDays: 45 },
    });
    const first = await order(admin, 200); // $200
    expect(first.termsDays).toBe(45);
    expect(first.companyId).toBe(companyId);
    const r = await refusal(order(buyer, 100)); // $100 more: over $250
    expect(r).toMatchObject({ code: 'CONFLICT', reason: 'CREDIT_LIMIT' });
    expect(r.message).toContain('$50.00 is available');
    expect(await creditService.myCredit(ctxFor(h, buyer))).toMatchObject({
      limitCents: 25_000,
      openCents: 20_000,
      availableCents: 5_000,
      termsDays: 45,
    });
  });

  it("an overdue invoice of one member holds every member; lifting the company's hold frees them all", async () => {
    const {
      admin,
      people: [buyer],
      companyId,
    } = await company(['BUYER']);
    await h.db.company.update({ where: { id: companyId }, data: { paymentTermsDays: 0 } });
    await order(admin);
    h.deps.clock = () => new Date(Date.now() + 3 * 86_400_000);
    expect(await refusal(order(buyer))).toMatchObject({ reason: 'CREDIT_HOLD' });
    const shop = await h.factories.createUser(h.db, { role: 'ADMIN' });
    await companies.liftCompanyCreditHold(ctxFor(h, shop), companyId);
    await expect(order(buyer)).resolves.toMatchObject({ companyId });
  });

  it("parallel checkouts of two members never pass the company's limit together", async () => {
    const { admin, people, companyId } = await company(['BUYER', 'BUYER', 'REQUESTER']);
    await h.db.company.update({ where: { id: companyId }, data: { creditLimitCents: 25_000 } });
    const buyers = [admin, ...people];
    const items = await Promise.all(
      buyers.map(async (u) => {
        const p = await h.factories.createProduct(h.db, { priceCents: 100, quantity: 100_000 });
        return orders.placeOrder(ctxFor(h, u), { productId: p.id, quantity: 100, phone: '5550100' });
      }),
    );
    const results = await Promise.allSettled(
      buyers.map((u, i) => pos.checkout(ctxFor(h, u), { itemIds: [items[i].id], details })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const open = await h.db.purchaseOrder.aggregate({ where: { companyId }, _sum: { totalCents: true } });
    expect(open._sum.totalCents).toBe(20_000);
  });
});

describe('who sees which orders', () => {
  it("buyers see their own; the company admin and accounts payable see all the company's; another company sees none", async () => {
    const {
      admin,
      people: [buyer, payable],
    } = await company(['BUYER', 'ACCOUNTS_PAYABLE']);
    const outsider = await h.factories.createUser(h.db);
    const mine = await order(buyer);
    const theirs = await order(admin);
    const ids = async (u: User) => (await pos.myPurchaseOrders(ctxFor(h, u))).map((p) => p.id).sort();
    expect(await ids(buyer)).toEqual([mine.id]);
    expect(await ids(admin)).toEqual([mine.id, theirs.id].sort());
    expect(await ids(payable)).toEqual([mine.id, theirs.id].sort());
    expect(await ids(outsider)).toEqual([]);
    await expect(pos.purchaseOrder(ctxFor(h, payable), mine.id)).resolves.toMatchObject({ id: mine.id });
    expect(await refusal(pos.purchaseOrder(ctxFor(h, buyer), theirs.id))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await refusal(pos.purchaseOrder(ctxFor(h, outsider), mine.id))).toMatchObject({
      code: 'FORBIDDEN',
    });
    // Upper-case id, same answer: the id's case never changes who may see it.
    expect(await refusal(pos.purchaseOrder(ctxFor(h, outsider), mine.id.toUpperCase()))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it("accounts payable downloads the company's invoices over GraphQL and REST but places nothing", async () => {
    const {
      admin,
      people: [payable],
    } = await company(['ACCOUNTS_PAYABLE']);
    const po = await order(admin);
    const token = h.tokenFor(payable);
    const doc = await h.gql(
      'query($id: ID!) { purchaseOrder(id: $id) { invoiceNumber totalCents } }',
      { id: po.id },
      token,
    );
    expect(doc.errors).toBeUndefined();
    expect(doc.data.purchaseOrder.invoiceNumber).toBe(po.invoiceNumber);
    const pdf = await h
      .http()
      .get(`/purchase-orders/${po.id}/invoice.pdf`)
      .set('Authorization', `Bearer ${token}`);
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const p = await h.factories.createProduct(h.db, { quantity: 10_000 });
    const before = await dbSnapshot(h.db);
    const placed = await h.gql(
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
      { i: { productId: p.id, quantity: 100, phone: '5550100' } },
      token,
    );
    expect(placed.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'COMPANY_ROLE' });
    expect(placed.errors?.[0].message).toBe('Your company role (Accounts payable) cannot do this');
    const rest = await h
      .http()
      .post('/user-orderd-data')
      .set('Authorization', `Bearer ${token}`)
      .send({ productId: p.id, quantity: 100, phone: '5550100' });
    expect(rest.status).toBe(403);
    expect(await dbSnapshot(h.db)).toEqual(before);
  });
});

describe('invitations', () => {
  async function invite(admin: User, email: string, role: CompanyRole = 'BUYER') {
    return invitations.inviteToCompany(ctxFor(h, admin), { email, role });
  }

  it('the invitee with that e-mail verified joins with the role, once; the empty one-person company goes', async () => {
    const { admin, companyId } = await company();
    const invitee = await h.factories.createUser(h.db, { email: 'new.buyer@example.com' });
    const inv = await invite(admin, 'New.Buyer@Example.com ', 'REQUESTER');
    expect(inv.email).toBe('new.buyer@example.com');
    expect((await invitations.myInvitations(ctxFor(h, invitee))).map((i) => i.id)).toEqual([inv.id]);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => invitations.acceptCompanyInvitation(ctxFor(h, invitee), inv.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const joined = await h.db.user.findUniqueOrThrow({ where: { id: invitee.id } });
    expect([joined.companyId, joined.companyRole]).toEqual([companyId, 'REQUESTER']);
    expect(await h.db.company.findUnique({ where: { id: invitee.companyId } })).toBeNull();
    expect(await refusal(invitations.acceptCompanyInvitation(ctxFor(h, joined), inv.id))).toMatchObject({
      reason: 'INVITATION_CLOSED',
    });
    const event = await h.db.outboxEvent.findFirstOrThrow({ where: { type: 'user.invited' } });
    expect(event.payload).toMatchObject({
      invitationId: inv.id,
      email: 'new.buyer@example.com',
      role: 'REQUESTER',
      companyId,
    });
  });

  it('refuses another address, an unverified address, an expired or revoked invitation, and changes nothing', async () => {
    const { admin } = await company();
    const other = await h.factories.createUser(h.db, { email: 'other@example.com' });
    const unverified = await h.factories.createUser(h.db, {
      email: 'late@example.com',
      emailVerified: false,
    });
    const invited = await h.factories.createUser(h.db, { email: 'invited@example.com' });
    const inv = await invite(admin, 'invited@example.com');
    const late = await invite(admin, 'late@example.com');
    const before = await dbSnapshot(h.db);
    expect(await refusal(invitations.acceptCompanyInvitation(ctxFor(h, other), inv.id))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await refusal(invitations.acceptCompanyInvitation(ctxFor(h, unverified), late.id))).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'EMAIL_NOT_VERIFIED',
    });
    h.deps.clock = () => new Date(Date.now() + 8 * 86_400_000);
    expect(await refusal(invitations.acceptCompanyInvitation(ctxFor(h, invited), inv.id))).toMatchObject({
      reason: 'INVITATION_CLOSED',
      message: expect.stringContaining('expired'),
    });
    expect(await dbSnapshot(h.db)).toEqual(before);
    h.deps.clock = undefined;
    await invitations.revokeCompanyInvitation(ctxFor(h, admin), inv.id);
    expect(await refusal(invitations.acceptCompanyInvitation(ctxFor(h, invited), inv.id))).toMatchObject({
      reason: 'INVITATION_CLOSED',
      message: expect.stringContaining('revoked'),
    });
  });

  it('never moves someone who belongs to a company with others or with orders of its own: the shop does', async () => {
    const { admin, companyId } = await company();
    const elsewhere = await company(['BUYER']);
    const withOrders = await h.factories.createUser(h.db, { email: 'busy@example.com' });
    await order(withOrders);
    const inv1 = await invite(admin, 'busy@example.com');
    const inv2 = await invite(admin, elsewhere.admin.email);
    expect(await refusal(invitations.acceptCompanyInvitation(ctxFor(h, withOrders), inv1.id))).toMatchObject({
      reason: 'IN_ANOTHER_COMPANY',
      message: expect.stringContaining('orders of its own'),
    });
    expect(
      await refusal(invitations.acceptCompanyInvitation(ctxFor(h, elsewhere.admin), inv2.id)),
    ).toMatchObject({ reason: 'IN_ANOTHER_COMPANY', message: expect.stringContaining('Acme Crafts Ltd') });
    const shop = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const moved = await members.moveUserToCompany(ctxFor(h, shop), withOrders.id, companyId, 'BUYER');
    expect([moved.companyId, moved.companyRole]).toEqual([companyId, 'BUYER']);
    // Their order stays with the company it was placed for.
    expect(await h.db.purchaseOrder.count({ where: { companyId: withOrders.companyId } })).toBe(1);
  });

  it('an address can hold one open invitation per company; a member cannot be invited again', async () => {
    const {
      admin,
      people: [buyer],
    } = await company(['BUYER']);
    await invite(admin, 'twice@example.com');
    expect(await refusal(invite(admin, 'twice@example.com'))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('already has an open invitation'),
    });
    expect(await refusal(invite(admin, buyer.email))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('already a member'),
    });
    expect(await refusal(invite(admin, 'not-an-email'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Enter a valid e-mail',
    });
    expect(
      await refusal(invitations.inviteToCompany(ctxFor(h, admin), { email: 'a@b.test', role: 'OWNER' })),
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('roles', () => {
  it('a company keeps a company admin: the last one cannot step down, two admins demoting each other at once leave one', async () => {
    const {
      admin,
      people: [second],
    } = await company(['COMPANY_ADMIN']);
    const results = await Promise.allSettled([
      members.setMemberRole(ctxFor(h, admin), second.id, 'BUYER'),
      members.setMemberRole(ctxFor(h, second), admin.id, 'BUYER'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      await h.db.user.count({ where: { companyId: admin.companyId, companyRole: 'COMPANY_ADMIN' } }),
    ).toBe(1);
    const last = await h.db.user.findFirstOrThrow({
      where: { companyId: admin.companyId, companyRole: 'COMPANY_ADMIN' },
    });
    expect(await refusal(members.setMemberRole(ctxFor(h, last), last.id, 'BUYER'))).toMatchObject({
      reason: 'LAST_COMPANY_ADMIN',
    });
  });

  it("a company admin acts only on their own company's members; a removed member keeps their sign-in in a company of their own", async () => {
    const {
      admin,
      people: [buyer],
    } = await company(['BUYER']);
    const other = await company(['BUYER']);
    expect(
      await refusal(members.setMemberRole(ctxFor(h, admin), other.people[0].id, 'REQUESTER')),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(members.removeCompanyMember(ctxFor(h, admin), other.people[0].id))).toMatchObject({
      code: 'FORBIDDEN',
    });
    const po = await order(buyer);
    const removed = await members.removeCompanyMember(ctxFor(h, admin), buyer.id);
    expect(removed.companyId).not.toBe(admin.companyId);
    expect(removed.companyRole).toBe('COMPANY_ADMIN');
    expect((await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } })).companyId).toBe(
      admin.companyId,
    );
    // The removed buyer no longer sees the company's order.
    expect(await refusal(pos.purchaseOrder(ctxFor(h, removed), po.id))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a role change reaches the very next request (the session cache is cleared)', async () => {
    const {
      admin,
      people: [buyer],
    } = await company(['BUYER']);
    const token = h.tokenFor(buyer);
    const p = await h.factories.createProduct(h.db, { quantity: 10_000 });
    const ask = () =>
      h.gql(
        'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
        { i: { productId: p.id, quantity: 100, phone: '5550100' } },
        token,
      );
    await h.gql('{ me { id } }', {}, token);
    await h.gql(
      `mutation { setMemberRole(userId: "${buyer.id}", role: ACCOUNTS_PAYABLE) { companyRole } }`,
      {},
      h.tokenFor(admin),
    );
    expect((await ask()).errors?.[0].extensions?.reason).toBe('COMPANY_ROLE');
  });
});
