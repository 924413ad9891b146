/**
 * Statements of account and the aging report (docs/decisions/040): the module's entry points.
 *
 * Who sees which statement follows the purchase-order visibility rule (po-common.ts visibleOrdersWhere):
 * - company admins and accounts payable: their company's statement (every order of the company);
 * - buyers and requesters: a statement of the orders they placed themselves for their current company (they cannot
 *   see colleagues' invoices, nor a former company's, so their statement cannot show them either);
 * - shop admins: any company's (companyStatement), and the aging report of all of them.
 * A customer never names a company: `myStatement` takes only the date range, so no id can reach another company.
 */
import { COMPANY_WIDE_ROLES } from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { normalizeId } from '../../lib/validate';
import { visibleOrdersWhere } from '../purchase-orders/po-common';
import type { Prisma } from '../../generated/prisma/client';
import { ledgerEntries, ledgerInvoices } from './ledger';
import { statementOf, statementRange, type StatementFigures } from './statement';
import { agingOf, type AgingFigures } from './aging';

export interface StatementDocument extends StatementFigures {
  companyId: string;
  companyName: string;
  /** COMPANY: every order of the company; OWN_ORDERS: only the orders the viewer placed (buyers and requesters). */
  scope: 'COMPANY' | 'OWN_ORDERS';
  /** Whose orders an OWN_ORDERS statement holds. */
  buyerEmail: string | null;
}

/** `account`: the company whose held credit and refunds belong on the statement (a company-wide one); null = orders only. */
async function build(
  ctx: Context,
  where: Prisma.PurchaseOrderWhereInput,
  range: { from: string; to: string },
  account: string | null,
) {
  const invoices = await ledgerInvoices(ctx.db, where);
  const entries = await ledgerEntries(ctx.db, invoices, account);
  return statementOf(entries, invoices, range, nowOf(ctx));
}

/** The caller's statement: their company's, or (buyers, requesters) their own orders'. */
export async function myStatement(
  ctx: Context,
  raw: { from?: unknown; to?: unknown },
): Promise<StatementDocument> {
  const user = allowUser(ctx, 'myStatement');
  const range = statementRange(raw);
  const company = await ctx.db.company.findUnique({
    where: { id: user.companyId },
    select: { id: true, name: true },
  });
  const whole = COMPANY_WIDE_ROLES.includes(user.companyRole);
  const figures = await build(ctx, visibleOrdersWhere(user), range, whole ? user.companyId : null);
  return {
    ...figures,
    companyId: user.companyId,
    companyName: company?.name ?? '',
    scope: whole ? 'COMPANY' : 'OWN_ORDERS',
    buyerEmail: whole ? null : user.email,
  };
}

/** Shop admins: any company's statement. */
export async function companyStatement(
  ctx: Context,
  rawId: unknown,
  raw: { from?: unknown; to?: unknown },
): Promise<StatementDocument> {
  allowUser(ctx, 'companyStatement');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Company');
  const range = statementRange(raw);
  const company = await ctx.db.company.findUnique({ where: { id }, select: { id: true, name: true } });
  if (!company) throw notFound('Company');
  const figures = await build(ctx, { companyId: company.id }, range, company.id);
  return { ...figures, companyId: company.id, companyName: company.name, scope: 'COMPANY', buyerEmail: null };
}

/**
 * Shop admins: what every company owes now by age. Only invoices still awaiting payment can owe anything (a paid
 * invoice has no balance, a void one asks for nothing), so only they are read.
 */
export async function agingReport(ctx: Context): Promise<AgingFigures> {
  allowUser(ctx, 'agingReport');
  const invoices = await ledgerInvoices(ctx.db, { paymentStatus: 'AWAITING_PAYMENT' });
  const entries = await ledgerEntries(ctx.db, invoices);
  const ids = [
    ...new Set([...invoices.values()].map((i) => i.companyId).filter((c): c is string => c !== null)),
  ];
  const companies = await ctx.db.company.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true },
  });
  return agingOf(entries, invoices, new Map(companies.map((c) => [c.id, c.name])), nowOf(ctx));
}
