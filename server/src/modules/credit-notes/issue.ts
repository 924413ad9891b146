/**
 * An admin issues a credit note against an invoice (docs/decisions/038): some lines with
 * quantities, or every line's remaining quantity; a reason; stock back or not. Its amount first lowers what the
 * invoice owes; what it gives back of money already paid (released) becomes the company's credit, then is held,
 * paid onto the company's other open invoices, or refunded. One transaction: the company's row lock, then the
 * order's, so two admins crediting the same lines at once credit them once (the second sees them credited).
 */
import {
  balanceOf,
  creditNoteInputSchema,
  creditNoteNumberText,
  creditNoteSplit,
  creditedLineTax,
  formatCents,
  isoDay,
  restockingFee,
  type CreditNoteInput,
  type CreditSettlement,
} from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { AppError, badInput, conflict, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { giveBack } from '../stock/stock';
import { normalizeId, validate } from '../../lib/validate';
import type { InvoiceLine, PurchaseOrder } from '../../generated/prisma/client';
import { actorFields, lockOrder, type Tx } from '../purchase-orders/po-common';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';
import { presentCreditNote } from './present';
import { applyCreditToOpenInvoices, lockCompany, moveCredit, refundOut, type Actor } from './ledger';

interface ChosenLine {
  line: InvoiceLine;
  quantity: number;
}

/** What each invoice line has left to credit (its quantity less earlier credit notes' quantities). */
async function remainingOf(tx: Tx, po: PurchaseOrder) {
  const lines = await tx.invoiceLine.findMany({
    where: { purchaseOrderId: po.id },
    orderBy: { position: 'asc' },
  });
  const done = await tx.creditNoteLine.groupBy({
    by: ['invoiceLineId'],
    where: { creditNote: { purchaseOrderId: po.id } },
    _sum: { quantity: true },
  });
  const credited = new Map(done.map((d) => [d.invoiceLineId, d._sum.quantity ?? 0]));
  return lines.map((line) => ({ line, left: line.quantity - (credited.get(line.id) ?? 0) }));
}

/** The lines asked for, checked against what is left; none asked = every line's remaining quantity. A note crediting freight may name no line. */
function chosenLines(
  po: PurchaseOrder,
  remaining: Array<{ line: InvoiceLine; left: number }>,
  asked: CreditNoteInput['lines'],
  freightOnly: boolean,
): ChosenLine[] {
  if (asked && asked.length === 0) {
    if (freightOnly) return [];
    throw badInput(
      'Name at least one line to credit, or leave the lines out to credit everything left',
      'lines',
    );
  }
  if (!asked) {
    const all = remaining.filter((r) => r.left > 0).map((r) => ({ line: r.line, quantity: r.left }));
    if (all.length === 0 && !freightOnly)
      throw conflict(`Every line of ${po.invoiceNumber} is already credited`);
    return all;
  }
  const seen = new Set<string>();
  return asked.map((a) => {
    const id = normalizeId(a.invoiceLineId);
    const found = id ? remaining.find((r) => r.line.id === id) : undefined;
    if (!found) throw badInput(`That line is not on ${po.invoiceNumber}`, 'lines');
    if (seen.has(found.line.id))
      throw badInput(`Line ${found.line.position} (${found.line.sku}) is named twice`, 'lines');
    seen.add(found.line.id);
    if (a.quantity > found.left) {
      throw conflict(
        found.left === 0
          ? `Line ${found.line.position} (${found.line.sku}) of ${po.invoiceNumber} is already credited in full`
          : `Only ${found.left} of line ${found.line.position} (${found.line.sku}) is left to credit`,
      );
    }
    return { line: found.line, quantity: a.quantity };
  });
}

/**
 * The freight this note credits, net and its tax: at most what earlier notes left of the invoice's freight, its tax
 * in proportion over all of them (as a line's, docs/decisions/041), so crediting it all gives back exactly its tax.
 */
async function creditedFreight(tx: Tx, po: PurchaseOrder, asked: number) {
  if (asked === 0) return { freightCents: 0, freightTaxCents: 0 };
  if (po.freightPending)
    throw conflict(`The freight of ${po.invoiceNumber} is not set yet: there is no freight to credit`);
  const before =
    (await tx.creditNote.aggregate({ where: { purchaseOrderId: po.id }, _sum: { freightCents: true } }))._sum
      .freightCents ?? 0;
  const left = po.freightCents - before;
  if (asked > left) {
    const message =
      left === 0
        ? `The freight of ${po.invoiceNumber} is already credited in full`
        : `Only ${formatCents(left)} of freight is left to credit on ${po.invoiceNumber}`;
    throw new AppError('CONFLICT', message, { field: 'freightCents' });
  }
  return {
    freightCents: asked,
    freightTaxCents: creditedLineTax(po.freightTaxCents, po.freightCents, before, asked),
  };
}

/** Stock back for goods returned: each credited quantity onto its product (a deleted product takes nothing back). */
async function returnStock(tx: Tx, chosen: ChosenLine[]) {
  await giveBack(
    tx,
    chosen.map((c) => ({ productId: c.line.productId, quantity: c.quantity, invoiceLineId: c.line.id })),
  );
}

/** Where the released money goes (it is customer credit first): held, onto other invoices, or refunded. */
async function settle(
  tx: Tx,
  admin: Actor,
  po: PurchaseOrder,
  noteId: string,
  label: string,
  released: number,
  settlement: CreditSettlement,
  refund: CreditNoteInput['refund'],
) {
  if (released <= 0) return `Nothing was paid past the balance: no money to hold, apply or refund`;
  await moveCredit(tx, po.companyId!, 'CREDIT_NOTE', released, `${label} on ${po.invoiceNumber}`, admin, {
    purchaseOrderId: po.id,
    creditNoteId: noteId,
  });
  if (settlement === 'APPLY') {
    const done = await applyCreditToOpenInvoices(tx, admin, po.companyId!, released, po.id, label);
    const held = released - done.appliedCents;
    const paid = done.invoices.map((i) => `${formatCents(i.amountCents)} to ${i.invoiceNumber}`).join(', ');
    return `${paid ? `Applied ${paid}` : 'No other open invoice'}${held > 0 ? `; ${formatCents(held)} held as customer credit` : ''}`;
  }
  if (settlement === 'REFUND' && refund) {
    await refundOut(tx, admin, po.companyId!, {
      amountCents: released,
      paidOn: refund.paidOn,
      method: refund.method,
      reference: refund.reference,
      creditNoteId: noteId,
    });
    return `${formatCents(released)} refunded (${refund.reference})`;
  }
  return `${formatCents(released)} held as customer credit`;
}

/** What a credit note says besides its lines. */
interface CreditTerms {
  reason: string;
  returnStock: boolean;
  settlement: CreditSettlement;
  refund?: CreditNoteInput['refund'] | null;
  /** A return's restocking fee in basis points: that share of the lines' net and tax is kept back. */
  restockingFeeBp?: number;
  /** The freight credited too (never under a restocking fee). */
  freight?: { freightCents: number; freightTaxCents: number };
}

/** Writes one credit note of `chosen` (checked against `remaining`) with its ledger moves and events. Caller holds the company's lock, then the order's. */
async function writeCreditNote(
  tx: Tx,
  admin: SessionUser,
  po: PurchaseOrder,
  remaining: Array<{ line: InvoiceLine; left: number }>,
  chosen: ChosenLine[],
  terms: CreditTerms,
) {
  // Tax back in proportion to the quantity credited, counted over all of a line's credit notes (docs/decisions/041).
  const leftOf = new Map(remaining.map((r) => [r.line.id, r.left]));
  const taxOf = (c: ChosenLine) =>
    creditedLineTax(c.line.taxCents, c.line.quantity, c.line.quantity - leftOf.get(c.line.id)!, c.quantity);
  const net = chosen.reduce((s, c) => s + c.quantity * c.line.unitPriceCents, 0);
  const taxCents = chosen.reduce((s, c) => s + taxOf(c), 0);
  const fee = restockingFee(net, taxCents, terms.restockingFeeBp ?? 0);
  const freight = terms.freight ?? { freightCents: 0, freightTaxCents: 0 };
  const amount =
    net + taxCents - fee.netCents - fee.taxCents + freight.freightCents + freight.freightTaxCents;
  if (net + freight.freightCents <= 0) throw badInput('A credit note must credit more than $0.00', 'lines');
  if (po.creditedCents + amount > po.totalCents)
    throw conflict(
      `Credit notes on ${po.invoiceNumber} would pass its total of ${formatCents(po.totalCents)}`,
    );
  const split = creditNoteSplit(balanceOf(po), amount);
  const note = await tx.creditNote.create({
    data: {
      purchaseOrderId: po.id,
      companyId: po.companyId!,
      reason: terms.reason,
      returnStock: terms.returnStock,
      amountCents: amount,
      appliedToInvoiceCents: split.appliedToInvoiceCents,
      releasedCents: split.releasedCents,
      settlement: terms.settlement,
      issuedById: admin.id,
      issuedByEmail: admin.email,
      taxCents: taxCents - fee.taxCents + freight.freightTaxCents,
      restockingFeeCents: fee.netCents,
      restockingFeeTaxCents: fee.taxCents,
      ...freight,
      lines: {
        create: chosen.map((c) => ({
          invoiceLineId: c.line.id,
          position: c.line.position,
          sku: c.line.sku,
          productName: c.line.productName,
          productId: c.line.productId,
          quantity: c.quantity,
          unitPriceCents: c.line.unitPriceCents,
          lineTotalCents: c.quantity * c.line.unitPriceCents,
          taxCents: taxOf(c),
        })),
      },
    },
  });
  if (terms.returnStock) await returnStock(tx, chosen);
  const label = creditNoteNumberText(note.number);
  const creditedCents = po.creditedCents + amount;
  const paidCents = po.paidCents - split.releasedCents;
  const settled = balanceOf({ ...po, creditedCents, paidCents }) === 0;
  const after = await tx.purchaseOrder.update({
    where: { id: po.id },
    data: {
      creditedCents,
      paidCents,
      paymentStatus: settled ? 'PAID' : 'AWAITING_PAYMENT',
      version: { increment: 1 },
    },
  });
  const outcome = await settle(
    tx,
    admin,
    po,
    note.id,
    label,
    split.releasedCents,
    terms.settlement,
    terms.refund ?? null,
  );
  const actor = actorFields(admin);
  await tx.purchaseOrderEvent.createMany({
    data: [
      {
        purchaseOrderId: po.id,
        kind: 'CREDIT_NOTE_ISSUED',
        detail: `${label}: ${terms.reason}${terms.returnStock ? ' (stock returned)' : ''}. ${outcome}`,
        amountCents: amount,
        ...actor,
      },
      ...(settled && po.paymentStatus !== 'PAID'
        ? [
            {
              purchaseOrderId: po.id,
              kind: 'PAID',
              detail: 'Nothing left to pay',
              amountCents: paidCents,
              ...actor,
            },
          ]
        : []),
    ],
  });
  await emit(tx, events.creditNoteIssued(after, note, chosen.length));
  return {
    after,
    note: presentCreditNote(
      await tx.creditNote.findUniqueOrThrow({ where: { id: note.id }, include: { lines: true } }),
    ),
  };
}

export async function issueCreditNote(ctx: Context, rawId: string, input: unknown) {
  const admin = allowUser(ctx, 'issueCreditNote');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  const given = await validate(creditNoteInputSchema, input ?? {});
  if (given.refund && given.refund.paidOn > isoDay(nowOf(ctx)))
    throw badInput('Date paid cannot be in the future', 'refund.paidOn');
  return inTransaction(ctx.db, async (tx) => {
    const head = await tx.purchaseOrder.findUnique({ where: { id }, select: { companyId: true } });
    if (!head?.companyId) throw notFound('Purchase order');
    await lockCompany(tx, head.companyId);
    const po = await lockOrder(tx, id);
    if (po.paymentStatus === 'VOID')
      throw conflict(`Invoice ${po.invoiceNumber} is void: there is nothing to credit`);
    const remaining = await remainingOf(tx, po);
    const freight = await creditedFreight(tx, po, given.freightCents);
    const chosen = chosenLines(po, remaining, given.lines, freight.freightCents > 0);
    const terms = {
      reason: given.reason,
      returnStock: given.returnStock,
      settlement: given.settlement as CreditSettlement,
      refund: given.refund,
      freight,
    };
    return (await writeCreditNote(tx, admin, po, remaining, chosen, terms)).note;
  });
}

/** The reason a credit note for units cancelled before shipping gives. */
export const CANCELLED_REST_REASON = 'Cancelled before shipping';

/**
 * Credits units of an order by a rule rather than an admin's choice (what was cancelled before it shipped, goods a
 * return brought back): each line at most what is left to credit of it. Null when nothing is left to credit. Caller
 * holds the company's lock, then the order's.
 */
export async function creditUnits(
  tx: Tx,
  admin: SessionUser,
  po: PurchaseOrder,
  units: Array<{ lineId: string; quantity: number }>,
  terms: CreditTerms,
) {
  if (!po.companyId || po.paymentStatus === 'VOID') return null;
  const remaining = await remainingOf(tx, po);
  const chosen = units.flatMap((c) => {
    const r = remaining.find((x) => x.line.id === c.lineId);
    const quantity = r ? Math.min(c.quantity, r.left) : 0;
    return r && quantity > 0 ? [{ line: r.line, quantity }] : [];
  });
  if (chosen.length === 0) return null;
  return writeCreditNote(tx, admin, po, remaining, chosen, terms);
}

/** The units of a partly shipped order cancelled before they shipped (their stock is already back), held as customer credit where paid. */
export const creditCancelledRest = (
  tx: Tx,
  admin: SessionUser,
  po: PurchaseOrder,
  cancelled: Array<{ lineId: string; quantity: number }>,
) =>
  creditUnits(tx, admin, po, cancelled, {
    reason: CANCELLED_REST_REASON,
    returnStock: false,
    settlement: 'HOLD',
  });
