/**
 * Tax rates and exemptions (docs/decisions/041): admins keep the rates (by ship-to country and
 * region) and each company's exemption certificate; anyone checking out may ask what tax their items would carry
 * to an address. Checkout computes and freezes the same figure (compute.ts).
 */
import {
  COUNTRY_CODES,
  MAX_TAX_RATES,
  exemptOn,
  normalizeRegion,
  isoDay,
  parseRatePercent,
  ratePercentText,
  regionKey,
  taxExemptionSchema,
  taxLabel,
  taxRateInputSchema,
} from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId, validate } from '../../lib/validate';
import type { Company, TaxRate } from '../../generated/prisma/client';
import { taxForOrder, taxLineOf } from './compute';
import { poolSql } from '../../db/sql';
import { freightOf, freightTaxOf, methodFor } from '../freight/freight';

export function presentTaxRate(r: TaxRate) {
  return { ...r, ratePercent: ratePercentText(r.rateMillionths), label: taxLabel(r.name, r.rateMillionths) };
}

export function presentExemption(c: Pick<Company, 'taxExemptCertificate' | 'taxExemptUntil'>, now: Date) {
  return {
    certificate: c.taxExemptCertificate,
    expiresOn: c.taxExemptUntil ? isoDay(c.taxExemptUntil) : null,
    activeToday: exemptOn(c, isoDay(now)),
  };
}

/** Every rate, by country then region (the country-wide rate first). Admins only. */
export async function taxRates(ctx: Context) {
  allowUser(ctx, 'taxRates');
  const rows = await ctx.db.taxRate.findMany({ orderBy: [{ country: 'asc' }, { regionKey: 'asc' }] });
  return rows.map(presentTaxRate);
}

/** Adds a rate (no id) or changes one; one rate per country and region. Admins only. */
export async function setTaxRate(ctx: Context, rawId: string | null | undefined, input: unknown) {
  allowUser(ctx, 'setTaxRate');
  const id = rawId == null ? null : normalizeId(rawId);
  if (rawId != null && !id) throw notFound('Tax rate');
  const given = await validate(taxRateInputSchema, input ?? {});
  const region = given.region ? given.region.replace(/\s+/g, ' ') : null;
  const data = {
    country: given.country,
    region,
    regionKey: regionKey(region),
    name: given.name,
    rateMillionths: parseRatePercent(given.ratePercent)!,
    active: given.active,
  };
  return inTransaction(ctx.db, async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('TaxRate'))`;
    const same = await tx.taxRate.findUnique({
      where: { country_regionKey: { country: data.country, regionKey: data.regionKey } },
    });
    if (same && same.id !== id) {
      throw new AppError(
        'CONFLICT',
        `There is already a rate for ${region ? `${region}, ` : ''}${data.country}: edit that one instead`,
        { field: region ? 'region' : 'country' },
      );
    }
    if (id) {
      const found = await tx.taxRate.findUnique({ where: { id } });
      if (!found) throw notFound('Tax rate');
      return presentTaxRate(await tx.taxRate.update({ where: { id }, data }));
    }
    if ((await tx.taxRate.count()) >= MAX_TAX_RATES)
      throw conflict(`The shop keeps at most ${MAX_TAX_RATES} tax rates: remove one first`);
    return presentTaxRate(await tx.taxRate.create({ data }));
  });
}

/** Removes a rate: orders placed with it keep the tax frozen on them. Admins only. */
export async function deleteTaxRate(ctx: Context, rawId: string) {
  allowUser(ctx, 'deleteTaxRate');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Tax rate');
  const gone = await ctx.db.taxRate.deleteMany({ where: { id } });
  if (gone.count === 0) throw notFound('Tax rate');
  return true;
}

/** Sets (or clears, both empty) a company's exemption certificate and its expiry. Admins only. */
export async function setCompanyTaxExemption(ctx: Context, rawCompanyId: string, input: unknown) {
  allowUser(ctx, 'setCompanyTaxExemption');
  const companyId = normalizeId(rawCompanyId);
  if (!companyId) throw notFound('Company');
  const given = await validate(taxExemptionSchema, input ?? {});
  const until = given.expiresOn ? new Date(`${given.expiresOn}T00:00:00Z`) : null;
  const changed = await ctx.db.company.updateMany({
    where: { id: companyId },
    data: { taxExemptCertificate: given.certificate ?? null, taxExemptUntil: until },
  });
  if (changed.count === 0) throw notFound('Company');
  const company = await ctx.db.company.findUniqueOrThrow({ where: { id: companyId } });
  return presentExemption(company, nowOf(ctx));
}

/**
 * The quote of a checkout to come: the caller's open items shipped to `country` / `region`, net subtotal, the tax
 * line (as checkout would freeze it today) and the total. Read-only.
 */
export async function checkoutTaxQuote(
  ctx: Context,
  rawIds: unknown,
  rawCountry: unknown,
  rawRegion: unknown,
  rawMethodId?: unknown,
) {
  const user = allowUser(ctx, 'checkoutTaxQuote');
  const ids = Array.isArray(rawIds) ? rawIds.map(normalizeId).filter((id): id is string => id !== null) : [];
  if (ids.length === 0) throw badInput('Choose at least one item to check out', 'itemIds');
  const country = typeof rawCountry === 'string' ? rawCountry.trim().toUpperCase() : '';
  if (!COUNTRY_CODES.includes(country)) throw badInput('Choose a country from the list', 'country');
  // The same rule as checkout's address: a listed country's region by its code, an unknown one refused, never a 0.
  const given = normalizeRegion(
    country,
    typeof rawRegion === 'string' ? rawRegion.slice(0, 200) : (rawRegion ?? null),
  );
  if (!given.ok) throw badInput(given.message, 'region');
  const region = given.region;
  const [owner, items] = await Promise.all([
    ctx.db.user.findUniqueOrThrow({ where: { id: user.id }, include: { company: true } }),
    ctx.db.orderItem.findMany({
      where: { id: { in: ids.slice(0, 500) } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
  ]);
  if (items.some((i) => i.userId !== user.id)) throw forbidden('You can only check out your own items');
  const open = items.filter((i) => i.status === 'PENDING' && !i.purchaseOrderId);
  const lineNetCents = open.map((i) => i.quantity * i.unitPriceCents);
  const subtotalCents = lineNetCents.reduce((s, n) => s + n, 0);
  const sql = poolSql(ctx.db);
  const lineTax = await taxForOrder(sql, {
    country,
    region,
    company: owner.company,
    lineNetCents,
    on: nowOf(ctx),
    rounding: ctx.config.taxRounding,
  });
  // The freight as checkout would compute it (docs/decisions/076), its tax at the order's rate.
  const freight = freightOf(
    await methodFor(sql, rawMethodId, owner.companyId),
    open,
    subtotalCents,
    owner.company,
  );
  const tax = {
    ...lineTax,
    taxCents: lineTax.taxCents + freightTaxOf(freight.freightCents, lineTax.taxRateMillionths),
  };
  return {
    subtotalCents,
    tax: taxLineOf(tax),
    totalCents: subtotalCents + freight.freightCents + tax.taxCents,
    freightCents: freight.freightCents,
    freightPending: freight.pending,
    shippingMethodName: freight.methodName,
    freightNote: freight.note,
  };
}
