/**
 * Returns over REST (docs/decisions/069): the same services as GraphQL's requestReturn, withdrawReturn, approveReturn,
 * rejectReturn, receiveReturn and returnRequests. A buyer reads an order's returns in its answer (GET /purchase-orders/{id}).
 */
import { Router } from 'express';
import * as returns from '../modules/returns/returns';
import { handle } from './handler';
import { bodyOf } from './body';

export function returnRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post(
    '/purchase-orders/:id/returns',
    handle(
      'requestReturn',
      async (ctx, req) => ({
        success: true,
        return: await returns.requestReturn(ctx, String(req.params.id), bodyOf(req)),
      }),
      201,
    ),
  );
  r.post(
    '/returns/:id/withdraw',
    handle('withdrawReturn', async (ctx, req) => ({
      success: true,
      return: await returns.withdrawReturn(ctx, String(req.params.id)),
    })),
  );
  r.get(
    '/admin/returns',
    handle('returnRequests', async (ctx, req) => {
      const status =
        typeof req.query.status === 'string' ? req.query.status : req.query.status === undefined ? null : '';
      return {
        success: true,
        returns: await returns.returnRequests(ctx, status === null ? null : status.toUpperCase()),
      };
    }),
  );
  r.post(
    '/admin/returns/:id/approve',
    handle('approveReturn', async (ctx, req) => ({
      success: true,
      return: await returns.approveReturn(ctx, String(req.params.id), bodyOf(req)),
    })),
  );
  r.post(
    '/admin/returns/:id/reject',
    handle('rejectReturn', async (ctx, req) => ({
      success: true,
      return: await returns.rejectReturn(ctx, String(req.params.id), bodyOf(req)),
    })),
  );
  r.post(
    '/admin/returns/:id/receive',
    handle('receiveReturn', async (ctx, req) => ({
      success: true,
      return: await returns.receiveReturn(ctx, String(req.params.id), bodyOf(req)),
    })),
  );
  return r;
}
