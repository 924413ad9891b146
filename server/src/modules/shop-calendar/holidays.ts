/**
 * The shop's holidays (docs/decisions/101): staff keep the list; whoever checks out reads it, and every promised
 * delivery day and earliest day skips it (the rule is common's addWorkingDays).
 */
import {
  MAX_SHOP_HOLIDAYS,
  formatDay,
  isCalendarDay,
  isoDay,
  shopHolidayProblem,
  shopHolidaySchema,
  utcToday,
  type Holidays,
} from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { AppError, badInput, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import type { Sql } from '../../db/sql';
import { validate } from '../../lib/validate';

interface HolidayRow {
  day: Date;
  name: string;
}

const present = (h: HolidayRow) => ({ day: isoDay(h.day), name: h.name, dayText: formatDay(isoDay(h.day)) });

/** Every holiday the shop keeps, earliest first. */
export async function shopHolidays(ctx: Context) {
  allowUser(ctx, 'shopHolidays');
  const rows = await ctx.db.shopHoliday.findMany({ orderBy: { day: 'asc' }, take: MAX_SHOP_HOLIDAYS });
  return rows.map(present);
}

/** Adds a day off: a weekday, today or later, not already on the list, within the list's bound. Admins only. */
export async function addShopHoliday(ctx: Context, input: unknown) {
  allowUser(ctx, 'addShopHoliday');
  const { day, name } = await validate(shopHolidaySchema, input ?? {});
  const problem = shopHolidayProblem(day, utcToday(nowOf(ctx)));
  if (problem) throw badInput(problem, 'day');
  return inTransaction(ctx.db, async (tx) => {
    // Two staff adding at once queue here, so the bound and the duplicate check hold.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('ShopHoliday'))`;
    const same = await tx.shopHoliday.findUnique({ where: { day: new Date(`${day}T00:00:00Z`) } });
    if (same)
      throw new AppError('CONFLICT', `${formatDay(day)} is already a holiday (${same.name})`, {
        field: 'day',
      });
    if ((await tx.shopHoliday.count()) >= MAX_SHOP_HOLIDAYS) {
      throw new AppError(
        'CONFLICT',
        `The shop keeps at most ${MAX_SHOP_HOLIDAYS} holidays: remove a past one first`,
        { field: 'day' },
      );
    }
    return present(await tx.shopHoliday.create({ data: { day: new Date(`${day}T00:00:00Z`), name } }));
  });
}

/** Removes a day off; promises already made keep their days. Admins only. */
export async function removeShopHoliday(ctx: Context, rawDay: unknown) {
  allowUser(ctx, 'removeShopHoliday');
  const day = typeof rawDay === 'string' ? rawDay.trim() : '';
  if (!isCalendarDay(day)) throw notFound('Holiday');
  const gone = await ctx.db.shopHoliday.deleteMany({ where: { day: new Date(`${day}T00:00:00Z`) } });
  if (gone.count === 0) throw notFound('Holiday');
  return true;
}

/** The holidays from `today` on, as the working-day rule takes them (read inside the caller's transaction). */
export async function holidaysFrom(sql: Sql, today: string): Promise<Holidays> {
  const rows = await sql.rows<{ day: string }>(
    `SELECT to_char("day", 'YYYY-MM-DD') AS "day" FROM "ShopHoliday" WHERE "day" >= $1::date`,
    [today],
  );
  return new Set(rows.map((r) => r.day));
}
