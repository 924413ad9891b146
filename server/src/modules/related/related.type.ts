import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RelationKind } from '../../generated/prisma/enums';
import { Product } from '../products/product.type';

export { RelationKind };

registerEnumType(RelationKind, {
  name: 'RelationKind',
  description: 'How an item is related to another (docs/decisions/078)',
  valuesConfig: {
    ACCESSORY: { description: 'Sold to go with it (a stand, a nozzle set)' },
    SPARE_PART: { description: 'A part that wears out or breaks in it' },
    REPLACED_BY: { description: 'It is discontinued: this item is sold in its place (at most one)' },
  },
});

@ObjectType({ description: 'An item related to a product, with how' })
export class RelatedProduct {
  @Field(() => RelationKind)
  kind!: RelationKind;

  @Field(() => Int, { description: 'Its place among the items of its kind, from 0' })
  position!: number;

  @Field(() => Product)
  product!: Product;
}
