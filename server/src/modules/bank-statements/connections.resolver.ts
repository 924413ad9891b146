/** Bank statements and their lines as cursor pages: the GraphQL side of connections.ts. */
import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, totalCountOf } from '../../lib/connection-type';
import {
  BankStatementConnection,
  bankStatementConnection,
  BankStatementLineConnection,
  bankStatementLineConnection,
} from './connections';

@Resolver()
export class BankConnectionResolver {
  @Allow('bankStatementConnection')
  @Query(() => BankStatementConnection, {
    description:
      'Imported bank statements as cursor pages, newest first: first/after or last/before, at most 100 a page. Admins only.',
  })
  bankStatementConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return bankStatementConnection(ctx, args);
  }

  @Allow('bankStatementLineConnection')
  @Query(() => BankStatementLineConnection, {
    description:
      'Statement lines by status (UNMATCHED: the unmatched queue) and statement as cursor pages, in import order: first/after or last/before, at most 100 a page. Admins only.',
  })
  bankStatementLineConnection(
    @Ctx() ctx: Context,
    @Args() args: PageArgsInput,
    @Arg('status', () => String, { nullable: true }) status?: string,
    @Arg('statementId', () => ID, { nullable: true }) statementId?: string,
  ) {
    return bankStatementLineConnection(ctx, { ...args, status, statementId });
  }
}

export const BankStatementCountResolver = totalCountOf(
  BankStatementConnection,
  'All imported statements, on every page',
);
export const BankStatementLineCountResolver = totalCountOf(
  BankStatementLineConnection,
  'All lines the filters select, on every page',
);
