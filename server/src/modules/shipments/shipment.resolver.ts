import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PurchaseOrder } from '../purchase-orders/purchase-order.type';
import { OrderItem } from '../orders/order.type';
import type { PurchaseOrderRow } from '../purchase-orders/po-common';
import { Shipment, ShipmentLineInput } from './shipment.type';
import * as shipments from './shipments';

@Resolver()
export class ShipmentResolver {
  @Allow('createShipment')
  @Mutation(() => Shipment, {
    description: 'Ship lines of an order: each at most what is still open of it. Admins only.',
  })
  createShipment(
    @Ctx() ctx: Context,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('lines', () => [ShipmentLineInput]) lines: ShipmentLineInput[],
    @Arg('carrier') carrier: string,
    @Arg('service', { defaultValue: '' }) service: string,
    @Arg('trackingNumber') trackingNumber: string,
    @Arg('trackingUrl', () => String, {
      nullable: true,
      description: "https only; left out, a known carrier's tracking page",
    })
    trackingUrl?: string | null,
    @Arg('shippedAt', () => String, {
      nullable: true,
      description: 'YYYY-MM-DD or an ISO 8601 moment; left out, now',
    })
    shippedAt?: string | null,
    @Arg('warehouseId', () => ID, {
      nullable: true,
      description:
        "The warehouse it leaves from: each line at most what is allocated there and not shipped; left out, the lines' warehouses in priority order",
    })
    warehouseId?: string | null,
  ) {
    return shipments.createShipment(ctx, orderId, {
      lines,
      carrier,
      service,
      trackingNumber,
      trackingUrl,
      shippedAt,
      warehouseId,
    });
  }

  @Allow('markShipmentDelivered')
  @Mutation(() => Shipment, {
    description: 'Record that a shipment was delivered (left out: now). Admins only.',
  })
  markShipmentDelivered(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('deliveredAt', () => String, {
      nullable: true,
      description: 'YYYY-MM-DD or an ISO 8601 moment; left out, now',
    })
    deliveredAt?: string | null,
  ) {
    return shipments.markShipmentDelivered(ctx, id, { deliveredAt });
  }
}

@Resolver(() => PurchaseOrder)
export class PurchaseOrderShipmentsResolver {
  // Whoever may read the order reads its shipments: the order's own read decided that.
  @FieldResolver(() => [Shipment], { description: "The order's shipments, in order" })
  shipments(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return shipments.shipmentsOf(ctx, po);
  }
}

@Resolver(() => OrderItem)
export class OrderItemShippedResolver {
  // Whoever may read the item reads how much of it shipped: the item's own read decided that.
  @FieldResolver(() => Int, {
    description:
      "Units of this item shipped so far, in any of its order's shipments (0 before the first); the status stays Invoiced until every unit shipped",
  })
  shippedQuantity(@Root() item: { id: string; purchaseOrderId: string | null }, @Ctx() ctx: Context) {
    return shipments.shippedQuantityOf(ctx, item);
  }
}
