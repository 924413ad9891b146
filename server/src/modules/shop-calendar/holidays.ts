/**
 * The shop's holidays (docs/decisions/101): staff keep the list; whoever checks out reads it, and every promised
 * delivery day and earliest day skips it (the rule is common's addWorkingDays). A change works out again the
 * promises of the open lines it can move (docs/decisions/110).
 */
import {
  MAX_SHOP_HOLIDAYS,
  formatDay,
  isCalendarDay,
  isoDay,
  shopHolidayProblem,
  shopHolidaySchema,
  utcToday,
} from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { AppError, badInput, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { prismaSql } from '../../db/sql';
import { validate } from '../../lib/validate';
import { lockCalendar, repromise } from './promises';

export { holidaysFrom } from './promises';

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
    // Two staff adding at once queue here, so the bound and the duplicate check hold; fills and checkouts wait too.
    await lockCalendar(prismaSql(tx));
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
    const made = await tx.shopHoliday.create({ data: { day: new Date(`${day}T00:00:00Z`), name } });
    await repromise(prismaSql(tx), utcToday(nowOf(ctx)), { fromDay: day }, 'holiday_added');
    return present(made);
  });
}

/** Removes a day off; the open lines it moved are promised again without it. Admins only. */
export async function removeShopHoliday(ctx: Context, rawDay: unknown) {
  allowUser(ctx, 'removeShopHoliday');
  const day = typeof rawDay === 'string' ? rawDay.trim() : '';
  if (!isCalendarDay(day)) throw notFound('Holiday');
  return inTransaction(ctx.db, async (tx) => {
    await lockCalendar(prismaSql(tx));
    const gone = await tx.shopHoliday.deleteMany({ where: { day: new Date(`${day}T00:00:00Z`) } });
    if (gone.count === 0) throw notFound('Holiday');
    await repromise(prismaSql(tx), utcToday(nowOf(ctx)), { fromDay: day }, 'holiday_removed');
    return true;
  });
}
