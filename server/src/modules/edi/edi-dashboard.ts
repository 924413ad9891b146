/**
 * X12 EDI as the dashboard and the shop's buyers see it (docs/decisions/080): the documents with their company's
 * name and order number, the companies set up for EDI, and an interchange's answer with each order's number.
 */
import { orderNumberText } from '@gluegun/common';
import type { Context } from '../../context';
import { allow } from '../../auth/access';
import * as edi from './edi.service';

/** The documents kept (ediDocuments' filters), each with its company's name and its order's SO number. */
export async function documentsView(
  ctx: Context,
  query: { companyId?: unknown; kind?: unknown; take?: unknown },
) {
  const docs = await edi.ediDocuments(ctx, query);
  const companyIds = [...new Set(docs.map((d) => d.companyId))];
  const orderIds = [...new Set(docs.map((d) => d.purchaseOrderId).filter((id): id is string => Boolean(id)))];
  const [companies, orders] = await Promise.all([
    ctx.db.company.findMany({ where: { id: { in: companyIds } }, select: { id: true, name: true } }),
    ctx.db.purchaseOrder.findMany({ where: { id: { in: orderIds } }, select: { id: true, number: true } }),
  ]);
  const nameOf = new Map(companies.map((c) => [c.id, c.name]));
  const numberOf = new Map(orders.map((o) => [o.id, orderNumberText(o.number)]));
  return docs.map((d) => ({
    ...d,
    companyName: nameOf.get(d.companyId) ?? '',
    orderNumber: d.purchaseOrderId ? (numberOf.get(d.purchaseOrderId) ?? null) : null,
  }));
}

/** At most this many trading partners are listed (a wholesale shop has dozens). */
export const MAX_EDI_PARTNERS = 500;

/** The companies set up for EDI, by company name; shop admins only. */
export async function ediPartners(ctx: Context) {
  allow(ctx, 'ediPartners');
  const rows = await ctx.db.ediPartner.findMany({
    include: { company: { select: { name: true } } },
    orderBy: [{ company: { name: 'asc' } }, { id: 'asc' }],
    take: MAX_EDI_PARTNERS,
  });
  return rows.map(({ company, ...p }) => ({ ...p, companyName: company.name }));
}

/** One partner with its company's name, as saveEdiPartner answers over GraphQL. */
export async function savePartner(
  ctx: Context,
  companyId: string,
  input: { qualifier?: unknown; senderId?: unknown; enabled?: unknown; functionalAck?: unknown },
) {
  const saved = await edi.saveEdiPartner(ctx, companyId, input);
  const company = await ctx.db.company.findUniqueOrThrow({
    where: { id: saved.companyId },
    select: { name: true },
  });
  return { ...saved, companyName: company.name };
}

/** An interchange received through GraphQL: exactly POST /edi/x12's answer, each order made with its SO number. */
export async function receiveView(ctx: Context, text: string) {
  const answer = await edi.receiveInterchange(ctx, text);
  const ids = answer.orders.map((o) => o.purchaseOrderId).filter((id): id is string => Boolean(id));
  const orders = ids.length
    ? await ctx.db.purchaseOrder.findMany({ where: { id: { in: ids } }, select: { id: true, number: true } })
    : [];
  const numberOf = new Map(orders.map((o) => [o.id, orderNumberText(o.number)]));
  return {
    ...answer,
    orders: answer.orders.map((o) => ({
      ...o,
      orderNumber: o.purchaseOrderId ? (numberOf.get(o.purchaseOrderId) ?? null) : null,
    })),
  };
}

/** A company's ISA sender, for whoever already reads the company. */
export async function companyEdi(ctx: Context, companyId: string) {
  return ctx.db.ediPartner.findUnique({
    where: { companyId },
    select: { qualifier: true, senderId: true, enabled: true },
  });
}
