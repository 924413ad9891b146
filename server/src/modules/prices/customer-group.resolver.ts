import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { CustomerGroup, CustomerGroupInput } from './price-list.type';
import * as groups from './customer-groups.service';

/** Customer groups (docs/decisions/081): shop admins group companies and give price lists to a group at once. */
@Resolver(() => CustomerGroup)
export class CustomerGroupResolver {
  @Allow('customerGroups')
  @Query(() => [CustomerGroup], {
    description: 'The first 100 customer groups by name, with their companies and price lists. Admins only.',
  })
  customerGroups(@Ctx() ctx: Context) {
    return groups.customerGroups(ctx);
  }

  @Allow('saveCustomerGroup')
  @Mutation(() => CustomerGroup, {
    description: 'Create a customer group (no id) or change one: its name and companies. Admins only.',
  })
  saveCustomerGroup(
    @Ctx() ctx: Context,
    @Arg('input', () => CustomerGroupInput) input: CustomerGroupInput,
    @Arg('id', () => ID, { nullable: true }) id?: string | null,
  ) {
    return groups.saveCustomerGroup(ctx, id, { ...input });
  }

  @Allow('deleteCustomerGroup')
  @Mutation(() => Boolean, {
    description:
      "Delete a customer group: its companies lose the group's price lists and keep their own. Admins only.",
  })
  deleteCustomerGroup(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return groups.deleteCustomerGroup(ctx, id);
  }
}
