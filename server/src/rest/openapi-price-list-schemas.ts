/**
 * The answer shapes of the price-list routes (docs/decisions/094, 100), beside openapi-schemas.ts and read the same
 * way by openapi.ts; checked against real answers in server/test/rest/openapi-answers.test.ts.
 */
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const nullable = (schema: object) => ({ oneOf: [schema, { type: 'null' }] });
const obj = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
/** The caller's ship-to location: its id and address (the CompanyLocation schema), or null for none. */
const shipTo = {
  locationId: nullable(str),
  location: nullable({ $ref: '#/components/schemas/CompanyLocation' }),
};

/** What each route answers on success (`METHOD /path` as the router declares it). */
export const PRICE_LIST_ANSWERS: Record<string, object> = {
  'POST /admin/price-lists/:id/entries-import': obj({
    applied: { type: 'boolean' },
    rows: int,
    added: int,
    changed: int,
    removed: int,
    unchanged: int,
    refused: int,
    problems: { type: 'array', items: obj({ row: int, sku: str, column: nullable(str), reason: str }) },
    errorFile: nullable(str),
  }),
  'PUT /admin/price-lists/:id/locations': obj({
    id: str,
    name: str,
    locations: { type: 'array', items: obj({ id: str, label: str, companyId: str, companyName: str }) },
  }),
  'GET /my-ship-to-location': obj(shipTo),
  'PUT /my-ship-to-location': obj({
    success: { const: true },
    ...shipTo,
    // Open items the new location priced again (docs/decisions/109).
    repricedItems: {
      type: 'array',
      items: obj({
        itemId: str,
        productName: str,
        quantity: int,
        fromUnitPriceCents: int,
        toUnitPriceCents: int,
      }),
    },
  }),
};
