/**
 * Held customer credit (docs/decisions/038): an admin applies it to an open invoice, refunds it (a payment out),
 * or reads a company's credit: balance, every move, every refund.
 */
import { balanceOf, formatCents, isoDay, refundInputSchema } from '@gluegun/common';
import * as yup from 'yup';
import { nowOf, type Context } from '../../context';
import { badInput, conflict, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId, validate } from '../../lib/validate';
import { lockOrder } from '../purchase-orders/po-common';
import { applyCreditToOrder, lockCompany, refundOut } from './ledger';

const amountSchema = yup.object({
  amountCents: yup
    .number()
    .typeError('Amount must be a number')
    .integer('Amount must be whole cents')
    .min(1, 'Amount must be more than $0.00')
    .max(1_000_000_000, 'Amount is too large')
    .nullable()
    .default(null),
});

/** Applies held credit of the order's company to its invoice: the amount given, or as much as both allow. */
export async function applyCustomerCredit(ctx: Context, rawId: string, rawAmount: unknown) {
  const admin = allowUser(ctx, 'applyCustomerCredit');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  const { amountCents } = await validate(amountSchema, { amountCents: rawAmount ?? null });
  return inTransaction(ctx.db, async (tx) => {
    const head = await tx.purchaseOrder.findUnique({ where: { id }, select: { companyId: true } });
    if (!head?.companyId) throw notFound('Purchase order');
    const company = await lockCompany(tx, head.companyId);
    const po = await lockOrder(tx, id);
    if (po.paymentStatus === 'VOID') throw conflict(`Invoice ${po.invoiceNumber} is void: nothing is owed`);
    const balance = balanceOf(po);
    if (po.paymentStatus === 'PAID' || balance === 0)
      throw conflict(`Invoice ${po.invoiceNumber} is already paid in full`);
    if (company.creditBalanceCents === 0) throw conflict(`${company.name} holds no customer credit`);
    if (amountCents !== null && amountCents > balance)
      throw badInput(
        `The balance of ${po.invoiceNumber} is ${formatCents(balance)}: apply at most that`,
        'amountCents',
      );
    if (amountCents !== null && amountCents > company.creditBalanceCents)
      throw conflict(
        `${company.name} holds ${formatCents(company.creditBalanceCents)} of credit: apply at most that`,
      );
    await applyCreditToOrder(
      tx,
      admin,
      po,
      amountCents ?? Math.min(balance, company.creditBalanceCents),
      'by hand',
    );
    return tx.purchaseOrder.findUniqueOrThrow({ where: { id } });
  });
}

/** Pays held credit back to the company (a refund recorded like a payment out). */
export async function recordRefund(ctx: Context, rawCompanyId: string, input: unknown) {
  const admin = allowUser(ctx, 'recordRefund');
  const companyId = normalizeId(rawCompanyId);
  if (!companyId) throw notFound('Company');
  const refund = await validate(refundInputSchema, input ?? {});
  if (refund.paidOn > isoDay(nowOf(ctx))) throw badInput('Date paid cannot be in the future', 'paidOn');
  return inTransaction(ctx.db, async (tx) => {
    await lockCompany(tx, companyId);
    const row = await refundOut(tx, admin, companyId, refund);
    return { ...row, paidOn: isoDay(row.paidOn) };
  });
}

/** A company's customer credit: what is held, every move (newest first, the latest 200) and every refund. */
export async function customerCredit(ctx: Context, rawCompanyId: string) {
  allowUser(ctx, 'customerCredit');
  const companyId = normalizeId(rawCompanyId);
  if (!companyId) throw notFound('Company');
  const company = await ctx.db.company.findUnique({ where: { id: companyId } });
  if (!company) throw notFound('Company');
  const [entries, refunds] = await Promise.all([
    ctx.db.customerCreditEntry.findMany({
      where: { companyId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 200,
    }),
    ctx.db.refund.findMany({
      where: { companyId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 200,
    }),
  ]);
  return {
    companyId,
    companyName: company.name,
    balanceCents: company.creditBalanceCents,
    entries: entries.map((e) => ({ ...e, createdAt: e.createdAt })),
    refunds: refunds.map((r) => ({ ...r, paidOn: isoDay(r.paidOn) })),
  };
}
