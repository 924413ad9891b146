import { Router } from 'express';
import { approvalNumberText, reasonText, type ApprovalReason } from '@gluegun/common';
import * as approvalsService from '../modules/approvals/approvals.service';
import * as invoicesService from '../modules/invoices/invoices.service';
import { handle } from './handler';
import { bodyOf, optionalNumber, optionalText, queryText } from './body';
import { presentMember } from './companies';
import type { Context } from '../context';
import { requestFigures, requestShipTo, seesOrderOfRequest } from '../modules/approvals/approvals';

const CHECKOUT_FIELDS = [
  'poNumber',
  'companyName',
  'addressLine1',
  'addressLine2',
  'city',
  'region',
  'postalCode',
  'country',
  'contactPhone',
  'notes',
  'requestedDeliveryDate',
] as const;

type RequestRow = Awaited<ReturnType<typeof approvalsService.orderRequest>>;
/** An approval request as REST answers it (the GraphQL ApprovalRequest's stored fields; its order only to those who see it). */
export const presentRequest = (ctx: Context, r: RequestRow) => ({
  id: r.id,
  number: r.number,
  requestNumber: approvalNumberText(r.number),
  status: r.status,
  ...requestFigures(r),
  shipTo: requestShipTo(r),
  requiredRoles: r.requiredRoles,
  reasons: (r.reasons as unknown as ApprovalReason[]).map((reason) => reasonText(reason)),
  requesterEmail: r.requesterEmail,
  rejectionReason: r.rejectionReason,
  purchaseOrderId: seesOrderOfRequest(ctx, r) ? r.purchaseOrderId : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Spending limits, approval rules and orders waiting for approval over REST: the GraphQL services. */
export function approvalRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post(
    '/submit-order',
    handle(
      'submitOrder',
      async (ctx, req) => {
        const body = bodyOf(req);
        const details = Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, optionalText(body, f)]));
        const result = await approvalsService.submitOrder(ctx, {
          itemIds: body.itemIds,
          details,
          shippingMethodId: body.shippingMethodId,
          lineDeliveryDates: body.lineDeliveryDates,
        });
        return {
          success: true,
          purchaseOrder: result.purchaseOrder
            ? await invoicesService.purchaseOrderView(ctx, result.purchaseOrder)
            : null,
          approvalRequest: result.approvalRequest ? presentRequest(ctx, result.approvalRequest) : null,
        };
      },
      201,
    ),
  );
  r.get(
    '/approval-preview',
    handle('approvalPreview', async (ctx, req) =>
      approvalsService.approvalPreview(ctx, (queryText(req, 'itemIds') ?? '').split(',').filter(Boolean)),
    ),
  );
  r.get(
    '/approvals',
    handle('approvalQueue', async (ctx) =>
      (await approvalsService.approvalQueue(ctx)).map((x) => presentRequest(ctx, x)),
    ),
  );
  r.get(
    '/order-requests',
    handle('myOrderRequests', async (ctx) =>
      (await approvalsService.myOrderRequests(ctx)).map((x) => presentRequest(ctx, x)),
    ),
  );
  r.get(
    '/order-requests/:id',
    handle('orderRequest', async (ctx, req) =>
      presentRequest(ctx, await approvalsService.orderRequest(ctx, String(req.params.id))),
    ),
  );
  r.post(
    '/order-requests/:id/approve',
    handle('approveOrder', async (ctx, req) => ({
      success: true,
      approvalRequest: presentRequest(ctx, await approvalsService.approveOrder(ctx, String(req.params.id))),
    })),
  );
  r.post(
    '/order-requests/:id/reject',
    handle('rejectOrder', async (ctx, req) => ({
      success: true,
      approvalRequest: presentRequest(
        ctx,
        await approvalsService.rejectOrder(ctx, String(req.params.id), optionalText(bodyOf(req), 'reason')),
      ),
    })),
  );
  r.post(
    '/order-requests/:id/withdraw',
    handle('withdrawOrderRequest', async (ctx, req) => ({
      success: true,
      approvalRequest: presentRequest(
        ctx,
        await approvalsService.withdrawOrderRequest(ctx, String(req.params.id)),
      ),
    })),
  );
  r.put(
    '/my-company/approval-rules',
    handle('setApprovalRules', async (ctx, req) => {
      const rules = await approvalsService.setApprovalRules(ctx, bodyOf(req).rules);
      return {
        success: true,
        rules: rules.map((x) => ({
          id: x.id,
          thresholdCents: x.thresholdCents,
          approverRole: x.approverRole,
        })),
      };
    }),
  );
  r.put(
    '/my-company/members/:id/limits',
    handle('setSpendingLimits', async (ctx, req) => {
      const body = bodyOf(req);
      const member = await approvalsService.setSpendingLimits(ctx, String(req.params.id), {
        orderLimitCents: optionalNumber(body, 'orderLimitCents') ?? null,
        periodLimitCents: optionalNumber(body, 'periodLimitCents') ?? null,
        limitPeriod: optionalText(body, 'limitPeriod') ?? null,
      });
      return {
        success: true,
        member: {
          ...presentMember(member),
          orderLimitCents: member.orderLimitCents,
          periodLimitCents: member.periodLimitCents,
          limitPeriod: member.limitPeriod,
        },
      };
    }),
  );
  return r;
}
