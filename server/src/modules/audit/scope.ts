import type { NextFunction, Request, Response } from 'express';
import { withAuditScope } from '../../db/audit-context';

/** An incoming request id is stored only when it looks like one (a proxy's UUID or trace id). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

function requestIdOf(req: Request, res: Response): string | null {
  const id = (res.locals.requestId as unknown) ?? req.headers['x-request-id'];
  return typeof id === 'string' && SAFE_REQUEST_ID.test(id) ? id : null;
}

/**
 * Middleware: the rest of the request runs in its own audit scope (db/audit-context.ts) holding its address and
 * request id; the caller and the operation are added when known. Its writes are recorded with them.
 */
export function auditScope() {
  return (req: Request, res: Response, next: NextFunction) => {
    withAuditScope({ ip: req.ip ?? null, requestId: requestIdOf(req, res) }, next);
  };
}
