/**
 * A person's data over REST (docs/decisions/060): the same services as GraphQL's myPersonalData, personalData and
 * erasePerson. The exports download as a JSON file.
 */
import { Router, type Response } from 'express';
import * as privacy from '../modules/privacy/personal-data';
import { handle } from './handler';

const asFile = (res: Response, name: string) => {
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'private, no-store');
};

export function privacyRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/user/personal-data',
    handle('myPersonalData', async (ctx, _req, res) => {
      const data = await privacy.myPersonalData(ctx);
      asFile(res, 'personal-data.json');
      return data;
    }),
  );
  r.get(
    '/admin/users/:id/personal-data',
    handle('personalData', async (ctx, req, res) => {
      const data = await privacy.personalData(ctx, String(req.params.id));
      asFile(res, `personal-data-${data.person.id}.json`);
      return data;
    }),
  );
  r.post(
    '/admin/users/:id/erase',
    handle('erasePerson', async (ctx, req) => ({
      success: true,
      erased: await privacy.erasePerson(ctx, String(req.params.id)),
    })),
  );
  return r;
}
