/** Approval requests as cursor pages: the GraphQL side of approval-connections.ts. */
import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, totalCountOf } from '../../lib/connection-type';
import {
  ApprovalQueueConnection,
  approvalQueueConnection,
  MyOrderRequestConnection,
  myOrderRequestConnection,
} from './approval-connections';

@Resolver()
export class ApprovalConnectionResolver {
  @Allow('approvalQueueConnection')
  @Query(() => ApprovalQueueConnection, {
    description:
      'Orders of your company waiting for your approval as cursor pages, oldest first: first/after or last/before, at most 100 a page',
  })
  approvalQueueConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return approvalQueueConnection(ctx, args);
  }

  @Allow('myOrderRequestConnection')
  @Query(() => MyOrderRequestConnection, {
    description:
      'Your orders submitted for approval as cursor pages, newest first: first/after or last/before, at most 100 a page',
  })
  myOrderRequestConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return myOrderRequestConnection(ctx, args);
  }
}

export const ApprovalQueueCountResolver = totalCountOf(
  ApprovalQueueConnection,
  'All requests waiting for you, on every page',
);
export const MyOrderRequestCountResolver = totalCountOf(
  MyOrderRequestConnection,
  'All your requests, on every page',
);
