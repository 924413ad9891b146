/**
 * Sales reps and acting as a buyer over REST (docs/decisions/084): the same services as GraphQL's setSalesRep,
 * salesReps, companyReps, setCompanyReps, myRepCompanies, repCompanyOrders, startActingAs, stopActingAs and
 * myActAsSession, and setRepLocations (docs/decisions/117), so a rep's reach is decided by one rule for both; and a rep's quotes (repQuotes, repSendQuote,
 * docs/decisions/094), read and priced under the same rule.
 */
import { Router } from 'express';
import * as reps from '../modules/sales-reps/sales-reps.service';
import * as actAs from '../modules/sales-reps/act-as.service';
import * as repQuotes from '../modules/quotes/quote-rep';
import { versionOf } from './quotes';
import { handle } from './handler';
import { bodyOf, queryText } from './body';
import { badInput } from '../errors';

/** `?take=` as a number, 50 when absent (the service refuses anything but 1 to 100). */
function takeOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 50;
  if (!/^\d{1,4}$/.test(raw)) throw badInput('take must be from 1 to 100', 'take');
  return Number(raw);
}

export function salesRepRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.put(
    '/admin/users/:id/sales-rep',
    handle('setSalesRep', async (ctx, req) => ({
      success: true,
      user: await reps.setSalesRep(ctx, String(req.params.id), bodyOf(req).salesRep as boolean),
    })),
  );
  r.get(
    '/admin/sales-reps',
    handle('salesReps', async (ctx) => ({ success: true, salesReps: await reps.salesReps(ctx) })),
  );
  r.get(
    '/admin/companies/:id/reps',
    handle('companyReps', async (ctx, req) => ({
      success: true,
      reps: await reps.companyReps(ctx, String(req.params.id)),
    })),
  );
  r.put(
    '/admin/companies/:id/reps',
    handle('setCompanyReps', async (ctx, req) => ({
      success: true,
      reps: await reps.setCompanyReps(ctx, String(req.params.id), bodyOf(req).repIds),
    })),
  );
  r.put(
    '/admin/companies/:id/reps/:repId/locations',
    handle('setRepLocations', async (ctx, req) => ({
      success: true,
      reps: await reps.setRepLocations(
        ctx,
        String(req.params.id),
        String(req.params.repId),
        bodyOf(req).locationIds,
      ),
    })),
  );
  r.get(
    '/rep/companies',
    handle('myRepCompanies', async (ctx) => ({ success: true, companies: await reps.myRepCompanies(ctx) })),
  );
  r.get(
    '/rep/companies/:id/orders',
    handle('repCompanyOrders', async (ctx, req) => ({
      success: true,
      orders: await reps.repCompanyOrders(ctx, String(req.params.id), takeOf(queryText(req, 'take'))),
    })),
  );
  r.get(
    '/rep/companies/:id/quotes',
    handle('repQuotes', async (ctx, req) => {
      const take = queryText(req, 'take');
      // A word is refused by the service as not a whole number; absent, the service's page of 50.
      return {
        success: true,
        quotes: await repQuotes.repQuotes(
          ctx,
          String(req.params.id),
          take === undefined || take === '' ? undefined : Number(take),
        ),
      };
    }),
  );
  r.post(
    '/rep/quotes/:id/send',
    handle('repSendQuote', async (ctx, req) => {
      const body = bodyOf(req);
      return {
        success: true,
        quote: await repQuotes.repSendQuote(ctx, String(req.params.id), body, versionOf(body)),
      };
    }),
  );
  r.post(
    '/act-as',
    handle(
      'startActingAs',
      async (ctx, req) => {
        const buyerId = bodyOf(req).buyerId;
        if (typeof buyerId !== 'string')
          throw badInput('buyerId must be the id of a member of a company you serve', 'buyerId');
        return { success: true, session: await actAs.startActingAs(ctx, buyerId) };
      },
      201,
    ),
  );
  r.get(
    '/act-as',
    handle('myActAsSession', async (ctx) => ({ success: true, session: await actAs.myActAsSession(ctx) })),
  );
  r.delete(
    '/act-as',
    handle('stopActingAs', async (ctx) => ({ success: true, stopped: await actAs.stopActingAs(ctx) })),
  );
  return r;
}
