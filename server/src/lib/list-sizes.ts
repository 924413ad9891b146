/**
 * The largest size of every list field that takes no page argument (docs/decisions/048): the query cost charges each
 * of them as if it came back this full, so a caller pays for the rows the data may hold, not for one. A list bounded
 * by a rule uses that rule's number; a list bounded only by the data (a buyer's orders, the shop's users) is charged
 * at LARGE_LIST and has a cursor connection beside it for callers who want to pay for less. A list field without an
 * entry here fails server/test/cost/list-cost.test.ts, so a new one cannot be forgotten.
 */
import {
  MAX_CUSTOMER_GROUPS_READ, MAX_GROUP_COMPANIES, MAX_LISTS_PER_COMPANY, MAX_PRICE_LIST_GROUPS,
  MAX_APPROVAL_RULES, MAX_CHECKOUT_LINES, MAX_CREDIT_NOTE_LINES, MAX_LOCATIONS, MAX_OPEN_INVITATIONS, MAX_PRICE_BREAKS,
  MAX_QUICK_ORDER_LINES, MAX_TAX_RATES, MAX_LIST_TAKE, REFUSAL_REASONS, MAX_PART_NUMBER_LINES, MAX_CATEGORIES, MAX_SPECIFICATIONS,
  MAX_CATEGORY_DEPTH, MAX_CATEGORY_FILTERS, MAX_PRODUCT_CATEGORIES, MAX_PRODUCT_SPECS, MAX_FACET_VALUES,
  MAX_CONTRACT_TIERS, MAX_PRICE_LIST_COMPANIES, MAX_PRICE_LISTS_READ, MAX_PRICE_LIST_ENTRIES_READ, MAX_SHIPMENTS_PER_ORDER,
  MAX_SHIPPING_METHODS, MAX_WEIGHT_BANDS, MAX_QUOTES_PAGE, MAX_QUOTE_LINES, MAX_FAMILY_OPTIONS, MAX_PACK_SIZES, MAX_FAMILY_VARIANTS, MAX_PRODUCT_FAMILIES, MAX_RETURN_QUEUE, MAX_RETURNS_PER_ORDER, MAX_RETURN_PHOTO_LINKS,
  MAX_RELATED_PER_KIND, RELATION_KIND_COUNT, MAX_COMPARE,
} from '@gluegun/common';

/** Lists that only the data bounds (the rows a long-standing buyer or the whole shop has). */
export const LARGE_LIST = MAX_LIST_TAKE;
/** Lists that grow by a step at a time (an order's events, its payments): dozens, not thousands. */
const HISTORY = 50;
/** Lists as long as a list argument of the same field, which is already charged element by element. */
const AS_LONG_AS_INPUT = 10;

export const LIST_SIZES: Readonly<Record<string, number>> = {
  'Query.users': LARGE_LIST,
  'Query.myPurchaseOrders': LARGE_LIST,
  'Query.approvalQueue': LARGE_LIST,
  'Query.myOrderRequests': LARGE_LIST,
  'Query.apiKeys': LARGE_LIST,
  'Query.refusalReasons': Object.keys(REFUSAL_REASONS).length,
  'Query.webhookEndpoints': 50,
  'Query.webhookDeliveries': 50,
  'Query.bankStatements': 50,
  'Query.reviews': MAX_LIST_TAKE,
  'Query.creditNotes': HISTORY,
  'Query.taxRates': MAX_TAX_RATES,
  'Query.companyInvitations': MAX_OPEN_INVITATIONS,
  'Query.myInvitations': MAX_OPEN_INVITATIONS,
  'OrderItem.events': HISTORY,
  'Product.priceBreaks': MAX_PRICE_BREAKS,
  'Company.members': LARGE_LIST,
  'Company.locations': MAX_LOCATIONS,
  'Company.approvalRules': MAX_APPROVAL_RULES,
  'Company.invitations': MAX_OPEN_INVITATIONS,
  'PurchaseOrder.lines': MAX_CHECKOUT_LINES,
  'PurchaseOrder.items': MAX_CHECKOUT_LINES,
  'PurchaseOrder.payments': HISTORY,
  'PurchaseOrder.events': HISTORY,
  'PurchaseOrder.creditNotes': HISTORY,
  // An order ships in at most MAX_SHIPMENTS_PER_ORDER shipments; a shipment carries at most the order's lines.
  'PurchaseOrder.shipments': MAX_SHIPMENTS_PER_ORDER,
  'Shipment.lines': MAX_CHECKOUT_LINES,
  // Quotes (decision 065): a page holds at most MAX_QUOTES_PAGE; each round is a version, each version at most MAX_QUOTE_LINES.
  'Query.myQuotes': MAX_QUOTES_PAGE,
  'Query.quotes': MAX_QUOTES_PAGE,
  'SalesQuote.versions': HISTORY,
  'SalesQuoteVersion.lines': MAX_QUOTE_LINES,
  'SalesQuoteAcceptance.items': MAX_QUOTE_LINES,
  'Query.returnRequests': MAX_RETURN_QUEUE,
  // Order lists (decision 077): a company keeps at most 200, of at most 100 lines; a schedule shows its latest 6 runs.
  'Query.orderLists': 200,
  'OrderList.lines': 100,
  'OrderListOrderResult.lines': 100,
  'OrderSchedule.runs': 6,
  'OrderScheduleRun.lines': 100,
  'PurchaseOrder.returns': MAX_RETURNS_PER_ORDER,
  'ReturnRequest.lines': MAX_CHECKOUT_LINES,
  'ReturnRequest.photoLinks': MAX_RETURN_PHOTO_LINKS,
  'CreditNote.lines': MAX_CREDIT_NOTE_LINES,
  'Quote.lines': AS_LONG_AS_INPUT,
  'QuoteLine.problems': 5,
  'QuickOrderPreview.lines': MAX_QUICK_ORDER_LINES,
  'PartNumberImportResult.lines': MAX_PART_NUMBER_LINES,
  'Query.categories': MAX_CATEGORIES,
  'Query.specifications': MAX_SPECIFICATIONS,
  'Category.children': MAX_CATEGORIES,
  'Category.breadcrumbs': MAX_CATEGORY_DEPTH,
  'Category.filters': MAX_CATEGORY_FILTERS,
  'Product.categories': MAX_PRODUCT_CATEGORIES,
  'Product.specifications': MAX_PRODUCT_SPECS,
  'Product.options': MAX_FAMILY_OPTIONS,
  'Product.packSizes': MAX_PACK_SIZES + 1,
  'ProductFamily.optionNames': MAX_FAMILY_OPTIONS,
  'ProductFamily.variants': MAX_FAMILY_VARIANTS,
  'Query.productFamilies': MAX_PRODUCT_FAMILIES,
  // A replacement is one item; accessories and spare parts at most MAX_RELATED_PER_KIND each (docs/decisions/078).
  'Product.related': MAX_RELATED_PER_KIND * (RELATION_KIND_COUNT - 1) + 1,
  'Query.compareProducts': MAX_COMPARE,
  'CatalogFacets.specs': MAX_CATEGORY_FILTERS,
  'SpecFacet.values': MAX_FACET_VALUES,
  'BankStatementLine.allocations': HISTORY,
  'Statement.lines': LARGE_LIST,
  'Statement.overdue': LARGE_LIST,
  'AgingReport.rows': LARGE_LIST,
  'CustomerCredit.entries': HISTORY,
  'CustomerCredit.refunds': HISTORY,
  'ApprovalRequest.events': HISTORY,
  'ApprovalRequest.items': MAX_CHECKOUT_LINES,
  'BulkAddResult.items': AS_LONG_AS_INPUT,
  'ReorderResult.items': MAX_CHECKOUT_LINES,
  'ReorderResult.refused': MAX_CHECKOUT_LINES,
  'ReorderResult.replaced': MAX_CHECKOUT_LINES,
  'Mutation.setApprovalRules': AS_LONG_AS_INPUT,
  'Query.priceLists': MAX_PRICE_LISTS_READ,
  'PriceList.companies': MAX_PRICE_LIST_COMPANIES,
  'PriceList.entries': MAX_PRICE_LIST_ENTRIES_READ,
  'PriceList.groups': MAX_PRICE_LIST_GROUPS,
  'Query.customerGroups': MAX_CUSTOMER_GROUPS_READ,
  'CustomerGroup.companies': MAX_GROUP_COMPANIES,
  'CustomerGroup.priceLists': MAX_LISTS_PER_COMPANY,
  'PriceListEntry.priceBreaks': MAX_PRICE_BREAKS,
  'ContractPrice.priceBreaks': MAX_CONTRACT_TIERS,
  'ContractPrice.tiers': MAX_CONTRACT_TIERS,
  // Freight (docs/decisions/076): the shop's shipping methods and a rate table's bands.
  'Query.shippingMethods': MAX_SHIPPING_METHODS,
  'ShippingMethod.bands': MAX_WEIGHT_BANDS,
  // X12 EDI (docs/decisions/080): a page of documents, the trading partners, and an interchange's sets (50 groups of 50).
  'Query.ediDocuments': 200,
  'Query.ediPartners': 500,
  'EdiInboundResult.orders': 2_500,
  'EdiInboundResult.refusals': 2_500,
};
