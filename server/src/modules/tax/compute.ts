/**
 * The tax of an order (docs/decisions/041), computed on the server only: the ship-to address picks the rate (a
 * region's rate over the country's), an exemption holding on the order's day removes it, and the configured
 * rounding gives each line's tax and the invoice's. Checkout freezes the answer on the order and its lines.
 */
import { exemptOn, isoDay, rateFor, taxLabel, taxLines, type TaxRounding } from '@gluegun/common';
import type { Company, TaxRate } from '../../generated/prisma/client';
import type { Sql } from '../../db/sql';

export interface OrderTax {
  taxCents: number;
  lineTaxCents: number[];
  taxName: string | null;
  taxRateMillionths: number;
  taxRounding: TaxRounding | null;
  taxExemptCertificate: string | null;
}

export const NO_TAX = (lines: number): OrderTax => ({
  taxCents: 0,
  lineTaxCents: Array.from({ length: lines }, () => 0),
  taxName: null,
  taxRateMillionths: 0,
  taxRounding: null,
  taxExemptCertificate: null,
});

/** The active rate for a ship-to address: the region's if there is one, else the country's, else none. */
export async function rateForAddress(
  sql: Sql,
  country: string | null | undefined,
  region: string | null | undefined,
) {
  if (!country) return null;
  const rates = await sql.rows<TaxRate>('SELECT * FROM "TaxRate" WHERE "country" = $1 AND "active"', [
    country.trim().toUpperCase(),
  ]);
  return rateFor(rates, country, region);
}

/** The tax of lines (net cents each) shipped to an address, for a company, on a day, with the shop's rounding. */
export async function taxForOrder(
  sql: Sql,
  o: {
    country: string | null | undefined;
    region: string | null | undefined;
    company: Pick<Company, 'taxExemptCertificate' | 'taxExemptUntil'> | null;
    lineNetCents: number[];
    on: Date;
    rounding: TaxRounding;
  },
): Promise<OrderTax> {
  const rate = await rateForAddress(sql, o.country, o.region);
  if (!rate || rate.rateMillionths === 0) return NO_TAX(o.lineNetCents.length);
  if (o.company && exemptOn(o.company, isoDay(o.on)))
    return { ...NO_TAX(o.lineNetCents.length), taxExemptCertificate: o.company.taxExemptCertificate };
  const { lineTaxCents, taxCents } = taxLines(o.lineNetCents, rate.rateMillionths, o.rounding);
  return {
    taxCents,
    lineTaxCents,
    taxName: rate.name,
    taxRateMillionths: rate.rateMillionths,
    taxRounding: o.rounding,
    taxExemptCertificate: null,
  };
}

/** The tax line as read on every surface (GraphQL TaxLine, REST, documents). */
export function taxLineOf(o: {
  taxCents: number;
  taxName: string | null;
  taxRateMillionths: number;
  taxRounding: string | null;
  taxExemptCertificate: string | null;
}) {
  return {
    taxCents: o.taxCents,
    name: o.taxName,
    rateMillionths: o.taxRateMillionths,
    label: o.taxName ? taxLabel(o.taxName, o.taxRateMillionths) : null,
    rounding: o.taxRounding,
    exemptionCertificate: o.taxExemptCertificate,
  };
}
