import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { User } from '../users/user.type';
import { PriceList } from './price-list.type';
import { ShipToChoice } from './ship-to.type';
import { chooseShipToLocation, setPriceListLocations, shipToLocationOf } from './price-list-locations';

/** Price lists per company location (docs/decisions/100): admins give lists to locations, buyers choose where they ship. */
@Resolver(() => PriceList)
export class PriceListLocationResolver {
  @Allow('setPriceListLocations')
  @Mutation(() => PriceList, {
    description:
      'Give a price list to exactly these company locations (the whole set, at most 100; empty: none). Admins only.',
  })
  setPriceListLocations(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('locationIds', () => [ID]) locationIds: string[],
  ) {
    return setPriceListLocations(ctx, id, locationIds);
  }

  @Allow('chooseShipToLocation')
  @Mutation(() => ShipToChoice, {
    description:
      "The company location your orders ship to now (none: the company's lists only); your prices follow it from then on, and a new location prices your open items again",
  })
  chooseShipToLocation(
    @Ctx() ctx: Context,
    @Arg('locationId', () => ID, { nullable: true }) locationId?: string | null,
  ) {
    return chooseShipToLocation(ctx, locationId);
  }
}

/** Where a person's orders ship to now: their prices follow it. */
@Resolver(() => User)
export class UserShipToResolver {
  @FieldResolver(() => ID, {
    nullable: true,
    description:
      "The company location this person's orders ship to now; their prices follow it (null: the company's lists only)",
  })
  shipToLocationId(@Root() user: User, @Ctx() ctx: Context): Promise<string | null> {
    return shipToLocationOf(ctx, user.id);
  }
}
