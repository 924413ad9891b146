/** Data the approvals tests answer with (the server's shapes, with __typename as Apollo's cache wants). */
import { GraphQLError } from 'graphql';

export function request(over: Record<string, unknown> = {}) {
  return {
    __typename: 'ApprovalRequest' as const,
    id: 'r1',
    requestNumber: 'AR-000001',
    status: 'AWAITING_APPROVAL' as const,
    netCents: 300_000,
    taxCents: 0,
    totalCents: 300_000,
    tax: { __typename: 'TaxLine' as const, label: null as string | null },
    shipTo: {
      __typename: 'ShipTo' as const,
      companyName: 'Acme Crafts Ltd',
      addressLine1: '12 Mill Road',
      addressLine2: null,
      city: 'Leeds',
      region: null,
      postalCode: 'LS1 4AP',
      country: 'GB',
    },
    requiredRoles: ['COMPANY_ADMIN' as const],
    waitingFor: ['COMPANY_ADMIN'],
    requesterEmail: 'bea@acme.test',
    rejectionReason: null,
    reasons: ['Over the $2,000.00 per-order limit: needs a company admin'],
    poNumber: 'PO-77',
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    purchaseOrder: null,
    items: [
      {
        __typename: 'OrderItem' as const,
        id: 'i1',
        productName: 'Hot Melt Pro',
        quantity: 3000,
        unitPriceCents: 100,
        totalCents: 300_000,
      },
    ],
    ...over,
  };
}

export const submitted = {
  __typename: 'ApprovalStep' as const,
  id: 'e1',
  kind: 'SUBMITTED',
  actorEmail: 'bea@acme.test',
  role: null,
  detail: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};

export const refuse = (path: string, message: string, extensions: Record<string, unknown>) => ({
  errors: [new GraphQLError(message, { path: [path], extensions })],
});
