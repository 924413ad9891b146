/**
 * A price list's entries as a CSV file over REST (docs/decisions/094): `GET /admin/price-lists/{id}/entries.csv`
 * downloads them by SKU; `POST /admin/price-lists/{id}/entries-import` takes `{content}` (the file's text in the same
 * columns) and makes it the list's entries whole, or changes nothing and answers the error file.
 * `PUT /admin/price-lists/{id}/locations` takes `{locationIds}` and gives the list to exactly those company locations
 * (docs/decisions/100). `GET /my-ship-to-location` and `PUT /my-ship-to-location` `{locationId}` read and choose the
 * location the caller's orders ship to, whose lists price what they add from then on.
 */
import { Router } from 'express';
import { badInput } from '../errors';
import { importPriceListCsv, priceListCsv } from '../modules/prices/price-list-csv';
import {
  chooseShipToLocation,
  myShipToLocation,
  setPriceListLocations,
} from '../modules/prices/price-list-locations';
import type { Context } from '../context';
import { handle, sendCsv } from './handler';
import { bodyOf } from './body';
import { presentLocation } from './companies';

/** The caller's ship-to location as both routes answer it: its id and address, or null for none. */
async function presentShipTo(ctx: Context, op?: 'chooseShipToLocation') {
  const { locationId, location } = await myShipToLocation(ctx, op);
  return { locationId, location: location ? presentLocation(location) : null };
}

/** A buyer's own choice, over the same service and access as GraphQL's `chooseShipToLocation`. */
function shipToRoutes(r: Router): void {
  r.get(
    '/my-ship-to-location',
    handle('me', async (ctx) => presentShipTo(ctx)),
  );
  r.put(
    '/my-ship-to-location',
    handle('chooseShipToLocation', async (ctx, req) => {
      const body = bodyOf(req);
      if (!('locationId' in body))
        throw badInput('locationId is required: a location of your company, or null for none', 'locationId');
      const { repricedItems } = await chooseShipToLocation(ctx, body.locationId);
      return { success: true, ...(await presentShipTo(ctx, 'chooseShipToLocation')), repricedItems };
    }),
  );
}

export function priceListRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/admin/price-lists/:id/entries.csv',
    handle('exportPriceListCsv', async (ctx, req, res) => {
      const { fileName, csv } = await priceListCsv(ctx, String(req.params.id));
      sendCsv(res, fileName, csv);
    }),
  );
  r.post(
    '/admin/price-lists/:id/entries-import',
    handle('importPriceListCsv', async (ctx, req) => {
      const body = bodyOf(req);
      if (body.content === undefined || body.content === null)
        throw badInput("content is required: the CSV file's text", 'content');
      return importPriceListCsv(ctx, String(req.params.id), body.content);
    }),
  );
  r.put(
    '/admin/price-lists/:id/locations',
    handle('setPriceListLocations', async (ctx, req) => {
      const body = bodyOf(req);
      if (body.locationIds === undefined || body.locationIds === null)
        throw badInput("locationIds is required: the locations' ids (empty: none)", 'locationIds');
      const list = await setPriceListLocations(ctx, String(req.params.id), body.locationIds);
      return { id: list.id, name: list.name, locations: list.locations };
    }),
  );
  shipToRoutes(r);
  return r;
}
