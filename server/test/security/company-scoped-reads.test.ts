/**
 * What a buyer reads follows the company an order was placed for, not only who placed it: a member removed from a
 * company (or moved by the shop into another) reads nothing more of the old company's orders, by GraphQL, REST or
 * an API key they hold; and an approval request shows each reader exactly what they may see of its order.
 */
import { randomUUID } from 'node:crypto';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as approvalsService from '../../src/modules/approvals/approvals.service';
import * as paymentsService from '../../src/modules/payments/payments.service';
import * as cn from '../../src/modules/credit-notes/credit-note.service';
import * as companies from '../../src/modules/companies/company.service';
import * as members from '../../src/modules/companies/members';
import { newKey } from '../../src/auth/api-key';
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
});

const TODAY = new Date().toISOString().slice(0, 10);
const PHONE = '+1 555 0199 7788';
const details = (poNumber: string) => ({
  poNumber,
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: PHONE,
});

async function company(roles: CompanyRole[], name = 'Acme Crafts Ltd') {
  const admin = await h.factories.createUser(h.db, { emailVerified: true });
  await companies.updateMyCompany(ctxFor(h, admin), { name });
  const people: User[] = [];
  for (const role of roles)
    people.push(
      await h.factories.createUser(h.db, {
        company: { connect: { id: admin.companyId } },
        companyRole: role,
        emailVerified: true,
      }),
    );
  return { admin, people };
}
async function item(user: User, dollars: number, phone = PHONE) {
  const p = await h.factories.createProduct(h.db, { priceCents: 100, quantity: 100_000 });
  return orders.placeOrder(ctxFor(h, user), { productId: p.id, quantity: dollars, phone });
}
/** A key of `user`'s own (made before keys were tied to a company; such keys still act as their holder, wherever they are). */
async function personalKey(user: User) {
  const id = randomUUID();
  const { key, prefix, hash } = newKey(id);
  await h.db.apiKey.create({
    data: {
      id,
      name: 'ERP sync',
      prefix,
      hash,
      scopes: ['read:orders', 'read:invoices'],
      userId: user.id,
      companyId: null,
    },
  });
  return key;
}
/** A company key the person creates as admin of the company they are in now. */
async function companyKey(user: User) {
  const res = await h.gql(
    'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key } }',
    { i: { name: 'ERP sync', scopes: ['read:orders', 'read:invoices'] } },
    h.tokenFor(user),
  );
  expect(res.errors).toBeUndefined();
  return res.data.createApiKey.key as string;
}
const fresh = (u: User) => h.db.user.findUniqueOrThrow({ where: { id: u.id } });

/**
 * A buyer of company A places an order, has another approved by A's admin, creates an API key, pays by bank
 * transfer (recorded by the shop); then leaves A (`how`), and the shop records another payment and a credit note.
 */
async function leaver(how: 'removed' | 'moved') {
  const shop = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const {
    admin,
    people: [buyer],
  } = await company(['BUYER']);
  const key = await personalKey(buyer);
  const line = await item(buyer, 300);
  const placed = await pos.checkout(ctxFor(h, buyer), {
    itemIds: [line.id],
    details: details('PO-SECRET-1'),
  });
  await approvalsService.setSpendingLimits(ctxFor(h, admin), buyer.id, { orderLimitCents: 100_000 });
  const bigLine = await item(buyer, 2_000);
  const asked = await approvalsService.submitOrder(ctxFor(h, buyer), {
    itemIds: [bigLine.id],
    details: details('PO-SECRET-2'),
  });
  const approved = await approvalsService.approveOrder(ctxFor(h, admin), asked.approvalRequest!.id);
  await paymentsService.recordPayment(ctxFor(h, shop), placed.id, {
    amountCents: 10_000,
    receivedOn: TODAY,
    reference: 'PAID-BEFORE-LEAVING',
  });
  let b: User;
  if (how === 'removed') {
    b = await members.removeCompanyMember(ctxFor(h, admin), buyer.id);
  } else {
    const other = await company([], 'Bolt Supplies Inc');
    b = await members.moveUserToCompany(ctxFor(h, shop), buyer.id, other.admin.companyId, 'BUYER');
  }
  await paymentsService.recordPayment(ctxFor(h, shop), placed.id, {
    amountCents: 5_000,
    receivedOn: TODAY,
    reference: 'PAID-AFTER-LEAVING',
  });
  const lines = await h.db.invoiceLine.findMany({ where: { purchaseOrderId: placed.id } });
  const note = await cn.issueCreditNote(ctxFor(h, shop), placed.id, {
    reason: 'Damaged in transit',
    settlement: 'HOLD',
    lines: [{ invoiceLineId: lines[0].id, quantity: 10 }],
  });
  const second = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: approved.purchaseOrderId! } });
  const secrets = [
    placed.id,
    second.id,
    placed.invoiceNumber,
    second.invoiceNumber,
    line.id,
    bigLine.id,
    asked.approvalRequest!.id,
    note.id,
    note.creditNoteNumber,
    'PO-SECRET-1',
    'PO-SECRET-2',
    'PAID-BEFORE-LEAVING',
    'PAID-AFTER-LEAVING',
    PHONE,
    'Acme Crafts Ltd',
  ];
  return { buyer: await fresh(b), key, placed, second, note, requestId: asked.approvalRequest!.id, secrets };
}

/** Every list a buyer reads, in two queries (one would pass the query cost limit). */
const LISTS = [
  `query($from: String!, $to: String!) {
  myPurchaseOrders { id invoiceNumber poNumber contactPhone payments { reference } }
  myPurchaseOrderConnection(first: 20) { totalCount nodes { id invoiceNumber } }
  myStatement(from: $from, to: $to) { companyName scope lines { purchaseOrderId reference invoiceNumber } overdue { purchaseOrderId } closingBalanceCents }
}`,
  `{
  myOrders { id invoiceReference userPhone purchaseOrder { id poNumber } }
  myOrderConnection(first: 20) { totalCount nodes { id invoiceReference purchaseOrder { id } } }
  myOrderRequests { id poNumber purchaseOrder { id } }
  myOrderRequestConnection(first: 20) { totalCount nodes { id poNumber purchaseOrder { id } } }
}`,
];
async function readLists(auth: string) {
  const [one, two] = await Promise.all(LISTS.map((q) => h.gql(q, { from: TODAY, to: TODAY }, auth)));
  return { errors: one.errors ?? two.errors, data: { ...one.data, ...two.data } };
}

describe.each(['removed', 'moved'] as const)('a buyer %s from company A', (how) => {
  it("reads none of A's orders, payments, invoices, credit notes, requests or statement lines again (GraphQL, REST, API key)", async () => {
    const w = await leaver(how);
    const now = w.buyer.companyId;
    const newName = (await h.db.company.findUniqueOrThrow({ where: { id: now } })).name;
    expect(newName).not.toBe('Acme Crafts Ltd');
    const keys: Array<[string, string]> = [
      ['session', h.tokenFor(w.buyer)],
      ['own api key', w.key],
    ];
    // Removed, they run a company of their own and may make its keys.
    if (how === 'removed') keys.push(["new company's api key", await companyKey(w.buyer)]);
    for (const [who, auth] of keys) {
      const answers: unknown[] = [];
      const lists = await readLists(auth);
      expect([who, lists.errors]).toEqual([who, undefined]);
      expect(lists.data.myPurchaseOrders).toEqual([]);
      expect(lists.data.myPurchaseOrderConnection).toEqual({ totalCount: 0, nodes: [] });
      // Their items are still theirs; none of them is on an order of A's any more.
      expect(lists.data.myOrders).toEqual([]);
      expect(lists.data.myOrderConnection).toEqual({ totalCount: 0, nodes: [] });
      expect(lists.data.myOrderRequests).toEqual([]);
      expect(lists.data.myOrderRequestConnection).toEqual({ totalCount: 0, nodes: [] });
      expect(lists.data.myStatement).toMatchObject({
        companyName: newName,
        lines: [],
        overdue: [],
        closingBalanceCents: 0,
      });
      answers.push(lists);
      for (const id of [w.placed.id, w.second.id]) {
        const one = await h.gql(
          'query($id: ID!) { purchaseOrder(id: $id) { id poNumber payments { reference } } creditNotes(purchaseOrderId: $id) { id } }',
          { id },
          auth,
        );
        expect([who, one.data ?? null, one.errors?.map((e) => e.extensions.code)]).toEqual([
          who,
          null,
          ['FORBIDDEN'],
        ]);
        answers.push(one);
      }
      const request = await h.gql(
        'query($id: ID!) { orderRequest(id: $id) { id poNumber purchaseOrder { id } } }',
        { id: w.requestId },
        auth,
      );
      expect([who, request.data ?? null, request.errors?.[0].extensions.code]).toEqual([
        who,
        null,
        'FORBIDDEN',
      ]);
      answers.push(request);

      const headers = who === 'session' ? { authorization: `Bearer ${auth}` } : { 'x-api-key': auth };
      const get = async (path: string) => {
        const res = await h.http().get(path).set(headers);
        answers.push(res.text ?? res.body?.toString?.());
        return res;
      };
      const p = w.placed.id;
      for (const path of [
        `/purchase-orders/${p}`,
        `/purchase-orders/${p}/invoice.pdf`,
        `/purchase-orders/${p}/credit-notes`,
        `/purchase-orders/${p}/credit-notes/${w.note.id}/pdf`,
        `/purchase-orders/${p}/e-invoice`,
        `/purchase-orders/${p}/credit-notes/${w.note.id}/e-invoice?format=cii`,
        `/purchase-orders/${w.second.id}`,
        `/order-requests/${w.requestId}`,
      ]) {
        expect([path, (await get(path)).status]).toEqual([path, 403]);
      }
      expect((await get('/purchase-orders')).body).toEqual([]);
      expect((await get('/purchase-orders?limit=50')).body).toEqual([]);
      expect((await get(`/userOrder?email=${encodeURIComponent(w.buyer.email)}`)).body).toEqual([]);
      expect((await get(`/userOrder?email=${encodeURIComponent(w.buyer.email)}&limit=50`)).body).toEqual([]);
      expect((await get('/order-requests')).body).toEqual([]);
      const statement = await get(`/my-statement?from=${TODAY}&to=${TODAY}`);
      expect([statement.body.companyId, statement.body.companyName, statement.body.lines]).toEqual([
        now,
        newName,
        [],
      ]);
      expect((await get(`/my-statement.csv?from=${TODAY}&to=${TODAY}`)).status).toBe(200);
      // Nothing of A's orders anywhere in any answer: ids, invoice numbers, PO numbers, payment references, phone.
      const text = JSON.stringify(answers);
      for (const secret of w.secrets)
        expect([who, secret, text.includes(secret)]).toEqual([who, secret, false]);
    }
    // Reordering reads the order too: refused, nothing added.
    const reorder = await h.gql(
      'mutation($id: ID!) { reorder(id: $id) { addedCount } }',
      { id: w.placed.id },
      h.tokenFor(w.buyer),
    );
    expect(reorder.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(
      (
        await h
          .http()
          .post(`/purchase-orders/${w.placed.id}/reorder`)
          .set('authorization', `Bearer ${h.tokenFor(w.buyer)}`)
      ).status,
    ).toBe(403);
  });

  it("a one-click Pay in the new company does not copy the delivery details of an order of A's", async () => {
    const w = await leaver(how);
    const line = await item(w.buyer, 120, '5550123');
    const paid = await h.gql(
      'mutation($id: ID!) { payOrderItem(id: $id) { id status } }',
      { id: line.id },
      h.tokenFor(w.buyer),
    );
    expect(paid.errors).toBeUndefined();
    const po = await h.db.purchaseOrder.findFirstOrThrow({
      where: { lines: { some: { orderItemId: line.id } } },
    });
    expect([po.companyId, po.companyName, po.addressLine1, po.contactPhone]).toEqual([
      w.buyer.companyId,
      null,
      null,
      '5550123',
    ]);
  });

  it("keeps seeing the orders they place for their new company, and A's admin still sees A's", async () => {
    const w = await leaver(how);
    const line = await item(w.buyer, 150);
    const mine = await pos.checkout(ctxFor(h, w.buyer), { itemIds: [line.id], details: details('PO-NEW') });
    const lists = await readLists(h.tokenFor(w.buyer));
    expect(lists.data.myPurchaseOrders.map((po: { id: string }) => po.id)).toEqual([mine.id]);
    expect(lists.data.myOrders.map((i: { id: string }) => i.id)).toEqual([line.id]);
    expect(lists.data.myStatement.lines.map((l: { purchaseOrderId: string }) => l.purchaseOrderId)).toEqual([
      mine.id,
    ]);
    const aAdmin = await h.db.user.findFirstOrThrow({
      where: { companyId: w.placed.companyId!, companyRole: 'COMPANY_ADMIN' },
    });
    const theirs = await h.gql('{ myPurchaseOrders { id } }', {}, h.tokenFor(aAdmin));
    expect(theirs.data.myPurchaseOrders.map((po: { id: string }) => po.id).sort()).toEqual(
      [w.placed.id, w.second.id].sort(),
    );
  });
});

const REQUEST = `query($id: ID!) { orderRequest(id: $id) {
  id poNumber purchaseOrder { id poNumber contactPhone payments { reference } remittance { paymentReference } }
  items { id userPhone invoiceReference purchaseOrder { id } } events { kind detail } } }`;

describe('an approval request shows each reader what they may see of its order', () => {
  async function requests() {
    const {
      admin,
      people: [buyer, colleague, otherBuyer, requester, ap],
    } = await company(['BUYER', 'BUYER', 'BUYER', 'REQUESTER', 'ACCOUNTS_PAYABLE']);
    await approvalsService.setApprovalRules(ctxFor(h, admin), [
      { thresholdCents: 50_000, approverRole: 'BUYER' },
    ]);
    // R1: the buyer's $600 order waits for a buyer; the colleague approves it through GraphQL and it is placed.
    const r1 = (
      await approvalsService.submitOrder(ctxFor(h, buyer), {
        itemIds: [(await item(buyer, 600)).id],
        details: details('PO-R1'),
      })
    ).approvalRequest!;
    expect(r1.requiredRoles).toEqual(['BUYER']);
    const approved = await h.gql(
      'mutation($id: ID!) { approveOrder(id: $id) { id status poNumber purchaseOrder { id poNumber } } }',
      { id: r1.id },
      h.tokenFor(colleague),
    );
    expect(approved.errors).toBeUndefined();
    const po1 = (await h.db.approvalRequest.findUniqueOrThrow({ where: { id: r1.id } })).purchaseOrderId!;
    await paymentsService.recordPayment(
      ctxFor(h, await h.factories.createUser(h.db, { role: 'ADMIN' })),
      po1,
      { amountCents: 1_000, receivedOn: TODAY, reference: 'BANK-REF-R1' },
    );
    // R2: a requester's $400 order waits for a company admin only.
    const r2 = (
      await approvalsService.submitOrder(ctxFor(h, requester), {
        itemIds: [(await item(requester, 400)).id],
        details: details('PO-R2'),
      })
    ).approvalRequest!;
    expect(r2.requiredRoles).toEqual(['COMPANY_ADMIN']);
    return {
      admin,
      buyer,
      colleague,
      otherBuyer,
      requester,
      ap,
      r1,
      r2,
      po1,
      approved: approved.data.approveOrder,
    };
  }
  const ask = (u: User, id: string) => h.gql(REQUEST, { id }, h.tokenFor(u));
  const rest = (u: User, id: string) =>
    h
      .http()
      .get(`/order-requests/${id}`)
      .set('authorization', `Bearer ${h.tokenFor(u)}`);

  it("the requester, the company's admins and accounts payable see the order; approvers who were asked see the request only", async () => {
    const w = await requests();
    // The colleague placed it by approving, but the order is the buyer's: they read the request, not the order.
    expect(w.approved).toEqual({ id: w.r1.id, status: 'APPROVED', poNumber: null, purchaseOrder: null });
    for (const reader of [w.buyer, w.admin, w.ap]) {
      const res = await ask(reader, w.r1.id);
      expect(res.errors).toBeUndefined();
      expect(res.data.orderRequest).toMatchObject({
        poNumber: 'PO-R1',
        purchaseOrder: {
          id: w.po1,
          poNumber: 'PO-R1',
          contactPhone: PHONE,
          payments: [{ reference: 'BANK-REF-R1' }],
          remittance: { paymentReference: expect.any(String) },
        },
        items: [{ userPhone: PHONE, invoiceReference: expect.any(String), purchaseOrder: { id: w.po1 } }],
      });
      expect((await rest(reader, w.r1.id)).body).toMatchObject({ id: w.r1.id, purchaseOrderId: w.po1 });
    }
    // The colleague who approved and a buyer whose role it waited for: the request, none of the order.
    for (const reader of [w.colleague, w.otherBuyer]) {
      expect(await pos.purchaseOrder(ctxFor(h, reader), w.po1).catch((e) => e.extensions.code)).toBe(
        'FORBIDDEN',
      );
      const res = await ask(reader, w.r1.id);
      expect(res.errors).toBeUndefined();
      expect(res.data.orderRequest).toMatchObject({
        id: w.r1.id,
        poNumber: null,
        purchaseOrder: null,
        items: [{ userPhone: '', invoiceReference: null, purchaseOrder: null }],
      });
      expect(res.data.orderRequest.events.find((e: { kind: string }) => e.kind === 'PLACED')).toEqual({
        kind: 'PLACED',
        detail: null,
      });
      const text = JSON.stringify(res);
      for (const secret of [w.po1, 'PO-R1', PHONE, 'BANK-REF-R1'])
        expect([secret, text.includes(secret)]).toEqual([secret, false]);
      const viaRest = await rest(reader, w.r1.id);
      expect([viaRest.status, viaRest.body.id, viaRest.body.purchaseOrderId]).toEqual([200, w.r1.id, null]);
    }
  });

  it('nobody else of the company reads a request: not a buyer it never waited for, not another requester', async () => {
    const w = await requests();
    for (const [reader, id] of [
      [w.colleague, w.r2.id],
      [w.buyer, w.r2.id],
      [w.requester, w.r1.id],
    ] as const) {
      const res = await ask(reader, id);
      expect([reader.email, res.data ?? null, res.errors?.[0].extensions.code]).toEqual([
        reader.email,
        null,
        'FORBIDDEN',
      ]);
      expect([reader.email, (await rest(reader, id)).status]).toEqual([reader.email, 403]);
    }
    const key = await personalKey(w.colleague);
    expect((await h.gql(REQUEST, { id: w.r2.id }, key)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await h.http().get(`/order-requests/${w.r2.id}`).set('x-api-key', key)).status).toBe(403);
    // The ones it waits for, its requester and the company's admins and accounts payable do.
    for (const reader of [w.requester, w.admin, w.ap]) {
      const res = await ask(reader, w.r2.id);
      expect([reader.email, res.errors, res.data.orderRequest.poNumber]).toEqual([
        reader.email,
        undefined,
        'PO-R2',
      ]);
    }
  });
});
