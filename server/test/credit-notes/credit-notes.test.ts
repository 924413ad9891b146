/**
 * Credit notes (docs/decisions/038) lower what is owed, a paid order can be credited, the money
 * given back is held as customer credit, paid onto other invoices or refunded; refusals change nothing; buyers
 * read their own credit notes and the PDF.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { pdfText } from '../support/read-pdf';
import * as paymentsService from '../../src/modules/payments/payments.service';
import { APPLY, ISSUE, PO_QUERY, REFUND, TODAY, expectReconciled, invoiceFor, makeWorld } from './world';

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

const pay = (admin: { user: any }, id: string, amountCents: number) =>
  paymentsService.recordPayment(ctxFor(h, admin.user), id, {
    amountCents,
    receivedOn: TODAY,
    reference: 'BACS',
  });
const read = async (id: string, token: string) => {
  const res = await h.gql(PO_QUERY, { id }, token);
  expect(res.errors).toBeUndefined();
  expectReconciled(res.data.purchaseOrder);
  return res.data.purchaseOrder;
};
const company = (id: string) => h.db.company.findUniqueOrThrow({ where: { id } });

describe('issueCreditNote', () => {
  it('credits some lines: the balance falls by their value, numbered CN-000123, with its events', async () => {
    const { buyer, admin } = await makeWorld(h);
    const { po } = await invoiceFor(h, buyer.user);
    expect(po.totalCents).toBe(70_000);
    const lines = (await read(po.id, admin.token)).lines;
    const res = await h.gql(
      ISSUE,
      {
        id: po.id,
        i: {
          reason: 'Two cartons damaged',
          settlement: 'HOLD',
          lines: [{ invoiceLineId: lines[1].id, quantity: 40 }],
        },
      },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.issueCreditNote).toMatchObject({
      amountCents: 11_000,
      appliedToInvoiceCents: 11_000,
      releasedCents: 0,
      settlement: 'HOLD',
    });
    expect(res.data.issueCreditNote.creditNoteNumber).toBe(
      `CN-${String(res.data.issueCreditNote.number).padStart(6, '0')}`,
    );
    const after = await read(po.id, buyer.token);
    expect(after).toMatchObject({
      creditedCents: 11_000,
      paidCents: 0,
      balanceCents: 59_000,
      paymentStatus: 'AWAITING_PAYMENT',
    });
    expect(after.creditNotes).toHaveLength(1);
    expect(
      await h.db.purchaseOrderEvent.count({ where: { purchaseOrderId: po.id, kind: 'CREDIT_NOTE_ISSUED' } }),
    ).toBe(1);
    expect(await h.db.outboxEvent.count({ where: { type: 'credit_note.issued' } })).toBe(1);
    // The same line can be credited again up to what is left (160), never past it.
    const again = await h.gql(
      ISSUE,
      {
        id: po.id,
        i: { reason: 'More', settlement: 'HOLD', lines: [{ invoiceLineId: lines[1].id, quantity: 161 }] },
      },
      admin.token,
    );
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(again.errors?.[0].message).toContain('Only 160');
  });

  it('credits a paid order: the money given back is held as customer credit and counts in the credit figures', async () => {
    const { buyer, admin, companyId } = await makeWorld(h);
    const { po } = await invoiceFor(h, buyer.user);
    await pay(admin, po.id, 70_000);
    const res = await h.gql(
      ISSUE,
      { id: po.id, i: { reason: 'Returned in full', settlement: 'HOLD', returnStock: true } },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.issueCreditNote).toMatchObject({
      amountCents: 70_000,
      appliedToInvoiceCents: 0,
      releasedCents: 70_000,
    });
    expect(await read(po.id, admin.token)).toMatchObject({
      creditedCents: 70_000,
      paidCents: 0,
      balanceCents: 0,
      paymentStatus: 'PAID',
    });
    expect((await company(companyId)).creditBalanceCents).toBe(70_000);
    const credit = (
      await h.gql('{ myCredit { openCents heldCreditCents availableCents limitCents } }', {}, buyer.token)
    ).data.myCredit;
    expect(credit).toMatchObject({ openCents: 0, heldCreditCents: 70_000 });
    expect(credit.availableCents).toBe(credit.limitCents);
    // Nothing is left to credit.
    const twice = await h.gql(ISSUE, { id: po.id, i: { reason: 'Again', settlement: 'HOLD' } }, admin.token);
    expect(twice.errors?.[0].message).toContain('already credited');
    // The held credit pays the next invoice (by hand), and the figures follow.
    const { po: next } = await invoiceFor(h, buyer.user);
    const applied = await h.gql(APPLY, { id: next.id, a: null }, admin.token);
    expect(applied.errors).toBeUndefined();
    expect(applied.data.applyCustomerCredit).toMatchObject({
      paidCents: 70_000,
      balanceCents: 0,
      paymentStatus: 'PAID',
    });
    expect((await company(companyId)).creditBalanceCents).toBe(0);
    const entries = await h.db.customerCreditEntry.findMany({
      where: { companyId },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((e) => [e.kind, e.amountCents])).toEqual([
      ['CREDIT_NOTE', 70_000],
      ['APPLIED', -70_000],
    ]);
  });

  it('returns stock for goods returned, only when asked', async () => {
    const { buyer, admin } = await makeWorld(h);
    const { po, productIds } = await invoiceFor(h, buyer.user);
    const stock = async () =>
      (
        await h.db.product.findMany({ where: { id: { in: productIds } }, orderBy: { priceCents: 'asc' } })
      ).map((p) => p.quantity);
    const before = await stock();
    const lines = (await read(po.id, admin.token)).lines;
    await h.gql(
      ISSUE,
      {
        id: po.id,
        i: {
          reason: 'Wrong colour',
          settlement: 'HOLD',
          lines: [{ invoiceLineId: lines[0].id, quantity: 10 }],
        },
      },
      admin.token,
    );
    expect(await stock()).toEqual(before);
    await h.gql(
      ISSUE,
      {
        id: po.id,
        i: {
          reason: 'Sent back',
          settlement: 'HOLD',
          returnStock: true,
          lines: [
            { invoiceLineId: lines[0].id, quantity: 30 },
            { invoiceLineId: lines[1].id, quantity: 5 },
          ],
        },
      },
      admin.token,
    );
    expect(await stock()).toEqual([before[0] + 30, before[1] + 5]);
  });

  it("splits a credit past the balance of a part-paid invoice: the rest pays the company's other open invoices", async () => {
    const { buyer, admin, companyId } = await makeWorld(h);
    const { po } = await invoiceFor(h, buyer.user);
    const { po: other } = await invoiceFor(h, buyer.user);
    await pay(admin, po.id, 60_000);
    const lines = (await read(po.id, admin.token)).lines;
    const res = await h.gql(
      ISSUE,
      {
        id: po.id,
        i: {
          reason: 'Short shipped',
          settlement: 'APPLY',
          lines: [{ invoiceLineId: lines[0].id, quantity: 100 }],
        },
      },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.issueCreditNote).toMatchObject({
      amountCents: 15_000,
      appliedToInvoiceCents: 10_000,
      releasedCents: 5_000,
    });
    expect(await read(po.id, admin.token)).toMatchObject({
      creditedCents: 15_000,
      paidCents: 55_000,
      balanceCents: 0,
      paymentStatus: 'PAID',
    });
    expect(await read(other.id, admin.token)).toMatchObject({ paidCents: 5_000, balanceCents: 65_000 });
    expect((await company(companyId)).creditBalanceCents).toBe(0);
    expect(await h.db.outboxEvent.count({ where: { type: 'customer_credit.applied' } })).toBe(1);
  });

  it('refunds the money given back as a payment out; a held balance is refunded later', async () => {
    const { buyer, admin, companyId } = await makeWorld(h);
    const { po } = await invoiceFor(h, buyer.user);
    await pay(admin, po.id, 70_000);
    const lines = (await read(po.id, admin.token)).lines;
    const missing = await h.gql(
      ISSUE,
      {
        id: po.id,
        i: { reason: 'Damaged', settlement: 'REFUND', lines: [{ invoiceLineId: lines[0].id, quantity: 20 }] },
      },
      admin.token,
    );
    expect(missing.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const res = await h.gql(
      ISSUE,
      {
        id: po.id,
        i: {
          reason: 'Damaged',
          settlement: 'REFUND',
          lines: [{ invoiceLineId: lines[0].id, quantity: 20 }],
          refund: { paidOn: TODAY, method: 'BANK_TRANSFER', reference: 'RFND-1' },
        },
      },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    const refunds = await h.db.refund.findMany({ where: { companyId } });
    expect(refunds.map((r) => [r.amountCents, r.method, r.reference, r.creditNoteId])).toEqual([
      [3_000, 'BANK_TRANSFER', 'RFND-1', res.data.issueCreditNote.id],
    ]);
    expect((await company(companyId)).creditBalanceCents).toBe(0);
    expect(await read(po.id, admin.token)).toMatchObject({
      creditedCents: 3_000,
      paidCents: 67_000,
      balanceCents: 0,
    });
    // Held credit, refunded afterwards; never more than is held.
    await h.gql(
      ISSUE,
      {
        id: po.id,
        i: { reason: 'Late', settlement: 'HOLD', lines: [{ invoiceLineId: lines[1].id, quantity: 10 }] },
      },
      admin.token,
    );
    const over = await h.gql(
      REFUND,
      { c: companyId, r: { amountCents: 2_751, paidOn: TODAY, method: 'CHEQUE', reference: 'CHQ 9' } },
      admin.token,
    );
    expect(over.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const ok = await h.gql(
      REFUND,
      { c: companyId, r: { amountCents: 2_750, paidOn: TODAY, method: 'CHEQUE', reference: 'CHQ 9' } },
      admin.token,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data.recordRefund).toMatchObject({ amountCents: 2_750, paidOn: TODAY, method: 'CHEQUE' });
    expect((await company(companyId)).creditBalanceCents).toBe(0);
    expect(await h.db.outboxEvent.count({ where: { type: 'refund.recorded' } })).toBe(2);
  });

  it('refuses what it must and changes nothing: customers, void invoices, unknown lines, cancelling a credited order', async () => {
    const { buyer, admin } = await makeWorld(h);
    const { po } = await invoiceFor(h, buyer.user);
    const lines = (await read(po.id, admin.token)).lines;
    const asCustomer = await h.gql(
      ISSUE,
      { id: po.id, i: { reason: 'Me', settlement: 'HOLD' } },
      buyer.token,
    );
    expect(asCustomer.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const unknown = await h.gql(
      ISSUE,
      { id: po.id, i: { reason: 'x', settlement: 'HOLD', lines: [{ invoiceLineId: po.id, quantity: 1 }] } },
      admin.token,
    );
    expect(unknown.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const twice = await h.gql(
      ISSUE,
      {
        id: po.id,
        i: {
          reason: 'x',
          settlement: 'HOLD',
          lines: [
            { invoiceLineId: lines[0].id, quantity: 1 },
            { invoiceLineId: lines[0].id, quantity: 1 },
          ],
        },
      },
      admin.token,
    );
    expect(twice.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await h.db.creditNote.count()).toBe(0);
    await h.gql(
      ISSUE,
      {
        id: po.id,
        i: { reason: 'One unit', settlement: 'HOLD', lines: [{ invoiceLineId: lines[0].id, quantity: 1 }] },
      },
      admin.token,
    );
    const cancel = await h.gql(
      'mutation($id: ID!) { updateFulfilment(id: $id, status: CANCELLED) { id } }',
      { id: po.id },
      admin.token,
    );
    expect(cancel.errors?.[0].message).toContain('Credit notes');
    const { po: other } = await invoiceFor(h, buyer.user);
    await h.gql(
      'mutation($id: ID!) { updateFulfilment(id: $id, status: CANCELLED) { id } }',
      { id: other.id },
      admin.token,
    );
    const onVoid = await h.gql(ISSUE, { id: other.id, i: { reason: 'x', settlement: 'HOLD' } }, admin.token);
    expect(onVoid.errors?.[0].message).toContain('void');
    const noCredit = await h.gql(APPLY, { id: po.id, a: 100 }, admin.token);
    expect(noCredit.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(await h.db.creditNote.count()).toBe(1);
  });
});

describe('reading credit notes', () => {
  it('buyers read their own, others are refused; the PDF names the credit note, its invoice and lines', async () => {
    const { buyer, admin } = await makeWorld(h);
    const stranger = await h.signedIn();
    const { po } = await invoiceFor(h, buyer.user);
    const lines = (await read(po.id, admin.token)).lines;
    const issued = (
      await h.gql(
        ISSUE,
        {
          id: po.id,
          i: {
            reason: 'Crushed in transit',
            settlement: 'HOLD',
            lines: [{ invoiceLineId: lines[1].id, quantity: 12 }],
          },
        },
        admin.token,
      )
    ).data.issueCreditNote;
    const mine = await h
      .http()
      .get(`/purchase-orders/${po.id}/credit-notes`)
      .set('authorization', `Bearer ${buyer.token}`);
    expect(mine.status).toBe(200);
    expect(mine.body.creditNotes.map((n: any) => n.creditNoteNumber)).toEqual([issued.creditNoteNumber]);
    const theirs = await h
      .http()
      .get(`/purchase-orders/${po.id}/credit-notes`)
      .set('authorization', `Bearer ${stranger.token}`);
    expect(theirs.status).toBe(403);
    expect(
      (
        await h.gql(
          'query($id: ID!) { creditNotes(purchaseOrderId: $id) { id } }',
          { id: po.id },
          stranger.token,
        )
      ).errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
    const pdf = await h
      .http()
      .get(`/purchase-orders/${po.id}/credit-notes/${issued.id}/pdf`)
      .set('authorization', `Bearer ${buyer.token}`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain(issued.creditNoteNumber);
    expect(text).toContain(po.invoiceNumber);
    expect(text).toContain('Crushed in transit');
    expect(text).toContain('$33.00');
    const otherPdf = await h
      .http()
      .get(`/purchase-orders/${po.id}/credit-notes/${issued.id}/pdf`)
      .set('authorization', `Bearer ${stranger.token}`);
    expect(otherPdf.status).toBe(403);
  });
});
