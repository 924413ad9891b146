import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OrderStatus, Role } from '../../generated/prisma/enums';

/** The model's enums, for resolvers and REST handlers (which never import the generated client). */
export { OrderStatus };

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description:
    "PENDING (placed, not invoiced) -> INVOICED (on a purchase order, invoice issued; payment is the order's paymentStatus) -> SHIPPED -> DELIVERED; CANCELLED from PENDING or INVOICED",
});

@ObjectType({ description: 'One status change of an order item: who made it and when' })
export class OrderEvent {
  @Field(() => ID)
  id!: string;

  @Field(() => OrderStatus, { nullable: true, description: 'Null for the placement itself' })
  fromStatus!: OrderStatus | null;

  @Field(() => OrderStatus)
  toStatus!: OrderStatus;

  @Field(() => String, {
    nullable: true,
    description: 'E-mail of the user who made the change; shown to admins only (null for customers)',
  })
  actorEmail!: string | null;

  @Field(() => Role, {
    nullable: true,
    description: 'Role of who made the change: CUSTOMER (the buyer) or ADMIN (the shop)',
  })
  actorRole!: Role | null;

  @Field()
  createdAt!: Date;
}

@ObjectType({
  description:
    'A line a customer ordered: one product, at least 100 units. Name, image and price are captured when placed.',
})
export class OrderItem {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { nullable: true, description: 'Null when the product has since been deleted' })
  productId!: string | null;

  @Field({ description: 'Product name when ordered' })
  productName!: string;

  @Field({ description: 'Product image when ordered' })
  imageUrl!: string;

  @Field(() => Int, { description: 'Price of one piece in cents, captured when ordered' })
  unitPriceCents!: number;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int, { description: 'quantity x unitPriceCents' })
  totalCents!: number;

  @Field()
  userName!: string;

  @Field()
  userEmail!: string;

  @Field()
  userPhone!: string;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => String, { nullable: true, description: 'Invoice number to pay against, once paid/invoiced' })
  invoiceReference!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the invoice was issued (Pay); null before' })
  invoicedAt!: Date | null;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  userId!: string | null;
  purchaseOrderId?: string | null;
}
