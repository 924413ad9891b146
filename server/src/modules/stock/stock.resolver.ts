import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { Warehouse, WarehouseStockLevel } from './warehouse.type';
import * as stock from './stock.service';

/** Warehouses and the stock in each (docs/decisions/082): shop admins read them and set a warehouse's units. */
@Resolver(() => Warehouse)
export class WarehouseResolver {
  @Allow('warehouses')
  @Query(() => [Warehouse], {
    description: 'Every warehouse in allocation order (priority 1 first). Admins only.',
  })
  warehouses(@Ctx() ctx: Context) {
    return stock.warehouses(ctx);
  }

  @Allow('productStock')
  @Query(() => [WarehouseStockLevel], {
    description: "A product's units in every warehouse (0 where it has none). Admins only.",
  })
  productStock(@Ctx() ctx: Context, @Arg('productId', () => ID) productId: string) {
    return stock.productStock(ctx, productId);
  }

  @Allow('setWarehouseStock')
  @Mutation(() => [WarehouseStockLevel], {
    description:
      "Set a product's units in one warehouse; the product's quantity becomes the sum over its warehouses. Admins only.",
  })
  setWarehouseStock(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
    @Arg('warehouseId', () => ID) warehouseId: string,
    @Arg('quantity', () => Int) quantity: number,
  ) {
    return stock.setWarehouseStock(ctx, productId, warehouseId, quantity);
  }
}
