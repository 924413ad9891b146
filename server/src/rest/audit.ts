/**
 * The audit trail over REST (docs/decisions/060): the same services as GraphQL's auditTrail, myCompanyAuditTrail and
 * their CSV, with GraphQL's shapes. The filter is the query string (who, entityType, entityId, operation, action,
 * from, to); pages of ?limit= (100 without it) with a Link to the next.
 */
import { Router, type Request } from 'express';
import * as audit from '../modules/audit/audit.service';
import { handle, sendCsv } from './handler';
import { restCursorPage } from './cursor-pages';
import { queryText } from './body';
import type { PageArgs } from '../lib/connection';

const FILTER = ['who', 'entityType', 'entityId', 'operation', 'action', 'from', 'to'] as const;
const filterOf = (req: Request) =>
  Object.fromEntries(FILTER.map((name) => [name, queryText(req, name) ?? null]));

export function auditRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/admin/audit-trail',
    handle('auditTrail', async (ctx, req, res) => {
      const read = (args: PageArgs) => audit.auditTrail(ctx, filterOf(req), args);
      return { records: (await restCursorPage(req, res, read)) ?? (await read({ first: 100 })).nodes };
    }),
  );
  r.get(
    '/admin/audit-trail.csv',
    handle('auditTrailCsv', async (ctx, req, res) => {
      sendCsv(res, 'audit-trail.csv', await audit.auditTrailCsv(ctx, filterOf(req)));
    }),
  );
  r.get(
    '/my-company/audit-trail',
    handle('myCompanyAuditTrail', async (ctx, req, res) => {
      const read = (args: PageArgs) => audit.myCompanyAuditTrail(ctx, filterOf(req), args);
      return { records: (await restCursorPage(req, res, read)) ?? (await read({ first: 100 })).nodes };
    }),
  );
  r.get(
    '/my-company/audit-trail.csv',
    handle('myCompanyAuditTrailCsv', async (ctx, req, res) => {
      sendCsv(res, 'company-audit-trail.csv', await audit.myCompanyAuditTrailCsv(ctx, filterOf(req)));
    }),
  );
  return r;
}
