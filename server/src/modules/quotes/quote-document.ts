/** A quote as its PDF prints it, for whoever may read the quote (the same rule as quoteDetails). */
import { QUOTE_STATUS_LABELS, formatDay, quoteNumberText, taxIdLine } from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { allowUser } from '../../auth/access';
import { invoiceSellerOf } from '../invoices/remittance';
import { currentVersionOf, lastStaffVersion, loadQuote, statusNow, type FullQuote } from './quote-common';
import type { QuoteDocument } from './quote-pdf';
import { quoteFreightOf } from './quote-freight';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The company's name and billing address as printed lines (street, street, "city, region, postal code", country, tax id). */
async function buyerOf(ctx: Context, companyId: string): Promise<QuoteDocument['buyer']> {
  const c = await ctx.db.company.findUnique({ where: { id: companyId } });
  if (!c) return { name: 'Unknown company', lines: [] };
  const text = (v: string | null) => (v ?? '').trim();
  const cityLine = [c.billingCity, c.billingRegion, c.billingPostalCode].map(text).filter(Boolean).join(', ');
  const lines = [text(c.billingLine1), text(c.billingLine2), cityLine, text(c.billingCountry)].filter(
    Boolean,
  );
  if (c.taxId) lines.push(taxIdLine(c.taxId));
  return { name: c.name, lines };
}

export async function quoteDocumentOf(ctx: Context, q: FullQuote): Promise<QuoteDocument> {
  // The shop's newest priced version is what the buyer accepts; before any, the buyer's request as asked.
  const v = lastStaffVersion(q) ?? currentVersionOf(q);
  const priced = v.side === 'STAFF';
  const lines = v.lines.map((l) => ({
    sku: l.sku,
    productName: l.productName,
    quantity: l.quantity,
    unitPriceCents: priced ? l.unitPriceCents : null,
    lineTotalCents: priced && l.unitPriceCents !== null ? l.unitPriceCents * l.quantity : null,
  }));
  const status = statusNow(q, nowOf(ctx));
  return {
    quoteNumber: quoteNumberText(q.number),
    version: v.number,
    statusLabel: QUOTE_STATUS_LABELS[status],
    writtenOn: isoDay(v.createdAt),
    writtenOnText: formatDay(v.createdAt),
    // expiresAt is the moment after the last valid day (quoteExpiresAt): the day before it is the one printed.
    validUntilText: priced && v.expiresAt ? formatDay(new Date(v.expiresAt.getTime() - DAY_MS)) : null,
    seller: invoiceSellerOf(ctx.config),
    buyer: await buyerOf(ctx, q.companyId),
    note: v.note,
    freightNote: priced ? v.freightNote : '',
    lines,
    priced,
    netCents: lines.reduce((s, l) => s + (l.lineTotalCents ?? 0), 0),
    freight: priced ? await quoteFreightOf(ctx, q) : null,
  };
}

/** One quote the caller may read, as its PDF shows it. */
export async function quoteDocument(ctx: Context, rawId: string): Promise<QuoteDocument> {
  allowUser(ctx, 'quoteDetails');
  return quoteDocumentOf(ctx, await loadQuote(ctx, rawId));
}
