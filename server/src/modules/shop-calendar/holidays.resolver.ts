import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { ShopHoliday, ShopHolidayInput } from './holiday.type';
import * as holidays from './holidays';

/** The shop's holidays (docs/decisions/101): days off that promised delivery days skip. */
@Resolver(() => ShopHoliday)
export class ShopHolidayResolver {
  @Allow('shopHolidays')
  @Query(() => [ShopHoliday], {
    description: "The shop's holidays, earliest first: promised delivery days skip them and weekends",
  })
  shopHolidays(@Ctx() ctx: Context) {
    return holidays.shopHolidays(ctx);
  }

  @Allow('addShopHoliday')
  @Mutation(() => ShopHoliday, {
    description: 'Add a day off (a weekday, today or later); promises made from now on skip it. Shop admins.',
  })
  addShopHoliday(@Ctx() ctx: Context, @Arg('input', () => ShopHolidayInput) input: ShopHolidayInput) {
    return holidays.addShopHoliday(ctx, input);
  }

  @Allow('removeShopHoliday')
  @Mutation(() => Boolean, {
    description: 'Remove a day off, YYYY-MM-DD; promises already made keep their days. Shop admins.',
  })
  removeShopHoliday(@Ctx() ctx: Context, @Arg('day') day: string) {
    return holidays.removeShopHoliday(ctx, day);
  }
}
