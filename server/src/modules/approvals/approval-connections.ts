/** Approval requests as cursor pages: the caller's queue and their own requests (decision 029). */
import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { filteredReader, keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf } from '../../lib/connection-type';
import type { ApprovalEvent, ApprovalRequest as RequestRow } from '../../generated/prisma/client';
import { ApprovalRequest } from './approval.type';
import { myRequestsWhere, queueWhere, waitsFor } from './approvals';

export const ApprovalQueueConnection = connectionOf(
  ApprovalRequest,
  'ApprovalQueue',
  'A page of the orders waiting for your approval, oldest first, by cursor',
);
export const MyOrderRequestConnection = connectionOf(
  ApprovalRequest,
  'MyOrderRequest',
  'A page of your orders submitted for approval, newest first, by cursor',
);

/**
 * What waits for the caller's approval, oldest first like `approvalQueue`: the company's waiting requests (an index
 * seek on (companyId, status, createdAt)), narrowed in code to the ones with a role the caller can still fill.
 */
export async function approvalQueueConnection(ctx: Context, args: PageArgs) {
  const user = allowUser(ctx, 'approvalQueueConnection');
  const where = queueWhere(user);
  const include = { events: { where: { kind: 'APPROVED' as const } } };
  const reader = filteredReader<RequestRow & { events: ApprovalEvent[] }>(
    (past, orderBy, take) =>
      ctx.db.approvalRequest.findMany({ where: withKey(where, past), include, orderBy, take }),
    waitsFor(user),
  );
  const page = await keysetPage(args, 'approvalQueue', reader, 'oldestFirst');
  return {
    ...page,
    count: async () =>
      (await ctx.db.approvalRequest.findMany({ where, include })).filter(waitsFor(user)).length,
  };
}

/** The caller's own requests for their company, newest first like `myOrderRequests` (seeks on (requesterId, createdAt)). */
export async function myOrderRequestConnection(ctx: Context, args: PageArgs) {
  const user = allowUser(ctx, 'myOrderRequestConnection');
  const where = myRequestsWhere(user);
  const page = await keysetPage(args, 'myOrderRequests', {
    rows: (past, orderBy, take) =>
      ctx.db.approvalRequest.findMany({ where: withKey(where, past), orderBy, take }),
    any: async (past) =>
      (await ctx.db.approvalRequest.findFirst({ where: withKey(where, past), select: { id: true } })) !==
      null,
  });
  return { ...page, count: () => ctx.db.approvalRequest.count({ where }) };
}
