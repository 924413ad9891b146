/**
 * The answer shapes of the shop's holiday routes (docs/decisions/101), beside openapi-schemas.ts and read the same
 * way by openapi.ts; checked against real answers in server/test/rest/openapi-answers.test.ts.
 */
const str = { type: 'string' } as const;
const obj = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
const holiday = obj({ day: str, name: str, dayText: str });

/** What each route answers on success (`METHOD /path` as the router declares it). */
export const DELIVERY_ANSWERS: Record<string, object> = {
  'GET /checkout/shop-holidays': obj({ holidays: { type: 'array', items: holiday } }),
  'POST /admin/shop-holidays': obj({ success: { const: true }, holiday }),
  'DELETE /admin/shop-holidays/:day': obj({ success: { const: true } }),
};
