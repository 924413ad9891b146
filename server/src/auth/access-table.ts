import { APPROVER_ROLES, ORDERING_ROLES, type CompanyRoleName, type Scope } from '@gluegun/common';

/**
 * Who may call each operation: the one declaration. GraphQL resolvers (`@Allow`), REST routes (`handle(op, ...)`)
 * and the services themselves (`allow(ctx, op)`) all read it; the authorization matrices check it against a policy
 * table written apart from it (server/test/security/policy.ts). Ownership (my orders, my items) is checked by the services on top of this.
 * Changing who may call an operation is one edit here.
 *
 * Beside each role sits the scope an API key needs for the operation (docs/decisions/027-api-keys.md):
 * `scope: null` = people only, no key may ever call it (key management, roles, deleting users, signing out).
 * PUBLIC operations need no scope: anyone may call them, with or without a key.
 */
export type Access = 'PUBLIC' | 'SIGNED_IN' | 'ADMIN';

/** Every scope a key can hold: the one list, in @gluegun/common (the dashboard offers the same). */
export { SCOPES, type Scope } from '@gluegun/common';

/**
 * `company`: the company roles that may call a SIGNED_IN operation; absent = every role. Shop admins
 * are not held to it (they act for the shop). Which company's things a caller reaches is the services' part.
 *
 * `verified: true`: the caller's e-mail must be verified (docs/decisions/046). Whoever holds an unverified address
 * may not be its owner, so they make nothing that acts on others or outlives a takeover: no API keys, no
 * invitations, no role changes or removals of others, no spending rules; nor join a company or read the
 * invitations sent to the address. Checked for people and keys alike (a key's creator is read on every request).
 */
export type Declared =
  | { readonly access: 'PUBLIC' }
  | {
      readonly access: 'SIGNED_IN' | 'ADMIN';
      readonly scope: Scope | null;
      readonly company?: readonly CompanyRoleName[];
      readonly verified?: true;
    };

/** Company roles that put items in and check out: accounts payable places nothing. */
const ORDERING = ORDERING_ROLES;
const COMPANY_ADMIN = ['COMPANY_ADMIN'] as const;
/** Company roles that keep the company's part numbers: its admins and its buyers. */
const PART_NUMBER_KEEPERS = ['COMPANY_ADMIN', 'BUYER'] as const;
/** Company roles that may approve orders (an approval rule names one of them). */
const APPROVERS = APPROVER_ROLES;
/** Webhook endpoints and deliveries: shop admins, and an integration's key with manage:webhooks. */
const WEBHOOKS = { access: 'ADMIN', scope: 'manage:webhooks' } as const;

export const ACCESS = {
  // Catalog and reviews: anyone.
  products: { access: 'PUBLIC' },
  product: { access: 'PUBLIC' },
  reviews: { access: 'PUBLIC' },
  productConnection: { access: 'PUBLIC' },
  reviewConnection: { access: 'PUBLIC' },
  exchangeToken: { access: 'PUBLIC' },
  quote: { access: 'PUBLIC' },
  refusalReasons: { access: 'PUBLIC' },
  // Procurement PunchOut (docs/decisions/064): the documents carry their own credentials (the identity's shared
  // secret, the OCI password, a one-time start link, the buyer's session token in the transfer form).
  punchOutSetup: { access: 'PUBLIC' },
  punchOutOrder: { access: 'PUBLIC' },
  punchOutStart: { access: 'PUBLIC' },
  punchOutTransfer: { access: 'PUBLIC' },
  punchOutOci: { access: 'PUBLIC' },
  // The catalog's shape: as public as the products.
  categories: { access: 'PUBLIC' },
  category: { access: 'PUBLIC' },
  catalogFacets: { access: 'PUBLIC' },
  specifications: { access: 'PUBLIC' },
  // Families and their variants (docs/decisions/066): the variant picker's data, as public as the products.
  productFamily: { access: 'PUBLIC' },
  productFamilies: { access: 'PUBLIC' },
  // Related items and compare (docs/decisions/078): as public as the product pages they sit on.
  productRelated: { access: 'PUBLIC' },
  compareProducts: { access: 'PUBLIC' },
  // Suggestions as a buyer types (docs/decisions/116): the catalog search, as public as the products.
  catalogSuggestions: { access: 'PUBLIC' },
  // Signed-in customers (the services scope them to their own data).
  me: { access: 'SIGNED_IN', scope: 'read:profile' },
  isAdmin: { access: 'SIGNED_IN', scope: 'read:profile' },
  signOut: { access: 'SIGNED_IN', scope: null },
  myOrders: { access: 'SIGNED_IN', scope: 'read:orders' },
  myOrderConnection: { access: 'SIGNED_IN', scope: 'read:orders' },
  ordersByEmail: { access: 'SIGNED_IN', scope: 'read:orders' },
  placeOrder: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  // Pay issues an invoice (INVOICED): an order write; money received is recordPayment's write:payments.
  payOrderItem: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  cancelOrderItem: { access: 'SIGNED_IN', scope: 'write:orders' },
  deleteOrderItem: { access: 'SIGNED_IN', scope: 'write:orders' },
  addReview: { access: 'SIGNED_IN', scope: 'write:reviews' },
  quickOrderPreview: { access: 'SIGNED_IN', scope: 'read:products' },
  bulkAddToOrders: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  // Purchase orders and invoices (the services scope buyers to their own orders, company admins and accounts
  // payable to their company's).
  checkout: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  myPurchaseOrders: { access: 'SIGNED_IN', scope: 'read:orders' },
  myPurchaseOrderConnection: { access: 'SIGNED_IN', scope: 'read:orders' },
  purchaseOrder: { access: 'SIGNED_IN', scope: 'read:orders' },
  invoiceDocument: { access: 'SIGNED_IN', scope: 'read:invoices' },
  reorder: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  myCredit: { access: 'SIGNED_IN', scope: 'read:invoices' },
  // Every company role reads a statement; the service scopes it (company-wide roles: the company's; others: their own orders).
  myStatement: { access: 'SIGNED_IN', scope: 'read:invoices' },
  // The caller's own prices with their explanation (decision 134): no argument names a company.
  myPrices: { access: 'SIGNED_IN', scope: 'read:products' },
  // Credit notes: whoever sees the order sees its credit notes and their PDFs.
  creditNotes: { access: 'SIGNED_IN', scope: 'read:invoices' },
  creditNoteDocument: { access: 'SIGNED_IN', scope: 'read:invoices' },
  // E-invoices (UBL, CII, Factur-X) of an invoice or a credit note: read exactly as their PDFs.
  invoiceEInvoice: { access: 'SIGNED_IN', scope: 'read:invoices' },
  creditNoteEInvoice: { access: 'SIGNED_IN', scope: 'read:invoices' },
  // A person's own e-mail settings: a key may read them; changing them is the person's (no key).
  myNotificationSettings: { access: 'SIGNED_IN', scope: 'read:profile' },
  updateNotificationSettings: { access: 'SIGNED_IN', scope: null },
  companyNotificationSettings: { access: 'SIGNED_IN', scope: 'read:company' },
  updateCompanyNotificationSettings: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
  // Company accounts: any member reads their company and answers invitations to their own e-mail; its company admins run it.
  myCompany: { access: 'SIGNED_IN', scope: 'read:company' },
  myInvitations: { access: 'SIGNED_IN', scope: 'read:company', verified: true },
  acceptCompanyInvitation: { access: 'SIGNED_IN', scope: null, verified: true },
  companyInvitations: { access: 'SIGNED_IN', scope: 'read:company', company: COMPANY_ADMIN },
  updateMyCompany: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
  addCompanyLocation: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
  updateCompanyLocation: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
  removeCompanyLocation: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
  inviteToCompany: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN, verified: true },
  revokeCompanyInvitation: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
  setMemberRole: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN, verified: true },
  removeCompanyMember: {
    access: 'SIGNED_IN',
    scope: 'manage:company',
    company: COMPANY_ADMIN,
    verified: true,
  },
  // A company's own part numbers: every member reads them; those who buy for it keep them.
  myPartNumberConnection: { access: 'SIGNED_IN', scope: 'read:company' },
  myPartNumber: { access: 'SIGNED_IN', scope: 'read:company' },
  myPartNumbersCsv: { access: 'SIGNED_IN', scope: 'read:company' },
  setMyPartNumber: { access: 'SIGNED_IN', scope: 'manage:company', company: PART_NUMBER_KEEPERS },
  removeMyPartNumber: { access: 'SIGNED_IN', scope: 'manage:company', company: PART_NUMBER_KEEPERS },
  importMyPartNumbers: { access: 'SIGNED_IN', scope: 'manage:company', company: PART_NUMBER_KEEPERS },
  // Spending limits and approvals: the checkout through the rules, what would happen, the queue.
  submitOrder: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  approvalPreview: { access: 'SIGNED_IN', scope: 'read:orders', company: ORDERING },
  withdrawOrderRequest: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  myOrderRequests: { access: 'SIGNED_IN', scope: 'read:orders' },
  orderRequest: { access: 'SIGNED_IN', scope: 'read:orders' },
  approvalQueue: { access: 'SIGNED_IN', scope: 'read:orders', company: APPROVERS },
  approveOrder: { access: 'SIGNED_IN', scope: 'write:orders', company: APPROVERS },
  rejectOrder: { access: 'SIGNED_IN', scope: 'write:orders', company: APPROVERS },
  setSpendingLimits: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN, verified: true },
  setApprovalRules: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN, verified: true },
  // The lists above as cursor pages: each as its list.
  approvalQueueConnection: { access: 'SIGNED_IN', scope: 'read:orders', company: APPROVERS },
  myOrderRequestConnection: { access: 'SIGNED_IN', scope: 'read:orders' },
  companyInvitationConnection: { access: 'SIGNED_IN', scope: 'read:company', company: COMPANY_ADMIN },
  myInvitationConnection: { access: 'SIGNED_IN', scope: 'read:company', verified: true },
  // Admins.
  companies: { access: 'ADMIN', scope: 'read:users' },
  companyConnection: { access: 'ADMIN', scope: 'read:users' },
  company: { access: 'ADMIN', scope: 'read:users' },
  createCompany: { access: 'ADMIN', scope: 'manage:companies' },
  updateCompany: { access: 'ADMIN', scope: 'manage:companies' },
  moveUserToCompany: { access: 'ADMIN', scope: 'manage:companies' },
  adminInviteToCompany: { access: 'ADMIN', scope: 'manage:companies', verified: true },
  adminRevokeCompanyInvitation: { access: 'ADMIN', scope: 'manage:companies' },
  setCompanyCreditTerms: { access: 'ADMIN', scope: 'manage:credit' },
  liftCompanyCreditHold: { access: 'ADMIN', scope: 'manage:credit' },
  // A company's PunchOut identity holds secrets a purchasing system signs in with: people only, like keys.
  punchOutIdentity: { access: 'ADMIN', scope: null },
  savePunchOutIdentity: { access: 'ADMIN', scope: null },
  // X12 EDI (docs/decisions/075): a buyer's translator posts 850s with the buyer's key (it places orders as they
  // would); shop admins name each company's ISA sender and read the documents kept.
  ediInbound: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  saveEdiPartner: { access: 'ADMIN', scope: 'manage:companies' },
  ediDocuments: { access: 'ADMIN', scope: 'read:orders' },
  // The trading partners beside the documents they send (docs/decisions/080): whoever reads the documents reads whose they are.
  ediPartners: { access: 'ADMIN', scope: 'read:orders' },
  orders: { access: 'ADMIN', scope: 'read:orders' },
  orderConnection: { access: 'ADMIN', scope: 'read:orders' },
  users: { access: 'ADMIN', scope: 'read:users' },
  userConnection: { access: 'ADMIN', scope: 'read:users' },
  updateOrderStatus: { access: 'ADMIN', scope: 'write:orders' },
  createProduct: { access: 'ADMIN', scope: 'write:products' },
  updateProduct: { access: 'ADMIN', scope: 'write:products' },
  deleteProduct: { access: 'ADMIN', scope: 'write:products' },
  saveCategory: { access: 'ADMIN', scope: 'write:products' },
  deleteCategory: { access: 'ADMIN', scope: 'write:products' },
  saveSpecification: { access: 'ADMIN', scope: 'write:products' },
  setProductCatalog: { access: 'ADMIN', scope: 'write:products' },
  saveProductFamily: { access: 'ADMIN', scope: 'write:products' },
  setProductVariant: { access: 'ADMIN', scope: 'write:products' },
  setProductPacking: { access: 'ADMIN', scope: 'write:products' },
  setRelatedProducts: { access: 'ADMIN', scope: 'write:products' },
  makeAdmin: { access: 'ADMIN', scope: null },
  revokeAdmin: { access: 'ADMIN', scope: null },
  deleteUser: { access: 'ADMIN', scope: null },
  purchaseOrders: { access: 'ADMIN', scope: 'read:orders' },
  purchaseOrderConnection: { access: 'ADMIN', scope: 'read:orders' },
  recordPayment: { access: 'ADMIN', scope: 'write:payments' },
  updateFulfilment: { access: 'ADMIN', scope: 'write:orders' },
  // Shipments (docs/decisions/061): the shop ships and delivers; whoever reads the order reads its packing slips.
  createShipment: { access: 'ADMIN', scope: 'write:orders' },
  markShipmentDelivered: { access: 'ADMIN', scope: 'write:orders' },
  packingSlipDocument: { access: 'SIGNED_IN', scope: 'read:orders' },
  // Returns (docs/decisions/069): a buyer asks back delivered units of an order they see; the shop decides and receives.
  // Shared order lists and schedules (docs/decisions/077): every member reads the company's lists; buying members
  // make, order and schedule them; the services let only a list's creator and the company's admins change one.
  orderLists: { access: 'SIGNED_IN', scope: 'read:orders' },
  orderList: { access: 'SIGNED_IN', scope: 'read:orders' },
  createOrderList: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  updateOrderList: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  deleteOrderList: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  orderOrderList: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  setOrderSchedule: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  changeOrderSchedule: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  requestReturn: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  withdrawReturn: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  approveReturn: { access: 'ADMIN', scope: 'write:orders' },
  rejectReturn: { access: 'ADMIN', scope: 'write:orders' },
  receiveReturn: { access: 'ADMIN', scope: 'write:orders' },
  returnRequests: { access: 'ADMIN', scope: 'read:orders' },
  // Quotes (docs/decisions/065): a company's ordering members ask, counter, accept and decline; its members read them by
  // the orders' rule; the shop prices, sends, approves a deep discount (a second staff member) and withdraws.
  requestQuote: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  counterQuote: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  acceptQuote: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  declineQuote: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  myQuotes: { access: 'SIGNED_IN', scope: 'read:orders' },
  quoteDetails: { access: 'SIGNED_IN', scope: 'read:orders' },
  quotes: { access: 'ADMIN', scope: 'read:orders' },
  sendQuote: { access: 'ADMIN', scope: 'write:orders' },
  approveQuote: { access: 'ADMIN', scope: 'write:orders' },
  withdrawQuote: { access: 'ADMIN', scope: 'write:orders' },
  setCreditTerms: { access: 'ADMIN', scope: 'manage:credit' },
  liftCreditHold: { access: 'ADMIN', scope: 'manage:credit' },
  exportPurchaseOrdersCsv: { access: 'ADMIN', scope: 'read:orders' },
  exportInvoicesCsv: { access: 'ADMIN', scope: 'read:invoices' },
  // Bank statements: reading them is invoice reading; importing and deciding lines records money.
  bankStatements: { access: 'ADMIN', scope: 'read:invoices' },
  bankStatementLines: { access: 'ADMIN', scope: 'read:invoices' },
  bankStatementConnection: { access: 'ADMIN', scope: 'read:invoices' },
  bankStatementLineConnection: { access: 'ADMIN', scope: 'read:invoices' },
  importBankStatement: { access: 'ADMIN', scope: 'write:payments' },
  confirmBankLine: { access: 'ADMIN', scope: 'write:payments' },
  ignoreBankLine: { access: 'ADMIN', scope: 'write:payments' },
  // Statements and aging: invoice reading.
  companyStatement: { access: 'ADMIN', scope: 'read:invoices' },
  agingReport: { access: 'ADMIN', scope: 'read:invoices' },
  // Credit notes, refunds and customer credit: money moves, like recording a payment.
  issueCreditNote: { access: 'ADMIN', scope: 'write:payments' },
  applyCustomerCredit: { access: 'ADMIN', scope: 'write:payments' },
  recordRefund: { access: 'ADMIN', scope: 'write:payments' },
  customerCredit: { access: 'ADMIN', scope: 'read:invoices' },
  // Tax: admins keep the rates and exemptions; anyone who may check out asks for the quote.
  taxRates: { access: 'ADMIN', scope: 'read:invoices' },
  setTaxRate: { access: 'ADMIN', scope: 'manage:companies' },
  deleteTaxRate: { access: 'ADMIN', scope: 'manage:companies' },
  setCompanyTaxExemption: { access: 'ADMIN', scope: 'manage:companies' },
  checkoutTaxQuote: { access: 'SIGNED_IN', scope: 'read:orders', company: ORDERING },
  // Freight (docs/decisions/076): the shop keeps shipping methods and free freight; buyers read the active methods;
  // staff set a quoted freight, an invoice amount like a payment.
  shippingMethods: { access: 'SIGNED_IN', scope: 'read:orders' },
  saveShippingMethod: { access: 'ADMIN', scope: 'manage:companies' },
  setCompanyFreeFreight: { access: 'ADMIN', scope: 'manage:companies' },
  setOrderFreight: { access: 'ADMIN', scope: 'write:payments' },
  // Delivery dates (docs/decisions/083): staff promise an order's delivery day.
  setPromisedDeliveryDate: { access: 'ADMIN', scope: 'write:orders' },
  // The shop's holidays (docs/decisions/101): whoever checks out reads the days off; staff keep them.
  shopHolidays: { access: 'SIGNED_IN', scope: 'read:orders' },
  addShopHoliday: { access: 'ADMIN', scope: 'write:orders' },
  removeShopHoliday: { access: 'ADMIN', scope: 'write:orders' },
  // Contract price lists: the shop's catalog pricing, kept by its admins (docs/decisions/057).
  priceLists: { access: 'ADMIN', scope: 'read:products' },
  priceList: { access: 'ADMIN', scope: 'read:products' },
  savePriceList: { access: 'ADMIN', scope: 'write:products' },
  deletePriceList: { access: 'ADMIN', scope: 'write:products' },
  setPriceListEntries: { access: 'ADMIN', scope: 'write:products' },
  // Lists per company location (docs/decisions/100): admins give them; a buyer who orders chooses where they ship.
  setPriceListLocations: { access: 'ADMIN', scope: 'write:products' },
  chooseShipToLocation: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
  customerGroups: { access: 'ADMIN', scope: 'read:products' },
  // A price list's entries as a CSV file (docs/decisions/094): the same people and keys as the entries' writes.
  exportPriceListCsv: { access: 'ADMIN', scope: 'read:products' },
  importPriceListCsv: { access: 'ADMIN', scope: 'write:products' },
  saveCustomerGroup: { access: 'ADMIN', scope: 'write:products' },
  deleteCustomerGroup: { access: 'ADMIN', scope: 'write:products' },
  // Warehouses and the stock in each (docs/decisions/082): the same people and keys as the product writes.
  warehouses: { access: 'ADMIN', scope: 'read:products' },
  productStock: { access: 'ADMIN', scope: 'read:products' },
  // The fulfilment queue and a warehouse's pick list (docs/decisions/093): what to pick and ship, for the shop's staff.
  fulfilmentQueue: { access: 'ADMIN', scope: 'read:orders' },
  pickListDocument: { access: 'ADMIN', scope: 'read:orders' },
  setWarehouseStock: { access: 'ADMIN', scope: 'write:products' },
  // The catalog as a CSV file, and its import (docs/decisions/073): the same people and keys as the product writes.
  exportCatalogCsv: { access: 'ADMIN', scope: 'read:products' },
  importCatalogCsv: { access: 'ADMIN', scope: 'write:products' },
  // A large catalog file imported in the background, and its progress (docs/decisions/085).
  startCatalogImportJob: { access: 'ADMIN', scope: 'write:products' },
  catalogImportJob: { access: 'ADMIN', scope: 'write:products' },
  // Sales reps (docs/decisions/084): shop admins make reps and assign them companies; a rep reads and prices only
  // their companies' things and acts as their buyers. People only: a key never carries a rep's or an act-as power.
  setSalesRep: { access: 'ADMIN', scope: null },
  salesReps: { access: 'ADMIN', scope: null },
  companyReps: { access: 'ADMIN', scope: null },
  setCompanyReps: { access: 'ADMIN', scope: null },
  // A rep's assignment limited to some of the company's locations (docs/decisions/117); their reach is REP_REACHES.
  setRepLocations: { access: 'ADMIN', scope: null },
  myRepCompanies: { access: 'SIGNED_IN', scope: null },
  repCompanyOrders: { access: 'SIGNED_IN', scope: null },
  repQuotes: { access: 'SIGNED_IN', scope: null },
  repSendQuote: { access: 'SIGNED_IN', scope: null },
  startActingAs: { access: 'SIGNED_IN', scope: null },
  stopActingAs: { access: 'SIGNED_IN', scope: null },
  myActAsSession: { access: 'SIGNED_IN', scope: null },
  // API keys: managed by people, never by a key. Shop admins manage shop keys (and see every key); company admins
  // manage their company's keys.
  apiKeys: { access: 'SIGNED_IN', scope: null, company: COMPANY_ADMIN },
  createApiKey: { access: 'SIGNED_IN', scope: null, company: COMPANY_ADMIN, verified: true },
  revokeApiKey: { access: 'SIGNED_IN', scope: null, company: COMPANY_ADMIN },
  apiKeyConnection: { access: 'SIGNED_IN', scope: null, company: COMPANY_ADMIN },
  // The audit trail (docs/decisions/060): read by people, never a key; a company admin reads their company's.
  auditTrail: { access: 'ADMIN', scope: null },
  auditTrailCsv: { access: 'ADMIN', scope: null },
  myCompanyAuditTrail: { access: 'SIGNED_IN', scope: null, company: COMPANY_ADMIN },
  myCompanyAuditTrailCsv: { access: 'SIGNED_IN', scope: null, company: COMPANY_ADMIN },
  // A person's data: their own export, anyone's for shop admins, erasure by shop admins; people only.
  myPersonalData: { access: 'SIGNED_IN', scope: null },
  personalData: { access: 'ADMIN', scope: null },
  erasePerson: { access: 'ADMIN', scope: null },
  // Webhooks: an integration may manage its own endpoints with manage:webhooks.
  webhookEndpoints: WEBHOOKS,
  webhookDeliveries: WEBHOOKS,
  webhookEndpointConnection: WEBHOOKS,
  webhookDeliveryConnection: WEBHOOKS,
  outboxHealth: WEBHOOKS,
  webhookEventTypes: WEBHOOKS,
  createWebhookEndpoint: WEBHOOKS,
  deleteWebhookEndpoint: WEBHOOKS,
  rotateWebhookSecret: WEBHOOKS,
  enableWebhookEndpoint: WEBHOOKS,
  redeliverWebhook: WEBHOOKS,
} as const satisfies Record<string, Declared>;

export type Operation = keyof typeof ACCESS;
