/**
 * The buyer reference (docs/decisions/111): a Leitweg-ID is checked when a company saves it (a wrong one refused in
 * words beside its field, over GraphQL and REST, nothing changed), and each order freezes the reference it was
 * placed under, so a later change of the company's reaches only later orders' e-invoices.
 */
import { LEITWEG_ID_CHECK_MESSAGE, LEITWEG_ID_FORM_MESSAGE, orderNumberText } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import { creditNoteEInvoice, invoiceEInvoice } from '../../src/modules/einvoice/einvoice.service';
import type { User } from '../../src/generated/prisma/client';
import { ISSUE } from '../credit-notes/world';
import { pdfText } from '../support/read-pdf';
import { invoiceDocument, renderInvoicePdf } from '../../src/modules/invoices/invoices.service';

const FIRST = '04011000-1234512345-06';
const SECOND = '991-99012-32';
const PROFILE = 'mutation($i: CompanyProfileInput!) { updateMyCompany(input: $i) { buyerReference } }';

let h: Harness;
let admin: { user: User; token: string };
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  admin = await h.signedIn('ADMIN');
});
afterAll(async () => {
  await h.close();
});

async function orderBy(buyer: User, poNumber: string | null) {
  const product = await h.factories.createProduct(h.db, { quantity: 100_000, priceCents: 250 });
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: product.id,
    quantity: 100,
    phone: '5550100',
  });
  return pos.checkout(ctxFor(h, buyer), {
    itemIds: [item.id],
    details: {
      poNumber,
      companyName: 'Beschaffungsamt',
      addressLine1: 'Lagerstraße 2',
      city: 'Musterstadt',
      postalCode: '12345',
      country: 'DE',
      contactPhone: '+49 30 7654321',
    },
  });
}

const referenceIn = async (buyer: User, id: string) => {
  const [ubl, cii] = [
    (await invoiceEInvoice(ctxFor(h, buyer), id, 'ubl')).content.toString('utf8'),
    (await invoiceEInvoice(ctxFor(h, buyer), id, 'cii')).content.toString('utf8'),
  ];
  return [/<cbc:BuyerReference>([^<]*)</.exec(ubl)?.[1], /<ram:BuyerReference>([^<]*)</.exec(cii)?.[1]];
};

describe('saving a Leitweg-ID', () => {
  it('a right one is kept; wrong check digits or a wrong form are refused beside the field, changing nothing', async () => {
    const boss = await h.signedIn();
    const saved = await h.gql(PROFILE, { i: { name: 'Amt Ltd', buyerReference: FIRST } }, boss.token);
    expect(saved.errors).toBeUndefined();
    // A wrong form is refused for a company billed in Germany, where Leitweg-IDs are issued.
    for (const [buyerReference, message, billingCountry] of [
      ['04011000-1234512345-60', LEITWEG_ID_CHECK_MESSAGE, null],
      ['991-99021-32', LEITWEG_ID_CHECK_MESSAGE, null],
      ['991-99012-3', LEITWEG_ID_FORM_MESSAGE, 'DE'],
    ]) {
      const res = await h.gql(
        PROFILE,
        { i: { name: 'Renamed Ltd', buyerReference, billingCountry } },
        boss.token,
      );
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { field: 'buyerReference' } });
      const rest = await h
        .http()
        .put('/my-company')
        .set({ authorization: `Bearer ${boss.token}` })
        .send({ name: 'Renamed Ltd', buyerReference, billingCountry });
      expect([rest.status, rest.body.error?.message, rest.body.error?.field]).toEqual([
        400,
        message,
        'buyerReference',
      ]);
    }
    expect(
      await h.db.company.findUniqueOrThrow({
        where: { id: boss.user.companyId as string },
        select: { name: true, buyerReference: true },
      }),
    ).toEqual({ name: 'Amt Ltd', buyerReference: FIRST });
  });

  it('a shop admin editing the company meets the same check', async () => {
    const boss = await h.signedIn();
    const res = await h.gql(
      'mutation($id: ID!, $i: CompanyProfileInput!) { updateCompany(id: $id, input: $i) { buyerReference } }',
      { id: boss.user.companyId, i: { name: 'Amt Ltd', buyerReference: '991-99012-23' } },
      admin.token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: LEITWEG_ID_CHECK_MESSAGE,
      extensions: { field: 'buyerReference' },
    });
  });
});

describe('the reference frozen on the order', () => {
  it("keeps the company's reference of the day it was placed on its invoice and credit note, after the company changes it", async () => {
    const buyer = await h.signedIn();
    expect(
      (await h.gql(PROFILE, { i: { name: 'Amt Ltd', buyerReference: FIRST } }, buyer.token)).errors,
    ).toBeUndefined();
    const before = await orderBy(buyer.user, 'PO-1');
    expect(before.buyerReference).toBe(FIRST);
    expect(
      (await h.gql(PROFILE, { i: { name: 'Amt Ltd', buyerReference: SECOND } }, buyer.token)).errors,
    ).toBeUndefined();
    const after = await orderBy(buyer.user, 'PO-2');
    expect(await referenceIn(buyer.user, before.id)).toEqual([FIRST, FIRST]);
    expect(await referenceIn(buyer.user, after.id)).toEqual([SECOND, SECOND]);

    const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: before.id } });
    const issued = await h.gql(
      ISSUE,
      {
        id: before.id,
        i: { reason: 'One damaged', settlement: 'HOLD', lines: [{ invoiceLineId: line.id, quantity: 1 }] },
      },
      admin.token,
    );
    expect(issued.errors).toBeUndefined();
    const note = await h.db.creditNote.findFirstOrThrow({ where: { purchaseOrderId: before.id } });
    const xml = (await creditNoteEInvoice(ctxFor(h, buyer.user), before.id, note.id, 'ubl')).content.toString(
      'utf8',
    );
    expect(xml).toContain(`<cbc:BuyerReference>${FIRST}</cbc:BuyerReference>`);
  });

  it('without a company reference freezes the PO number, else the order number; setting one later changes neither', async () => {
    const buyer = await h.signedIn();
    const withPo = await orderBy(buyer.user, 'PO-4711');
    const withoutPo = await orderBy(buyer.user, null);
    expect([withPo.buyerReference, withoutPo.buyerReference]).toEqual([
      'PO-4711',
      orderNumberText(withoutPo.number),
    ]);
    expect(
      (await h.gql(PROFILE, { i: { name: 'Amt Ltd', buyerReference: SECOND } }, buyer.token)).errors,
    ).toBeUndefined();
    expect(await referenceIn(buyer.user, withPo.id)).toEqual(['PO-4711', 'PO-4711']);
    expect(await referenceIn(buyer.user, withoutPo.id)).toEqual([
      orderNumberText(withoutPo.number),
      orderNumberText(withoutPo.number),
    ]);
  });

  it('is printed on the PDF invoice as "Buyer reference" when it is the company\'s own, never when it only repeats the PO or order number', async () => {
    const buyer = await h.signedIn();
    const pdfOf = async (id: string) =>
      pdfText(await renderInvoicePdf(await invoiceDocument(ctxFor(h, buyer.user), id)));
    const plain = await pdfOf((await orderBy(buyer.user, 'PO-77')).id);
    expect(plain).toContain('PO-77');
    expect(plain).not.toContain('Buyer reference');
    expect(
      (await h.gql(PROFILE, { i: { name: 'Amt Ltd', buyerReference: FIRST } }, buyer.token)).errors,
    ).toBeUndefined();
    const own = await pdfOf((await orderBy(buyer.user, 'PO-78')).id);
    expect(own).toContain('Buyer reference');
    expect(own).toContain(FIRST);
  });
});
