/**
 * Freight at checkout (docs/decisions/076): the chosen (or the shop's default) shipping method offered to the
 * buyer's company (docs/decisions/123), the locked items' weights, the net and the company's free-freight threshold
 * give the freight by the one rule in common; its tax is the order's own rate on it. A client's figure is never read.
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

const METHOD_NOT_FOR_COMPANY = () =>
  new AppError('BAD_USER_INPUT', 'This shipping method is not offered to your company: choose another one', {
    field: 'shippingMethodId',
    reason: 'INVALID_INPUT',
  });

/**
 * The one rule of who may ship by a method (docs/decisions/123), as SQL on `m` (a "ShippingMethod" row) for the
 * company in parameter `$n`: active, and limited to no company or to that one.
 */
export const offeredSql = (n: number) =>
  `(m."active" AND (NOT EXISTS (SELECT 1 FROM "ShippingMethodCompany" l WHERE l."shippingMethodId" = m."id")
    OR EXISTS (SELECT 1 FROM "ShippingMethodCompany" l WHERE l."shippingMethodId" = m."id" AND l."companyId" = $${n}::uuid)))`;

/** A stored method with whether the reader's company may ship by it. */
export type MethodRow = ShippingMethod & { offered: boolean };

/**
 * The methods as `companyId`'s buyers read them (offered ones, the default first), or every one for shop admins
 * (`every`); `id` narrows to one method.
 */
export function methodsFor(
  sql: Sql,
  q: { companyId: string | null; every: boolean; id?: string; limit: number },
) {
  return sql.rows<MethodRow>(
    `SELECT m.*, ${offeredSql(1)} AS "offered" FROM "ShippingMethod" m
      WHERE ($2::boolean OR ${offeredSql(1)}) AND ($3::uuid IS NULL OR m."id" = $3::uuid)
      ORDER BY m."isDefault" DESC, m."active" DESC, m."name", m."id" LIMIT $4`,
    [q.companyId, q.every, q.id ?? null, q.limit],
  );
}

/**
 * The method an order of `companyId` ships by: the one asked for (active and offered to the company), else the
 * default among those offered to it; none when no method is offered to it at all (an order then carries no freight,
 * as before freight existed). With methods offered but none of them the default, the buyer must choose.
 */
export async function methodFor(
  sql: Sql,
  rawId: unknown,
  companyId: string | null,
): Promise<ShippingMethod | null> {
  if (rawId !== undefined && rawId !== null && rawId !== '') {
    const id = normalizeId(rawId);
    const [m] = id
      ? await sql.rows<MethodRow>(
          `SELECT m.*, ${offeredSql(2)} AS "offered" FROM "ShippingMethod" m WHERE m."id" = $1::uuid AND m."active"`,
          [id, companyId],
        )
      : [];
    if (!m) throw METHOD_UNKNOWN();
    if (!m.offered) throw METHOD_NOT_FOR_COMPANY();
    return withoutOffered(m);
  }
  const [first] = await sql.rows<MethodRow>(
    `SELECT m.*, true AS "offered" FROM "ShippingMethod" m WHERE ${offeredSql(1)}
      ORDER BY m."isDefault" DESC, m."name" LIMIT 1`,
    [companyId],
  );
  if (!first) return null;
  if (!first.isDefault)
    throw new AppError('BAD_USER_INPUT', 'Choose a shipping method', {
      field: 'shippingMethodId',
      reason: 'INVALID_INPUT',
    });
  return withoutOffered(first);
}

function withoutOffered({ offered: _offered, ...m }: MethodRow): ShippingMethod {
  return m;
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
  return freightOf(
    await methodFor(sql, rawId, locked.company?.id ?? null),
    locked.items,
    locked.total,
    locked.company,
  );
}

/** Freight's tax: the order's own rate (0 when no rate applied or an exemption held), rounded half up. */
export const freightTaxOf = (freightCents: number, rateMillionths: number): number =>
  rateMillionths > 0 ? taxOn(freightCents, rateMillionths) : 0;
