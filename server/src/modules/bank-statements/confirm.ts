/**
 * An admin decides a statement line: confirm it as proposed, confirm it re-assigned to other
 * invoices and amounts, or ignore it. Confirming records each allocation through applyPayment, the same code path
 * as a payment typed by hand (same order lock, checks, events, outbox, credit effects), all in one transaction with
 * the line's own row lock: two admins confirming the same line at once record it once; the second is told it is
 * already confirmed. Money not allocated stays on the line as unapplied (an overpayment) and, when the line pays one
 * company's invoices, is held as that company's customer credit (docs/decisions/038).
 */
import { balanceOf, formatCents, isoDay } from '@gluegun/common';
import type { Context } from '../../context';
import { Prisma } from '../../generated/prisma/client';
import { badInput, conflict, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId } from '../../lib/validate';
import { applyPayment } from '../payments/payments';
import type { Tx } from '../purchase-orders/po-common';
import type { Allocation } from './matching';
import { cleanText } from './statement-line';
import { lockCompany, moveCredit } from '../credit-notes/ledger';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';

export interface AllocationInput {
  invoiceNumber: string;
  amountCents: number;
}
const MAX_ALLOCATIONS = 50;

async function lockLine(tx: Tx, rawId: string) {
  const id = normalizeId(rawId);
  if (!id) throw notFound('Bank statement line');
  const [row] = await tx.$queryRaw<
    Array<{ id: string }>
  >`SELECT "id" FROM "BankStatementLine" WHERE "id" = ${id}::uuid FOR UPDATE`;
  if (!row) throw notFound('Bank statement line');
  const line = await tx.bankStatementLine.findUniqueOrThrow({ where: { id } });
  if (line.status === 'CONFIRMED')
    throw conflict('This line is already confirmed: its payments are recorded');
  if (line.status === 'IGNORED') throw conflict('This line was ignored: it records no payment');
  return line;
}

/** The admin's re-assignment, checked: invoice numbers that exist, whole positive cents, no more than the line. */
async function reassigned(tx: Tx, given: AllocationInput[], lineCents: number): Promise<Allocation[]> {
  if (!Array.isArray(given) || given.length === 0)
    throw badInput('Name at least one invoice to pay', 'allocations');
  if (given.length > MAX_ALLOCATIONS)
    throw badInput(`At most ${MAX_ALLOCATIONS} invoices per line`, 'allocations');
  const out: Allocation[] = [];
  for (const a of given) {
    const number = cleanText(a?.invoiceNumber, 40).toUpperCase();
    if (!Number.isSafeInteger(a?.amountCents) || a.amountCents < 1)
      throw badInput('Each amount must be whole cents, more than $0.00', 'allocations');
    const po = number
      ? await tx.purchaseOrder.findUnique({
          where: { invoiceNumber: number },
          select: { id: true, invoiceNumber: true },
        })
      : null;
    if (!po) throw badInput(`No invoice ${number || '(blank)'}`, 'allocations');
    if (out.some((o) => o.purchaseOrderId === po.id))
      throw badInput(`Invoice ${po.invoiceNumber} is named twice`, 'allocations');
    out.push({ purchaseOrderId: po.id, invoiceNumber: po.invoiceNumber, amountCents: a.amountCents });
  }
  const total = out.reduce((s, a) => s + a.amountCents, 0);
  if (total > lineCents)
    throw badInput(
      `The amounts add up to ${formatCents(total)}, more than the ${formatCents(lineCents)} received`,
      'allocations',
    );
  return out;
}

/**
 * Other lines still proposing money for the invoices just paid, more than is left open on them, go back to the
 * unmatched queue with a note: a proposal never names an invoice that is already paid.
 */
async function releaseStaleProposals(tx: Tx, lineId: string, paid: Allocation[]) {
  for (const a of paid) {
    const po = await tx.purchaseOrder.findUniqueOrThrow({
      where: { id: a.purchaseOrderId },
      select: { totalCents: true, paidCents: true, creditedCents: true, paymentStatus: true },
    });
    const left = balanceOf(po);
    const note =
      left > 0
        ? `${a.invoiceNumber} was paid in part by another statement line: ${formatCents(left)} is left open. Match this line by hand`
        : `${a.invoiceNumber} was paid by another statement line: match this line by hand`;
    await tx.$executeRaw`UPDATE "BankStatementLine" SET "status" = 'UNMATCHED', "matchRule" = NULL, "allocations" = '[]'::jsonb, "unappliedCents" = 0,
        "note" = ${note}, "version" = "version" + 1
      WHERE "status" = 'PROPOSED' AND "id" <> ${lineId}::uuid AND EXISTS (SELECT 1 FROM jsonb_array_elements("allocations") e
        WHERE e->>'purchaseOrderId' = ${a.purchaseOrderId} AND (e->>'amountCents')::int > ${left})`;
  }
}

export async function confirmBankLine(ctx: Context, lineId: string, allocations?: AllocationInput[] | null) {
  const admin = allowUser(ctx, 'confirmBankLine');
  return inTransaction(ctx.db, async (tx) => {
    const line = await lockLine(tx, lineId);
    const chosen = allocations
      ? await reassigned(tx, allocations, line.amountCents)
      : (line.allocations as unknown as Allocation[]);
    if (chosen.length === 0)
      throw badInput('Nothing is proposed for this line: name the invoices it pays', 'allocations');
    const unapplied = line.amountCents - chosen.reduce((s, a) => s + a.amountCents, 0);
    // An overpayment of one company's invoices is held as that company's credit (docs/decisions/038). Its row lock
    // comes first (company, then orders), as every credit move takes them.
    const companies = new Set(
      (
        await tx.purchaseOrder.findMany({
          where: { id: { in: chosen.map((a) => a.purchaseOrderId) } },
          select: { companyId: true },
        })
      ).map((p) => p.companyId),
    );
    const holder = unapplied > 0 && companies.size === 1 ? [...companies][0] : null;
    if (holder) await lockCompany(tx, holder);
    const receivedOn = isoDay(line.bookedOn);
    const reference = cleanText(
      `Bank ${receivedOn}: ${line.reference || line.counterparty || 'transfer'}`,
      100,
    );
    // Orders locked in one order (by id) whatever the allocation order: two lines paying the same invoices never deadlock.
    for (const a of [...chosen].sort((x, y) => x.purchaseOrderId.localeCompare(y.purchaseOrderId))) {
      await applyPayment(tx, admin, a.purchaseOrderId, {
        amountCents: a.amountCents,
        receivedOn,
        reference,
        bankStatementLineId: line.id,
      });
    }
    await releaseStaleProposals(tx, line.id, chosen);
    if (holder) {
      await moveCredit(
        tx,
        holder,
        'OVERPAYMENT',
        unapplied,
        cleanText(`Overpaid by bank transfer ${receivedOn}: ${line.reference || line.counterparty}`, 200),
        admin,
        { bankStatementLineId: line.id },
      );
      await emit(tx, events.customerCreditHeld(holder, unapplied, { bankStatementLineId: line.id }));
    }
    return tx.bankStatementLine.update({
      where: { id: line.id },
      data: {
        status: 'CONFIRMED',
        allocations: chosen as unknown as Prisma.InputJsonValue,
        unappliedCents: unapplied,
        note: holder
          ? `${line.note ? `${line.note}. ` : ''}${formatCents(unapplied)} overpaid: held as customer credit`
          : line.note,
        matchRule: allocations ? 'MANUAL' : line.matchRule,
        decidedById: admin.id,
        decidedByEmail: admin.email,
        decidedAt: new Date(),
        version: { increment: 1 },
      },
    });
  });
}

export async function ignoreBankLine(ctx: Context, lineId: string, reason?: string | null) {
  const admin = allowUser(ctx, 'ignoreBankLine');
  return inTransaction(ctx.db, async (tx) => {
    const line = await lockLine(tx, lineId);
    const why = cleanText(reason ?? '', 200);
    return tx.bankStatementLine.update({
      where: { id: line.id },
      data: {
        status: 'IGNORED',
        note: why ? `Ignored: ${why}` : line.note,
        decidedById: admin.id,
        decidedByEmail: admin.email,
        decidedAt: new Date(),
        version: { increment: 1 },
      },
    });
  });
}
