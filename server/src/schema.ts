import 'reflect-metadata';
import path from 'node:path';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from './auth/auth-checker';
import { ACCESS, accessOf, type Operation } from './auth/access';
import { guardSchema } from './auth/type-scopes';
import { AuthResolver } from './modules/auth/auth.resolver';
import { OrderResolver } from './modules/orders/order.resolver';
import { ProductResolver } from './modules/products/product.resolver';
import { ReviewResolver } from './modules/reviews/review.resolver';
import { UserResolver } from './modules/users/user.resolver';
import { WholesaleResolver } from './modules/wholesale/wholesale.resolver';
import { PurchaseOrderResolver } from './modules/purchase-orders/purchase-order.resolver';
import { CreditResolver } from './modules/credit/credit.resolver';
import { PaymentResolver } from './modules/payments/payment.resolver';
import { FulfilmentResolver } from './modules/fulfilment/fulfilment.resolver';
import { InvoiceRemittanceResolver } from './modules/invoices/remittance.resolver';
import { ApiKeyConnectionResolver, ApiKeyResolver } from './modules/api-keys/api-key.resolver';
import { OrderConnectionResolver } from './modules/orders/order-connection.resolver';
import { RefusalResolver } from './modules/refusals/refusal.resolver';
import { WebhookResolver } from './modules/webhooks/webhook.resolver';
import { NotificationSettingsResolver } from './modules/notifications/notification-settings.resolver';
import { MyOrderConnectionResolver } from './modules/orders/my-order-connection.resolver';
import { ProductConnectionResolver } from './modules/products/product-connection.resolver';
import { ReviewConnectionResolver } from './modules/reviews/review-connection.resolver';
import { UserConnectionResolver } from './modules/users/user-connection.resolver';
import {
  MyPurchaseOrderConnectionResolver,
  PurchaseOrderConnectionResolver,
} from './modules/purchase-orders/connections.resolver';
import { BankStatementResolver } from './modules/bank-statements/bank-statement.resolver';
import { StatementResolver } from './modules/statements/statement.resolver';
import { CreditNoteResolver } from './modules/credit-notes/credit-note.resolver';
import { PurchaseOrderTaxResolver, TaxResolver } from './modules/tax/tax.resolver';
import { CompanyFreightResolver, FreightResolver } from './modules/freight/freight.resolver';

import {
  CompanyMemberResolver,
  CompanyResolver,
  InvitationResolver,
} from './modules/companies/company.resolver';
import { ApprovalResolver, SpendingLimitsResolver } from './modules/approvals/approval.resolver';
import { LIST_CONNECTION_RESOLVERS } from './list-connections';
import { CategoryResolver, ProductCatalogResolver } from './modules/catalog/catalog.resolver';
import { PriceListResolver, ProductContractPriceResolver } from './modules/prices/price-list.resolver';
import { ProductPartNumberResolver } from './modules/companies/part-number.resolver';
import { CustomerGroupResolver } from './modules/prices/customer-group.resolver';
import { PriceListLocationResolver, UserShipToResolver } from './modules/prices/ship-to.resolver';
import { WarehouseResolver } from './modules/stock/stock.resolver';
import { FulfilmentQueueResolver } from './modules/fulfilment/queue.resolver';
import {
  OrderItemShippedResolver,
  PurchaseOrderShipmentsResolver,
  ShipmentResolver,
} from './modules/shipments/shipment.resolver';
import { PurchaseOrderReturnsResolver, ReturnResolver } from './modules/returns/return.resolver';
import { PrivacyResolver } from './modules/privacy/privacy.resolver';
import { OrderItemQuoteResolver, QuoteFreightResolver, QuoteResolver } from './modules/quotes/quote.resolver';
import { PunchOutResolver } from './modules/punchout/punchout.resolver';
import { ProductFamilyResolver, ProductVariantResolver } from './modules/families/family.resolver';
import { ProductRelatedResolver } from './modules/related/related.resolver';
import { CatalogImportJobResolver } from './modules/catalog-csv/import-job.resolver';
import { OrderItemPackResolver, PurchaseOrderWeightResolver } from './modules/families/order-pack.resolver';
import { OrderListResolver } from './modules/order-lists/order-list.resolver';
import { CompanyEdiResolver, EdiResolver } from './modules/edi/edi.resolver';
import { SalesRepResolver } from './modules/sales-reps/sales-reps.resolver';
import { ProductCompanyPriceResolver } from './modules/sales-reps/company-price.resolver';
import {
  InvoiceLineDeliveryResolver,
  OrderItemLeadTimeResolver,
  ProductLeadTimeResolver,
  PurchaseOrderDeliveryResolver,
} from './modules/purchase-orders/delivery-dates.resolver';
import {
  InvoiceLineBackorderResolver,
  ProductBackorderResolver,
} from './modules/backorders/backorder.resolver';
import { ShopHolidayResolver } from './modules/shop-calendar/holidays.resolver';
export const RESOLVERS = [
  AuthResolver,
  ProductResolver,
  OrderResolver,
  UserResolver,
  ReviewResolver,
  WholesaleResolver,
  PurchaseOrderResolver,
  PaymentResolver,
  FulfilmentResolver,
  CreditResolver,
  InvoiceRemittanceResolver,
  RefusalResolver,
  ApiKeyResolver,
  ApiKeyConnectionResolver,
  OrderConnectionResolver,
  WebhookResolver,
  NotificationSettingsResolver,
  MyOrderConnectionResolver,
  ProductConnectionResolver,
  ReviewConnectionResolver,
  UserConnectionResolver,
  MyPurchaseOrderConnectionResolver,
  PurchaseOrderConnectionResolver,
  CompanyResolver,
  CompanyMemberResolver,
  InvitationResolver,
  ApprovalResolver,
  SpendingLimitsResolver,
  BankStatementResolver,
  StatementResolver,
  CreditNoteResolver,
  TaxResolver,
  PurchaseOrderTaxResolver,
  FreightResolver,
  CompanyFreightResolver,
  CategoryResolver,
  ProductCatalogResolver,
  PriceListResolver,
  ProductContractPriceResolver,
  ProductPartNumberResolver,
  CustomerGroupResolver,
  PriceListLocationResolver,
  UserShipToResolver,
  ShipmentResolver,
  PurchaseOrderShipmentsResolver,
  OrderItemShippedResolver,
  ReturnResolver,
  PurchaseOrderReturnsResolver,
  PrivacyResolver,
  PunchOutResolver,
  QuoteResolver,
  OrderItemQuoteResolver,
  QuoteFreightResolver,
  ProductFamilyResolver,
  ProductVariantResolver,
  ProductRelatedResolver,
  CatalogImportJobResolver,
  OrderItemPackResolver,
  PurchaseOrderWeightResolver,
  OrderListResolver,
  EdiResolver,
  CompanyEdiResolver,
  PurchaseOrderDeliveryResolver,
  ProductLeadTimeResolver,
  OrderItemLeadTimeResolver,
  InvoiceLineDeliveryResolver,
  ShopHolidayResolver,
  ProductBackorderResolver,
  InvoiceLineBackorderResolver,
  SalesRepResolver,
  ProductCompanyPriceResolver,
  WarehouseResolver,
  FulfilmentQueueResolver,
  ...LIST_CONNECTION_RESOLVERS,
] as const;

/** Root fields anyone may call without signing in, read from the one access declaration (auth/access.ts). */
export const PUBLIC_OPERATIONS: readonly Operation[] = (Object.keys(ACCESS) as Operation[]).filter(
  (op) => accessOf(op) === 'PUBLIC',
);

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', 'schema.graphql');

let cached: Promise<GraphQLSchema> | undefined;

/**
 * Built once per process: no per-request schema work. An API key's scopes guard the data below the root fields too
 * (auth/type-scopes.ts): the guarded fields' resolvers are wrapped here, before anything executes or compiles.
 */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers: [...RESOLVERS],
    authChecker,
    authMode: 'error',
    validate: false, // inputs are validated in services with the shared yup schemas
  }).then((schema) => {
    guardSchema(schema);
    return schema;
  });
  return cached;
}

/** Every root field with the roles it needs: [] = any signed-in user, null = public. */
export function rootFieldAccess(): Map<string, string[] | null> {
  const storage = getMetadataStorage();
  const access = new Map<string, string[] | null>();
  const authorized = storage.authorizedFields;
  const add = (kind: 'Query' | 'Mutation', defs: typeof storage.queries) => {
    for (const d of defs) {
      const rule = authorized.find((a) => a.target === d.target && a.fieldName === d.methodName);
      access.set(`${kind}.${d.schemaName}`, rule ? (rule.roles as string[]) : null);
    }
  };
  add('Query', storage.queries);
  add('Mutation', storage.mutations);
  return access;
}
