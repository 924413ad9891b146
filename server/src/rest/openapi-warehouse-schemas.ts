/**
 * The answer shapes of the warehouse routes (docs/decisions/082, 093), beside openapi-schemas.ts and read the same
 * way by openapi.ts; checked against real answers in server/test/rest/openapi-answers.test.ts.
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
const levels = {
  type: 'array',
  items: obj({ warehouseId: str, code: str, name: str, active: bool, quantity: int }),
};

/** What each route answers on success (`METHOD /path` as the router declares it). */
export const WAREHOUSE_ANSWERS: Record<string, object> = {
  'GET /admin/warehouses': obj({
    warehouses: { type: 'array', items: obj({ id: str, code: str, name: str, priority: int, active: bool }) },
  }),
  'GET /admin/warehouses/:id/fulfilment-queue': obj({
    lines: {
      type: 'array',
      items: obj({
        invoiceLineId: str,
        purchaseOrderId: str,
        orderNumber: str,
        poNumber: nullable(str),
        companyName: str,
        position: int,
        sku: str,
        productName: str,
        quantity: int,
        requestedDeliveryDate: nullable(str),
        promisedDeliveryDate: nullable(str),
      }),
    },
  }),
  'GET /admin/products/:id/stock': obj({ levels }),
  'PUT /admin/products/:id/stock/:warehouseId': obj({ success: { const: true }, levels }),
};
