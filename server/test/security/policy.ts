/**
 * Who may do what, written by hand from the spec (docs/SPEC.md §6 and §7) and the issues, apart from the
 * code under test. `ACCESS` in server/src/auth/access-table.ts is checked against this table (policy.test.ts), and both
 * authorization matrices take their expected answers from it: a declaration loosened or tightened by mistake fails
 * a test instead of being tested as right.
 *
 * Never fill this table in from ACCESS. A change of policy is made here first, with its reason, then in ACCESS.
 *
 * Roles: anonymous, customer (signed in, any role), admin. `owner` says what the services add on top of the role:
 * - 'ownerOrAdmin': a customer only for their own thing (another customer is FORBIDDEN); admins for anyone's.
 * - 'ownerOnly': only the owner, admins included in the refusal (checking out or reordering someone else's items
 *   would buy in their name).
 * `company`: the company roles a SIGNED_IN operation is open to (absent: every role); shop admins are not
 * held to it. Written here by hand from the requirements (accounts payable places nothing; company admins run the company).
 * API-key scopes are checked against the declaration by api-key-matrix.test.ts.
 */
import type { CompanyRoleName } from '@gluegun/common';
import type { Access, Scope } from '../../src/auth/access';

export type PolicyRole = 'anonymous' | 'customer' | 'admin';
export interface Policy {
  anonymous: boolean;
  customer: boolean;
  admin: boolean;
  owner?: 'ownerOrAdmin' | 'ownerOnly';
  company?: readonly CompanyRoleName[];
  /** Where the rule comes from. */
  why: string;
}

/** Who may put items in and check out (accounts payable "places nothing"). */
const ORDERING: readonly CompanyRoleName[] = ['COMPANY_ADMIN', 'BUYER', 'REQUESTER'];
const orders = (p: Policy): Policy => ({ ...p, company: ORDERING });
/** A company admin runs the company (members, invitations, locations, rules). */
const companyAdmin = (why: string, owner?: Policy['owner']): Policy => ({
  anonymous: false,
  customer: true,
  admin: true,
  owner,
  company: ['COMPANY_ADMIN'],
  why,
});

/** Company admins and buyers keep the company's own part numbers. */
const partNumberKeeper = (why: string): Policy => ({
  anonymous: false,
  customer: true,
  admin: true,
  company: ['COMPANY_ADMIN', 'BUYER'],
  why,
});
const anyone = (why: string): Policy => ({ anonymous: true, customer: true, admin: true, why });
const signedIn = (why: string, owner?: Policy['owner']): Policy => ({
  anonymous: false,
  customer: true,
  admin: true,
  owner,
  why,
});
const adminOnly = (why: string): Policy => ({ anonymous: false, customer: false, admin: true, why });

export const POLICY: Record<string, Policy> = {
  // Catalog and reviews: the spec's GET /products, GET /products/{id} and GET /user-review send no token.
  products: anyone('spec §7: GET /products, no token'),
  product: anyone('spec §7: GET /products/{id}, no token (the page is guarded client-side only)'),
  reviews: anyone('spec §7: GET /user-review, no token'),
  productConnection: anyone('the public catalog as cursor pages, as public as products'),
  reviewConnection: anyone('the public reviews as cursor pages, as public as reviews'),
  exchangeToken: anyone('spec §4/§7: PUT /user/{email} turns a provider sign-in into a server token'),
  quote: anyone('price breaks are shown on the public product page'),
  categories: anyone("the catalog's categories are browsed by visitors, like the products"),
  category: anyone('as categories: one category page'),
  catalogFacets: anyone('the filters of a category page, shown to visitors with the products they count'),
  productFamily: anyone("the product page's variant picker, shown to visitors like the product"),
  productFamilies: anyone('families on the API, public like the catalog'),
  productRelated: anyone(
    "a product's accessories, spare parts and replacement, shown on its page like the product",
  ),
  compareProducts: anyone('up to four products side by side, as public as the products'),
  catalogSuggestions: anyone(
    "the search box's suggestions: the catalog search, as public as the products (a company's own numbers only to its members)",
  ),
  specifications: anyone(
    'the specifications products are described and filtered by, public like the products',
  ),
  punchOutSetup: anyone(
    'PunchOut: a purchasing system posts a cXML setup request; its Sender shared secret is the credential, checked by the service',
  ),
  punchOutOrder: anyone(
    'PunchOut: a purchasing system posts a cXML OrderRequest with the same shared secret, checked by the service',
  ),
  punchOutStart: anyone('PunchOut: the one-time start link is the credential that signs the buyer in'),
  punchOutTransfer: anyone(
    "PunchOut: Transfer cart is a browser form post carrying the buyer's session token, checked by the service",
  ),
  punchOutOci: anyone('PunchOut: SAP OCI sends USERNAME and PASSWORD in the request, checked by the service'),
  refusalReasons: anyone('the refusal reasons integrators can meet, documented for anyone reading the API'),

  me: signedIn('spec §4: the signed-in user'),
  isAdmin: signedIn(
    "spec §6: admin status is asked of the server with the user's own e-mail (not anyone else's)",
    'ownerOrAdmin',
  ),
  signOut: signedIn('spec §4: the sign-out button; the server ends the session'),
  myOrders: signedIn('spec §7: GET /userOrder with a bearer token, own orders'),
  myOrderConnection: signedIn("one's own order items as cursor pages, like myOrders"),
  ordersByEmail: signedIn(
    'spec §7: GET /userOrder?email= with a bearer token; own e-mail only, admins any',
    'ownerOrAdmin',
  ),
  placeOrder: orders(signedIn('spec §7: POST /user-orderd-data by a signed-in shopper')),
  payOrderItem: orders(signedIn('spec §4: Pay on My Orders; a one-line purchase order', 'ownerOrAdmin')),
  cancelOrderItem: signedIn("spec §7: order items are the owner's; admins manage all orders", 'ownerOrAdmin'),
  deleteOrderItem: signedIn('spec §7: DELETE /user-orderd-data/{id} (the owner or an admin)', 'ownerOrAdmin'),
  addReview: signedIn('spec §7: POST /user-review from the signed-in dashboard'),
  quickOrderPreview: signedIn('quick order is a page for signed-in customers'),
  bulkAddToOrders: orders(signedIn("quick order adds to the caller's own orders")),
  checkout: orders(signedIn('a buyer checks out their own open items', 'ownerOnly')),
  myPurchaseOrders: signedIn("a buyer's own purchase orders"),
  myPurchaseOrderConnection: signedIn("a buyer's own purchase orders as cursor pages, like myPurchaseOrders"),
  purchaseOrder: signedIn('a buyer reads their own order; admins any', 'ownerOrAdmin'),
  creditNotes: signedIn(
    'the buyer reads the credit notes of invoices they may see; admins any',
    'ownerOrAdmin',
  ),
  creditNoteDocument: signedIn('a credit note PDF, for whoever sees its invoice', 'ownerOrAdmin'),
  invoiceDocument: signedIn("invoice PDF of one's own order; admins any", 'ownerOrAdmin'),
  invoiceEInvoice: signedIn('the invoice as UBL, CII or Factur-X, read exactly as its PDF', 'ownerOrAdmin'),
  creditNoteEInvoice: signedIn(
    'a credit note as UBL, CII or Factur-X, read exactly as its PDF',
    'ownerOrAdmin',
  ),
  reorder: orders(signedIn("reorder puts lines back in the caller's own open items", 'ownerOnly')),
  myCredit: signedIn("a buyer's own credit limit and hold"),
  myStatement: signedIn(
    "a customer's statement of account (company-wide roles the company's, buyers and requesters their own orders'; no id to name another company)",
  ),
  myPrices: signedIn(
    "a buyer's own company's prices at a quantity with where they come from; no argument names another company",
  ),
  myNotificationSettings: signedIn('a person reads their own settings for optional e-mails'),
  updateNotificationSettings: signedIn(
    'a person turns their own optional e-mails (reminders, shipping notices) on or off',
  ),

  // Company accounts. Another company's member, location or invitation is refused as not theirs.
  myCompany: signedIn('a member reads their own company (members, locations, credit)'),
  myInvitations: signedIn("open invitations to the signed-in person's own e-mail"),
  acceptCompanyInvitation: signedIn(
    'the invitee accepts an invitation to their own verified e-mail',
    'ownerOnly',
  ),
  companyInvitations: companyAdmin("a company admin sees the company's invitations"),
  updateMyCompany: companyAdmin("a company admin edits the company's name, tax id and billing address"),
  addCompanyLocation: companyAdmin('a company admin keeps the ship-to address book'),
  // A company's own part numbers: the people who buy for it keep them; every member sees them beside the SKU.
  myPartNumberConnection: signedIn(
    "a member reads their company's own part numbers (search, quick order, invoices show them)",
  ),
  myPartNumber: signedIn("as myPartNumberConnection: one item's number (the product page)"),
  myPartNumbersCsv: signedIn('as myPartNumberConnection: the whole list as a file'),
  setMyPartNumber: partNumberKeeper(
    "company admins and buyers keep the company's part numbers; requesters and accounts payable only read them",
  ),
  removeMyPartNumber: partNumberKeeper('as setMyPartNumber'),
  importMyPartNumbers: partNumberKeeper('as setMyPartNumber, a file at a time'),
  updateCompanyLocation: companyAdmin(
    "a company admin corrects a ship-to address of the book (their own company's only), as they add and remove them",
    'ownerOnly',
  ),
  removeCompanyLocation: companyAdmin(
    "a company admin keeps the ship-to address book (their own company's only)",
    'ownerOnly',
  ),
  inviteToCompany: companyAdmin('a company admin invites by e-mail'),
  revokeCompanyInvitation: companyAdmin(
    "a company admin revokes their company's open invitations",
    'ownerOnly',
  ),
  setMemberRole: companyAdmin(
    'a company admin changes roles in their company; shop admins in any',
    'ownerOrAdmin',
  ),
  removeCompanyMember: companyAdmin('a company admin removes members of their own company', 'ownerOnly'),
  submitOrder: orders(
    signedIn('checkout through the approval rules: placed, or waiting for approval', 'ownerOnly'),
  ),
  ediInbound: orders(
    signedIn(
      "an X12 850 is checkout through the approval rules for the caller's company, whose ISA sender it must carry",
    ),
  ),
  approvalPreview: orders(
    signedIn('checkout says before submitting whether approval is needed and by whom', 'ownerOnly'),
  ),
  checkoutTaxQuote: orders(
    signedIn("tax lines on quotes and checkout, for the buyer's own open items", 'ownerOnly'),
  ),
  withdrawOrderRequest: orders(signedIn('the requester takes back their own waiting request', 'ownerOnly')),
  myOrderRequests: signedIn("a person's own requests for approval"),
  orderRequest: signedIn(
    "the requester, the company's admins, accounts payable and approvers see a request",
    'ownerOrAdmin',
  ),
  approvalQueue: { ...signedIn('approvers see what waits for them'), company: ['BUYER', 'COMPANY_ADMIN'] },
  approveOrder: {
    ...signedIn('an approver the request waits for approves (never their own)', 'ownerOrAdmin'),
    company: ['BUYER', 'COMPANY_ADMIN'],
  },
  rejectOrder: {
    ...signedIn('an approver rejects with a reason (never their own)', 'ownerOrAdmin'),
    company: ['BUYER', 'COMPANY_ADMIN'],
  },
  setSpendingLimits: companyAdmin(
    "a company admin sets a buyer's per-order and period limits",
    'ownerOrAdmin',
  ),
  setApprovalRules: companyAdmin("a company admin sets the company's approval rules"),
  companyNotificationSettings: signedIn("a member reads their company's settings for optional e-mails"),
  updateCompanyNotificationSettings: companyAdmin(
    'per-company settings for optional e-mails, set by its company admin',
  ),
  companies: adminOnly("the dashboard's companies page"),
  company: adminOnly('one company on the dashboard'),
  createCompany: adminOnly('shop admins create companies'),
  updateCompany: adminOnly('shop admins edit any company'),
  moveUserToCompany: adminOnly('only the shop moves someone out of a company with others or with orders'),
  adminInviteToCompany: adminOnly(
    'the shop invites people who have not signed up yet into a company it created, as its company admins do',
  ),
  adminRevokeCompanyInvitation: adminOnly(
    'as adminInviteToCompany: the shop revokes an open invitation of any company',
  ),
  punchOutIdentity: adminOnly(
    "PunchOut: shop admins set up each company's procurement identity in the dashboard",
  ),
  savePunchOutIdentity: adminOnly(
    "PunchOut: shop admins set up each company's procurement identity and its shared secret",
  ),
  saveEdiPartner: adminOnly("EDI: shop admins name the ISA sender each company's interchanges carry"),
  ediDocuments: adminOnly('EDI: the X12 documents received and sent, read on the dashboard by the shop'),
  ediPartners: adminOnly(
    "EDI: which company sends as which ISA sender, beside the documents on the dashboard's EDI page",
  ),
  setCompanyCreditTerms: adminOnly("credit limit and terms are the company's, set by the shop"),
  liftCompanyCreditHold: adminOnly("only the shop lifts a company's credit hold"),

  // Spec §6: "Admin-only server actions send a bearer token: make admin, list and delete users, delete products,
  // list all orders"; admins also record payments, move fulfilment, set credit terms and lift holds.
  orders: adminOnly('spec §6: list all orders'),
  users: adminOnly('spec §6: list users'),
  updateOrderStatus: adminOnly('spec §4: the Update Status button on Manage Orders'),
  createProduct: adminOnly('spec §2: Add Product is on the admin dashboard'),
  updateProduct: adminOnly('spec §2: Update Product is on the admin dashboard'),
  deleteProduct: adminOnly('spec §6: delete products'),
  saveCategory: adminOnly("the shop's admins shape the catalog (categories and their filters)"),
  deleteCategory: adminOnly('as saveCategory'),
  saveSpecification: adminOnly("the shop's admins define the specifications products are described by"),
  setProductCatalog: adminOnly(
    "the shop's admins place products in categories and give their specifications",
  ),
  saveProductFamily: adminOnly("the shop's admins group products into families with options"),
  setProductVariant: adminOnly("the shop's admins make a product a variant with its option values"),
  setProductPacking: adminOnly("the shop's admins give pack sizes, weight and dimensions"),
  setRelatedProducts: adminOnly("the shop's admins link accessories, spare parts and replacements"),
  makeAdmin: adminOnly('spec §6: make admin'),
  revokeAdmin: adminOnly('take the admin role back (not yourself, never the last admin)'),
  deleteUser: adminOnly('spec §6: delete users'),
  purchaseOrders: adminOnly("the admin's purchase-order list"),
  recordPayment: adminOnly('an admin records a payment received'),
  updateFulfilment: adminOnly('an admin moves fulfilment'),
  createShipment: adminOnly('the shop ships an order in one or more shipments (decision 061)'),
  markShipmentDelivered: adminOnly('the shop records when a shipment was delivered (decision 061)'),
  requestReturn: orders(
    signedIn(
      'a buyer (or their company admin) asks back delivered units of an order they may read',
      'ownerOrAdmin',
    ),
  ),
  withdrawReturn: orders(
    signedIn(
      'as requestReturn: whoever may read the order takes the return back before the goods arrive',
      'ownerOrAdmin',
    ),
  ),
  approveReturn: adminOnly('staff approve a return, with an optional restocking fee'),
  rejectReturn: adminOnly('staff decide on returns'),
  receiveReturn: adminOnly('staff receive the goods (restock or scrap) and the credit note follows'),
  returnRequests: adminOnly("the shop's returns queue"),
  packingSlipDocument: signedIn(
    "a shipment's packing slip, for whoever reads its order (decision 061)",
    'ownerOrAdmin',
  ),
  // Order lists (decision 077): the company's members read them, buying members make, order and schedule them; the
  // services let only a list's creator and the company's admins change one, and another company's list is not found.
  orderLists: signedIn("a company's shared order lists, read by every member"),
  orderList: signedIn("one of the company's order lists; another company's is not found"),
  createOrderList: orders(signedIn('a buying member makes a list shared with the company')),
  updateOrderList: orders(
    signedIn("the list's creator or a company admin changes it (checked by the service)"),
  ),
  deleteOrderList: orders(signedIn('as updateOrderList')),
  orderOrderList: orders(signedIn("a buying member adds a list's lines to their own open items")),
  setOrderSchedule: orders(signedIn('whoever may change the list schedules it, ordered for them')),
  changeOrderSchedule: orders(
    signedIn(
      "the schedule's owner, the list's creator or a company admin pauses, resumes, skips or removes it",
    ),
  ),
  requestQuote: orders(signedIn('a buyer asks for a quote for products and quantities (decision 065)')),
  counterQuote: orders(
    signedIn('either side can counter; the buyer only on a quote of their company they see', 'ownerOrAdmin'),
  ),
  acceptQuote: orders(signedIn('the buyer accepts; the lines become their own open items', 'ownerOrAdmin')),
  declineQuote: orders(signedIn('the buyer declines a quote of their company they see', 'ownerOrAdmin')),
  myQuotes: signedIn("a company's quotes, visible to its members by the rule of its orders"),
  quoteDetails: signedIn(
    "one quote with its versions, for its company's members by the orders' rule, never another company",
    'ownerOrAdmin',
  ),
  quotes: adminOnly('the shop lists every quote to answer them'),
  sendQuote: adminOnly(
    'staff answer with per-line prices, a freight note and an expiry (and counter the same way)',
  ),
  approveQuote: adminOnly("a discount over the threshold needs a second staff member's approval"),
  withdrawQuote: adminOnly('the shop withdraws a quote it will not honour'),
  // Sales reps (decision 084): a rep is a customer with the staff flag; "their own" is a company assigned to them.
  setSalesRep: adminOnly('shop admins decide who is staff: a sales rep is made like an admin'),
  salesReps: adminOnly("the shop's reps and their companies are staff matters for shop admins"),
  companyReps: adminOnly("shop admins assign reps to companies from the dashboard's company page"),
  setCompanyReps: adminOnly('shop admins assign reps to companies; a rep never assigns themself'),
  setRepLocations: adminOnly(
    "shop admins limit a rep to some of a company's locations; a rep never widens their own reach (decision 117)",
  ),
  myRepCompanies: signedIn(
    'a rep\'s "My companies": the companies assigned to them (nothing for anyone else)',
  ),
  repCompanyOrders: signedIn(
    "a rep sees only their assigned companies' orders; shop admins any company's",
    'ownerOrAdmin',
  ),
  repQuotes: signedIn(
    "a rep sees only their assigned companies' quotes; shop admins any company's",
    'ownerOrAdmin',
  ),
  repSendQuote: signedIn(
    "a rep prices and sends their companies' quotes under the staff threshold; shop admins any",
    'ownerOrAdmin',
  ),
  startActingAs: signedIn(
    'a rep acts as a member of a company assigned to them; shop admins as a member of any company',
    'ownerOrAdmin',
  ),
  stopActingAs: signedIn('whoever acts as a buyer stops it (not acting: nothing to stop)'),
  myActAsSession: signedIn("the storefront's banner: whom the caller acts as, if anyone"),
  setCreditTerms: adminOnly('credit limit and terms per customer'),
  liftCreditHold: adminOnly('only an admin lifts a credit hold'),
  exportPurchaseOrdersCsv: adminOnly('accounting exports'),
  exportInvoicesCsv: adminOnly('accounting exports'),
  exportCatalogCsv: adminOnly("the shop admins' catalog as a file"),
  importCatalogCsv: adminOnly("the shop admins import the catalog's file"),
  exportPriceListCsv: adminOnly("a price list's entries as a file, for the shop admins who keep the lists"),
  importPriceListCsv: adminOnly("the shop admins make a file a price list's entries"),
  startCatalogImportJob: adminOnly("a distributor's catalog file imported in the background"),
  catalogImportJob: adminOnly("the import job's progress and error file, for the admins who import"),
  userConnection: adminOnly('the user list as cursor pages, admins only like users'),
  purchaseOrderConnection: adminOnly('every purchase order as cursor pages, admins only like purchaseOrders'),
  bankStatements: adminOnly("the admin's Receivables section lists imported bank statements"),
  bankStatementLines: adminOnly('admins review proposed matches and the unmatched queue'),
  importBankStatement: adminOnly("an admin uploads the bank's statement export"),
  issueCreditNote: adminOnly('an admin issues a credit note against an invoice'),
  applyCustomerCredit: adminOnly(
    "a credit note's money pays down other open invoices (an admin applies held credit)",
  ),
  recordRefund: adminOnly('a refund is recorded like a payment out, by an admin'),
  taxRates: adminOnly('admin-configured tax rates by ship-to country and region'),
  setTaxRate: adminOnly('admin-configured tax rates by ship-to country and region'),
  deleteTaxRate: adminOnly('admin-configured tax rates by ship-to country and region'),
  setCompanyTaxExemption: adminOnly('tax-exempt customers with an exemption certificate number and expiry'),
  shippingMethods: signedIn(
    'freight: whoever checks out picks a shipping method; shop admins also read inactive ones',
  ),
  saveShippingMethod: adminOnly('freight: shop admins keep the shipping methods and their rate tables'),
  setCompanyFreeFreight: adminOnly('freight: a per-company free-freight threshold, set by shop admins'),
  setOrderFreight: adminOnly('freight quoted by us: staff set the freight of a waiting order'),
  setPromisedDeliveryDate: adminOnly(
    'delivery dates: staff set (and may change) the promised delivery date of an order (decision 083)',
  ),
  shopHolidays: signedIn(
    'whoever checks out sees the days off the promised and earliest delivery days skip (decision 101)',
  ),
  addShopHoliday: adminOnly("the shop's holidays are an admin-kept list (decision 101)"),
  removeShopHoliday: adminOnly("the shop's holidays are an admin-kept list (decision 101)"),
  priceLists: adminOnly("contract price lists are the shop's own pricing, kept by its admins"),
  priceList: adminOnly("contract price lists are the shop's own pricing, kept by its admins"),
  savePriceList: adminOnly('an admin makes a price list and gives it to companies'),
  deletePriceList: adminOnly('an admin makes a price list and gives it to companies'),
  setPriceListEntries: adminOnly("an admin sets a list's contract prices by SKU"),
  setPriceListLocations: adminOnly("a list may be given to one of a company's locations"),
  chooseShipToLocation: orders(signedIn("a buyer's prices follow the location their order ships to")),
  customerGroups: adminOnly('customer groups are how the shop gives price lists to many companies at once'),
  saveCustomerGroup: adminOnly('an admin groups companies to give them price lists together'),
  deleteCustomerGroup: adminOnly('an admin groups companies to give them price lists together'),
  warehouses: adminOnly('the shop keeps stock in several warehouses; buyers see only the total'),
  productStock: adminOnly("stock per warehouse is the shop's own record"),
  setWarehouseStock: adminOnly("the dashboard sets a product's stock per warehouse"),
  fulfilmentQueue: adminOnly(
    "the fulfilment queue: what each warehouse is to pick and ship is the shop's own work list (decision 093)",
  ),
  pickListDocument: adminOnly(
    "a warehouse's pick list names every open order and company: the shop's staff only (decision 093)",
  ),
  customerCredit: adminOnly("the admin's Receivables section reads a company's held credit"),
  confirmBankLine: adminOnly('confirmed lines become payments, as an admin records them by hand'),
  ignoreBankLine: adminOnly('an admin leaves a line that pays no invoice out'),
  companyStatement: adminOnly("shop admins read any customer company's statement"),
  agingReport: adminOnly('the aging report is for admins'),
  orderConnection: adminOnly('every order item as cursor pages, for admins and their integrations'),
  webhookEndpoints: adminOnly('admins register and read webhook endpoints'),
  webhookDeliveries: adminOnly('the delivery log is for admins'),
  webhookEventTypes: adminOnly('the event types offered when an admin registers an endpoint'),
  outboxHealth: adminOnly("the outbox's health on the admin dashboard (also /readyz detail)"),
  createWebhookEndpoint: adminOnly('admins register endpoints (secret shown once)'),
  deleteWebhookEndpoint: adminOnly('admins remove endpoints'),
  rotateWebhookSecret: adminOnly("admins rotate an endpoint's secret with an overlap period"),
  enableWebhookEndpoint: adminOnly('an admin is told when retries disable an endpoint and turns it back on'),
  redeliverWebhook: adminOnly('manual redelivery from the delivery log in the dashboard'),
  // "company admins create keys limited to their company"; shop admins see and revoke every key.
  // Every list as cursor pages, open to whoever may read the list.
  approvalQueueConnection: {
    ...signedIn('the approval queue as cursor pages, like approvalQueue'),
    company: ['BUYER', 'COMPANY_ADMIN'],
  },
  myOrderRequestConnection: signedIn("one's own approval requests as cursor pages, like myOrderRequests"),
  companyInvitationConnection: companyAdmin(
    "the company's invitations as cursor pages, like companyInvitations",
  ),
  myInvitationConnection: signedIn(
    "open invitations to one's own e-mail as cursor pages, like myInvitations",
  ),
  companyConnection: adminOnly('companies as cursor pages, shop admins only like companies'),
  bankStatementConnection: adminOnly('bank statements as cursor pages, admins only like bankStatements'),
  bankStatementLineConnection: adminOnly(
    'statement lines as cursor pages, admins only like bankStatementLines',
  ),
  webhookEndpointConnection: adminOnly(
    'webhook endpoints as cursor pages, admins only like webhookEndpoints',
  ),
  webhookDeliveryConnection: adminOnly(
    'the delivery log as cursor pages, admins only like webhookDeliveries',
  ),
  apiKeys: companyAdmin("admins list every API key, company admins their company's"),
  apiKeyConnection: companyAdmin('the same keys as cursor pages'),
  // The audit trail: the shop's for its admins; a company admin reads what changed in their company.
  auditTrail: adminOnly('who changed what in the shop, for its admins'),
  auditTrailCsv: adminOnly('the same trail as a file'),
  myCompanyAuditTrail: companyAdmin("a company admin sees their company's trail"),
  myCompanyAuditTrailCsv: companyAdmin('the same as a file'),
  // A person's data: each person downloads their own; shop admins answer requests for anyone's, and erase.
  myPersonalData: signedIn('a person downloads everything the shop holds about them'),
  personalData: adminOnly('an admin answers a data request for anyone'),
  erasePerson: adminOnly('an admin erases a person on their request'),
  createApiKey: companyAdmin('admins and company admins create keys (never more than they hold)'),
  revokeApiKey: companyAdmin("admins revoke any key, company admins only their company's", 'ownerOrAdmin'),
};

/** The access level a policy row amounts to, in the declaration's terms. */
export function levelOf(p: Policy): Access | 'INCONSISTENT' {
  if (p.anonymous && p.customer && p.admin && !p.owner) return 'PUBLIC';
  if (!p.anonymous && p.customer && p.admin) return 'SIGNED_IN';
  if (!p.anonymous && !p.customer && p.admin && !p.owner) return 'ADMIN';
  return 'INCONSISTENT';
}

/** Every disagreement between a declaration and the policy, in words (empty when they agree). */
export function policyMismatches(
  access: Record<string, string>,
  policy: Record<string, Policy> = POLICY,
): string[] {
  const out: string[] = [];
  for (const [op, level] of Object.entries(access)) {
    const p = policy[op];
    if (!p) out.push(`${op}: declared ${level}, but the policy table has no row for it`);
    else if (levelOf(p) !== level)
      out.push(`${op}: declared ${level}, the policy says ${levelOf(p)} (${p.why})`);
  }
  for (const op of Object.keys(policy))
    if (!(op in access)) out.push(`${op}: in the policy table, but no such operation is declared`);
  return out;
}

/** Every disagreement between the declared company roles (null: every role) and the policy's column. */
export function companyMismatches(
  declared: Record<string, readonly string[] | null>,
  policy: Record<string, Policy> = POLICY,
): string[] {
  const out: string[] = [];
  const show = (r: readonly string[] | null | undefined) => (r ? [...r].sort().join(',') : 'every role');
  for (const [op, roles] of Object.entries(declared)) {
    const p = policy[op];
    if (p && show(roles) !== show(p.company))
      out.push(`${op}: declared company roles ${show(roles)}, the policy says ${show(p.company)} (${p.why})`);
  }
  return out;
}

/** What a company member of `role` gets from the policy alone (a member of the caller's own company). */
export function companyVerdict(op: string, role: CompanyRoleName): Verdict {
  const p = POLICY[op];
  if (!p) throw new Error(`no policy row for ${op}`);
  if (!p.customer) return 'FORBIDDEN';
  return !p.company || p.company.includes(role) ? 'ok' : 'FORBIDDEN';
}

/** What a caller gets from the policy alone (before input checks): 'ok', or the refusal's code. */
export type Verdict = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';
export type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';
export function verdict(op: string, caller: Caller): Verdict {
  const p = POLICY[op];
  if (!p) throw new Error(`no policy row for ${op}: write one in server/test/security/policy.ts`);
  if (caller === 'anonymous') return p.anonymous ? 'ok' : 'UNAUTHENTICATED';
  if (caller === 'admin') return p.admin && p.owner !== 'ownerOnly' ? 'ok' : 'FORBIDDEN';
  if (!p.customer) return 'FORBIDDEN';
  // otherCustomer: a second customer asking about the first one's thing.
  return caller === 'otherCustomer' && p.owner ? 'FORBIDDEN' : 'ok';
}

/**
 * The scope an API key needs for each operation (docs/decisions/027-api-keys.md), typed here by hand apart from
 * ACCESS, with the reason. 'public': no scope, any key passes (anyone may call it); null: no key ever, people only.
 * policy.test.ts checks ACCESS's scopes against this column, and the API-key matrices (GraphQL and REST) take
 * their expectations from it. What a key reads below the top-level field is declared in auth/type-scopes.ts and
 * pinned by hand in nested-scopes.test.ts.
 */
export type KeyScope = Scope | null | 'public';
export interface KeyPolicy {
  scope: KeyScope;
  why: string;
}
const keys = (scope: KeyScope, why: string, ops: string[]): Array<[string, KeyPolicy]> =>
  ops.map((op) => [op, { scope, why }]);

export const KEY_POLICY: Record<string, KeyPolicy> = Object.fromEntries([
  ...keys('public', 'public reads and sign-in: anyone may call them, a key adds nothing', [
    'products',
    'product',
    'reviews',
    'productConnection',
    'reviewConnection',
    'exchangeToken',
    'quote',
    'refusalReasons',
    'categories',
    'category',
    'catalogFacets',
    'specifications',
    'productFamily',
    'productFamilies',
    'productRelated',
    'compareProducts',
    'catalogSuggestions',
    'punchOutSetup',
    'punchOutOrder',
    'punchOutStart',
    'punchOutTransfer',
    'punchOutOci',
  ]),
  ...keys(
    null,
    "sessions, one's own e-mail choices, joining a company, admin roles, deleting people and key management are a person's acts (decision 027)",
    [
      'signOut',
      'updateNotificationSettings',
      'acceptCompanyInvitation',
      'makeAdmin',
      'revokeAdmin',
      'deleteUser',
      'apiKeys',
      'createApiKey',
      'revokeApiKey',
      'apiKeyConnection',
    ],
  ),
  ...keys(
    null,
    'the audit trail is read by people: it names people, addresses and every change (decision 060)',
    ['auditTrail', 'auditTrailCsv', 'myCompanyAuditTrail', 'myCompanyAuditTrailCsv'],
  ),
  ...keys(
    null,
    'a PunchOut identity holds the secrets a purchasing system signs in with: set up by people, like keys (decision 064)',
    ['punchOutIdentity', 'savePunchOutIdentity'],
  ),
  ...keys(
    null,
    "a sales rep's powers and acting as a buyer are a person's, never an integration's (decision 084)",
    [
      'setSalesRep',
      'salesReps',
      'companyReps',
      'setCompanyReps',
      'setRepLocations',
      'myRepCompanies',
      'repCompanyOrders',
      'repQuotes',
      'repSendQuote',
      'startActingAs',
      'stopActingAs',
      'myActAsSession',
    ],
  ),
  ...keys(
    null,
    "a person's whole data and their erasure are a person's acts, never an integration's (decision 060)",
    ['myPersonalData', 'personalData', 'erasePerson'],
  ),
  ...keys(
    'read:profile',
    "the key's own person: who they are, whether they are an admin, their e-mail settings",
    ['me', 'isAdmin', 'myNotificationSettings'],
  ),
  ...keys(
    'read:orders',
    'reading orders, purchase orders, approval requests and what a checkout would need or cost',
    [
      'myOrders',
      'myOrderConnection',
      'ordersByEmail',
      'myPurchaseOrders',
      'myPurchaseOrderConnection',
      'purchaseOrder',
      'approvalPreview',
      'myOrderRequests',
      'orderRequest',
      'approvalQueue',
      'approvalQueueConnection',
      'myOrderRequestConnection',
      'orders',
      'orderConnection',
      'purchaseOrders',
      'purchaseOrderConnection',
      'exportPurchaseOrdersCsv',
      'checkoutTaxQuote',
      'packingSlipDocument',
      'myQuotes',
      'quoteDetails',
      'quotes',
      'returnRequests',
      'ediDocuments',
      'ediPartners',
      'orderLists',
      'orderList',
      'shippingMethods',
      'fulfilmentQueue',
      'pickListDocument',
      'shopHolidays',
    ],
  ),
  ...keys(
    'write:orders',
    'placing, paying (an invoice issued), cancelling, checking out, approving and moving orders',
    [
      'placeOrder',
      'payOrderItem',
      'cancelOrderItem',
      'deleteOrderItem',
      'bulkAddToOrders',
      'checkout',
      'reorder',
      'submitOrder',
      'withdrawOrderRequest',
      'approveOrder',
      'rejectOrder',
      'updateOrderStatus',
      'updateFulfilment',
      'createShipment',
      'markShipmentDelivered',
      'setPromisedDeliveryDate',
      'addShopHoliday',
      'removeShopHoliday',
      'requestQuote',
      'counterQuote',
      'acceptQuote',
      'declineQuote',
      'sendQuote',
      'approveQuote',
      'withdrawQuote',
      'requestReturn',
      'withdrawReturn',
      'approveReturn',
      'rejectReturn',
      'receiveReturn',
      'ediInbound',
      'createOrderList',
      'updateOrderList',
      'deleteOrderList',
      'orderOrderList',
      'setOrderSchedule',
      'changeOrderSchedule',
      'chooseShipToLocation',
    ],
  ),
  ...keys(
    'read:products',
    'a quick-order file checked against the catalog, nothing placed; the contract price lists',
    [
      'quickOrderPreview',
      'myPrices',
      'priceLists',
      'priceList',
      'customerGroups',
      'exportCatalogCsv',
      'exportPriceListCsv',
      'warehouses',
      'productStock',
    ],
  ),
  ...keys('write:reviews', 'posting a review', ['addReview']),
  ...keys('write:products', "the catalog's changes", [
    'createProduct',
    'updateProduct',
    'deleteProduct',
    'saveCategory',
    'deleteCategory',
    'saveSpecification',
    'setProductCatalog',
    'saveProductFamily',
    'setProductVariant',
    'setProductPacking',
    'setRelatedProducts',
    'savePriceList',
    'deletePriceList',
    'setPriceListEntries',
    'setPriceListLocations',
    'saveCustomerGroup',
    'deleteCustomerGroup',
    'importCatalogCsv',
    'importPriceListCsv',
    'startCatalogImportJob',
    'catalogImportJob',
    'setWarehouseStock',
  ]),
  ...keys(
    'read:invoices',
    'invoices, credit, statements, credit notes, bank statements and tax rates: money read, nothing moved',
    [
      'invoiceDocument',
      'invoiceEInvoice',
      'creditNoteEInvoice',
      'myCredit',
      'myStatement',
      'creditNotes',
      'creditNoteDocument',
      'exportInvoicesCsv',
      'bankStatements',
      'bankStatementLines',
      'bankStatementConnection',
      'bankStatementLineConnection',
      'companyStatement',
      'agingReport',
      'customerCredit',
      'taxRates',
    ],
  ),
  ...keys(
    'write:payments',
    'money recorded or moved: payments, bank lines, credit notes, applied credit, refunds',
    [
      'recordPayment',
      'importBankStatement',
      'confirmBankLine',
      'ignoreBankLine',
      'issueCreditNote',
      'applyCustomerCredit',
      'recordRefund',
      'setOrderFreight',
    ],
  ),
  ...keys('read:company', "the key's company: its profile, people, invitations and e-mail settings", [
    'companyNotificationSettings',
    'myCompany',
    'myInvitations',
    'companyInvitations',
    'companyInvitationConnection',
    'myInvitationConnection',
    'myPartNumberConnection',
    'myPartNumber',
    'myPartNumbersCsv',
  ]),
  ...keys(
    'manage:company',
    "a company admin's running of the company: profile, locations, invitations, roles, limits, rules, e-mail settings",
    [
      'updateCompanyNotificationSettings',
      'updateMyCompany',
      'addCompanyLocation',
      'updateCompanyLocation',
      'removeCompanyLocation',
      'inviteToCompany',
      'revokeCompanyInvitation',
      'setMemberRole',
      'removeCompanyMember',
      'setSpendingLimits',
      'setApprovalRules',
      'setMyPartNumber',
      'removeMyPartNumber',
      'importMyPartNumbers',
    ],
  ),
  ...keys('read:users', "the shop's customers: every user and company", [
    'companies',
    'companyConnection',
    'company',
    'users',
    'userConnection',
  ]),
  ...keys(
    'manage:companies',
    "the shop's companies: creating, editing, inviting and moving people, tax rates and exemptions",
    [
      'createCompany',
      'updateCompany',
      'moveUserToCompany',
      'adminInviteToCompany',
      'adminRevokeCompanyInvitation',
      'setTaxRate',
      'deleteTaxRate',
      'setCompanyTaxExemption',
      'saveEdiPartner',
      'saveShippingMethod',
      'setCompanyFreeFreight',
    ],
  ),
  ...keys('manage:credit', 'credit limits, terms and holds', [
    'setCompanyCreditTerms',
    'liftCompanyCreditHold',
    'setCreditTerms',
    'liftCreditHold',
  ]),
  ...keys('manage:webhooks', "an integration's own webhook endpoints and their deliveries", [
    'webhookEndpoints',
    'webhookDeliveries',
    'webhookEndpointConnection',
    'webhookDeliveryConnection',
    'outboxHealth',
    'webhookEventTypes',
    'createWebhookEndpoint',
    'deleteWebhookEndpoint',
    'rotateWebhookSecret',
    'enableWebhookEndpoint',
    'redeliverWebhook',
  ]),
]);

/** The scope the written policy says a key needs for `op`: undefined = any key (public), null = none. */
export function keyScopeOf(op: string): Scope | null | undefined {
  const p = KEY_POLICY[op];
  if (!p) throw new Error(`no key scope for ${op}: write one in server/test/security/policy.ts (KEY_POLICY)`);
  return p.scope === 'public' ? undefined : p.scope;
}

/** Every disagreement between the declared key scopes (undefined: public) and the written column. */
export function scopeMismatches(
  declared: Record<string, Scope | null | undefined>,
  policy: Record<string, KeyPolicy> = KEY_POLICY,
): string[] {
  const out: string[] = [];
  const show = (s: KeyScope | undefined) => (s === undefined ? 'public' : s === null ? 'no key' : s);
  for (const [op, scope] of Object.entries(declared)) {
    const p = policy[op];
    if (!p) out.push(`${op}: declared ${show(scope)}, but the key-scope column has no row for it`);
    else if (show(scope) !== show(p.scope))
      out.push(`${op}: declared ${show(scope)}, the policy says ${show(p.scope)} (${p.why})`);
  }
  for (const op of Object.keys(policy))
    if (!(op in declared)) out.push(`${op}: in the key-scope column, but no such operation is declared`);
  return out;
}

/**
 * Operations a person may call only with a verified e-mail (docs/decisions/046), typed here apart from ACCESS's
 * `verified` flag: whatever acts on other people or grants access (keys, invitations, roles, limits, rules), and
 * reading or accepting invitations sent to an address, which an unverified registrant does not own.
 */
export const VERIFIED_POLICY: Record<string, string> = {
  createApiKey: 'a key acts for its creator: a squatter on an address must not leave one behind',
  inviteToCompany: 'an invitation brings someone in as the company',
  adminInviteToCompany: 'as inviteToCompany, from the shop',
  setMemberRole: 'roles decide what others may do',
  removeCompanyMember: 'removing someone changes what they may read',
  setSpendingLimits: 'limits decide what others may order',
  setApprovalRules: 'rules decide whose orders wait',
  acceptCompanyInvitation: 'only the owner of the address joins through it',
  myInvitations: "an invitation names a company and a role: the address's owner reads it",
  myInvitationConnection: 'the same list, as pages',
};
