/**
 * The e-mail job reads an order's invoice in the same statement as its event (INVOICE_FACTS_COLUMNS): the document
 * it draws is the one invoiceDocumentOf reads, field for field, for an invoice with lines, two payments of
 * one day and a credit note, with PostgreSQL's session in another time zone.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as paymentsService from '../../src/modules/payments/payments.service';
import {
  INVOICE_FACTS_COLUMNS,
  invoiceDocumentFromFacts,
  invoiceDocumentOf,
  type InvoiceFactsRow,
} from '../../src/modules/invoices/invoices.service';
import { fastQuery } from '../../src/db/fast-sql';
import type { PurchaseOrder } from '../../src/generated/prisma/client';
import { ISSUE, PO_QUERY, invoiceFor, makeWorld } from '../credit-notes/world';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
});
afterAll(async () => {
  await h.close();
});

it('draws the invoice the shop reads: lines, payments and credit notes in order, dates as stored', async () => {
  const { buyer, admin } = await makeWorld(h);
  const { po } = await invoiceFor(h, buyer.user);
  const lines = (await h.gql(PO_QUERY, { id: po.id }, admin.token)).data.purchaseOrder.lines;
  const issued = await h.gql(
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
  expect(issued.errors).toBeUndefined();
  const today = new Date().toISOString().slice(0, 10);
  // Same day: ordered by when they were recorded.
  await paymentsService.recordPayment(ctxFor(h, admin.user), po.id, {
    amountCents: 3_000,
    receivedOn: today,
    reference: 'Wire 1',
  });
  await paymentsService.recordPayment(ctxFor(h, admin.user), po.id, {
    amountCents: 5_000,
    receivedOn: today,
    reference: 'Wire 2',
  });

  const ctx = ctxFor(h, admin.user);
  const order = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } });
  const read = await invoiceDocumentOf(ctx, order);
  // Another session time zone: what the statement returns must not move with it.
  const [row] = await fastQuery<PurchaseOrder & InvoiceFactsRow>(
    h.db,
    `SELECT po.*, ${INVOICE_FACTS_COLUMNS} FROM "PurchaseOrder" po WHERE po."id" = $1::uuid AND set_config('TimeZone', 'Pacific/Kiritimati', true) IS NOT NULL`,
    [po.id],
  );
  const { invoiceLines, invoicePayments, invoiceCreditNotes, ...rest } = row;
  expect(invoiceDocumentFromFacts(ctx, order, { invoiceLines, invoicePayments, invoiceCreditNotes })).toEqual(
    read,
  );
  expect(read.payments.map((p) => p.reference)).toEqual(['Wire 1', 'Wire 2']);
  expect(read.creditNotes).toHaveLength(1);
  expect(read.lines).toHaveLength(2);
  expect(rest.id).toBe(po.id);
});
