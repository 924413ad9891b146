/**
 * Tax rates and company tax exemptions over REST (docs/decisions/041): the same services as
 * GraphQL's taxRates, setTaxRate, deleteTaxRate and setCompanyTaxExemption, with GraphQL's shapes.
 */
import { Router } from 'express';
import * as tax from '../modules/tax/tax.service';
import { handle } from './handler';
import { bodyOf, optionalText } from './body';

export function taxRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/admin/tax-rates',
    handle('taxRates', async (ctx) => ({ taxRates: await tax.taxRates(ctx) })),
  );
  // Adds a rate (no id) or changes the one with `id`, as setTaxRate does: 200 either way.
  r.post(
    '/admin/tax-rates',
    handle('setTaxRate', async (ctx, req) => {
      const body = bodyOf(req);
      const { id: _id, ...input } = body;
      return { success: true, taxRate: await tax.setTaxRate(ctx, optionalText(body, 'id') ?? null, input) };
    }),
  );
  r.delete(
    '/admin/tax-rates/:id',
    handle('deleteTaxRate', async (ctx, req) => ({
      success: await tax.deleteTaxRate(ctx, String(req.params.id)),
    })),
  );
  r.put(
    '/admin/companies/:id/tax-exemption',
    handle('setCompanyTaxExemption', async (ctx, req) => ({
      success: true,
      taxExemption: await tax.setCompanyTaxExemption(ctx, String(req.params.id), bodyOf(req)),
    })),
  );
  return r;
}
