/**
 * Freight at checkout (docs/decisions/076): the chosen (or the shop's default) active shipping method, the locked
 * items' weights, the net and the company's free-freight threshold give the freight by the one rule in common;
 * its tax is the order's own rate on it. A client's figure is never read.
 */
import {
  freightFor,
  freightNote,
  taxOn,
  type FreightAnswer,
  type ShippingMethodRule,
  type WeightBand,
} from '@gluegun/common';
import { AppError } from '../../errors';
import { normalizeId } from '../../lib/validate';
import type { Company, OrderItem, ShippingMethod } from '../../generated/prisma/client';
import type { Sql } from '../../db/sql';

/** What checkout freezes on the order (freight tax added once the order's tax rate is known). */
export interface CheckoutFreight {
  methodId: string | null;
  methodName: string | null;
  freightCents: number;
  pending: boolean;
  note: string | null;
  answer: FreightAnswer | null;
}

export const NO_FREIGHT: CheckoutFreight = {
  methodId: null,
  methodName: null,
  freightCents: 0,
  pending: false,
  note: null,
  answer: null,
};

/** A stored method as the common rule reads it. */
export function ruleOf(
  m: Pick<
    ShippingMethod,
    'name' | 'kind' | 'bands' | 'flatCents' | 'parcelLimitGrams' | 'palletCapacityGrams' | 'palletPriceCents'
  >,
): ShippingMethodRule {
  const bands = Array.isArray(m.bands) ? (m.bands as unknown as WeightBand[]) : [];
  return {
    name: m.name,
    kind: m.kind,
    bands,
    flatCents: m.flatCents,
    parcelLimitGrams: m.parcelLimitGrams,
    palletCapacityGrams: m.palletCapacityGrams,
    palletPriceCents: m.palletPriceCents,
  };
}

const METHOD_UNKNOWN = () =>
  new AppError('BAD_USER_INPUT', 'This shipping method is no longer offered: choose another one', {
    field: 'shippingMethodId',
    reason: 'INVALID_INPUT',
  });

/**
 * The method an order ships by: the one asked for (active), else the shop's default; none when the shop has no
 * active method at all (an order then carries no freight, as before freight existed). With methods but no
 * default, the buyer must choose.
 */
export async function methodFor(sql: Sql, rawId: unknown): Promise<ShippingMethod | null> {
  if (rawId !== undefined && rawId !== null && rawId !== '') {
    const id = normalizeId(rawId);
    const [m] = id
      ? await sql.rows<ShippingMethod>('SELECT * FROM "ShippingMethod" WHERE "id" = $1::uuid AND "active"', [
          id,
        ])
      : [];
    if (!m) throw METHOD_UNKNOWN();
    return m;
  }
  const active = await sql.rows<ShippingMethod>(
    'SELECT * FROM "ShippingMethod" WHERE "active" ORDER BY "isDefault" DESC, "name" LIMIT 1',
  );
  if (active.length === 0) return null;
  if (!active[0].isDefault)
    throw new AppError('BAD_USER_INPUT', 'Choose a shipping method', {
      field: 'shippingMethodId',
      reason: 'INVALID_INPUT',
    });
  return active[0];
}

/** The freight of `items` (net `netCents`) for `company` by `method`. */
export function freightOf(
  method: ShippingMethod | null,
  items: Array<Pick<OrderItem, 'productName' | 'quantity' | 'unitWeightGrams'>>,
  netCents: number,
  company: Pick<Company, 'freeFreightThresholdCents'> | null,
): CheckoutFreight {
  if (!method) return NO_FREIGHT;
  const answer = freightFor({
    method: ruleOf(method),
    netCents,
    freeFreightThresholdCents: company?.freeFreightThresholdCents ?? null,
    lines: items.map((i) => ({
      name: i.productName,
      quantity: i.quantity,
      unitWeightGrams: i.unitWeightGrams,
    })),
  });
  return {
    methodId: method.id,
    methodName: method.name,
    freightCents: answer.freightCents ?? 0,
    pending: answer.status === 'QUOTED',
    note: freightNote(answer),
    answer,
  };
}

/** The checkout's freight: the method by `rawId` (or the default) on the locked items. */
export async function checkoutFreight(
  sql: Sql,
  locked: { company: Company; items: OrderItem[]; total: number },
  rawId: unknown,
): Promise<CheckoutFreight> {
  return freightOf(await methodFor(sql, rawId), locked.items, locked.total, locked.company);
}

/** Freight's tax: the order's own rate (0 when no rate applied or an exemption held), rounded half up. */
export const freightTaxOf = (freightCents: number, rateMillionths: number): number =>
  rateMillionths > 0 ? taxOn(freightCents, rateMillionths) : 0;
