/**
 * The answer shapes of the sales rep and act-as routes (docs/decisions/084) and the reps' quote routes (094), beside
 * openapi-schemas.ts and read the same way by openapi.ts; checked against real answers in
 * server/test/rest/openapi-answers.test.ts.
 */
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullable = (schema: object) => ({ oneOf: [schema, { type: 'null' }] });
const obj = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
const items = (schema: object) => ({ type: 'array', items: schema });
const ok = (properties: Record<string, object>) => obj({ success: { const: true }, ...properties });

const person = { id: str, email: str, displayName: nullable(str) };
/** A company's rep, with the locations their assignment is limited to (null: every one; docs/decisions/117). */
const rep = obj({ ...person, locationIds: nullable(items(str)) });
const quote = { $ref: '#/components/schemas/SalesQuote' };
const session = {
  buyerId: str,
  buyerName: str,
  companyId: str,
  companyName: str,
  expiresAt: str,
  banner: str,
};

/** What each route answers on success (`METHOD /path` as the router declares it). */
export const REP_ANSWERS: Record<string, object> = {
  'PUT /admin/users/:id/sales-rep': ok({ user: obj({ ...person, salesRep: bool }) }),
  'GET /admin/sales-reps': ok({
    salesReps: items(obj({ ...person, companies: items(obj({ id: str, name: str })) })),
  }),
  'GET /admin/companies/:id/reps': ok({ reps: items(rep) }),
  'PUT /admin/companies/:id/reps': ok({ reps: items(rep) }),
  'PUT /admin/companies/:id/reps/:repId/locations': ok({ reps: items(rep) }),
  'GET /rep/companies': ok({
    companies: items(obj({ id: str, name: str, members: items(obj({ ...person, companyRole: str })) })),
  }),
  'GET /rep/companies/:id/orders': ok({
    orders: items(
      obj({
        id: str,
        number: int,
        invoiceNumber: str,
        buyerName: str,
        poNumber: nullable(str),
        totalCents: int,
        paymentStatus: str,
        fulfilmentStatus: str,
        createdAt: str,
      }),
    ),
  }),
  'GET /rep/companies/:id/quotes': ok({ quotes: items(quote) }),
  'POST /rep/quotes/:id/send': ok({ quote }),
  'POST /act-as': ok({ session: obj({ token: str, ...session }) }),
  'GET /act-as': ok({ session: nullable(obj({ ...session, actorName: str })) }),
  'DELETE /act-as': ok({ stopped: bool }),
};
