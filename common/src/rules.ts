/** Business constants (spec §9). The server enforces every one; the client reads them for early feedback. */
export const MIN_ORDER_QUANTITY = 100;
export const MIN_PASSWORD_LENGTH = 6;
export const HOME_PRODUCT_COUNT = 3;
export const HOME_REVIEW_COUNT = 3;
export const REVIEW_RATING = 5;
export const TOAST_DURATION_MS = 5000;
export const COUNTER_ANIMATION_MS = 2750;
export const MAX_ORDER_QUANTITY = 1_000_000;
export const MAX_PRICE_CENTS = 100_000_000; // $1,000,000.00 a unit
export const MAX_STOCK = 100_000_000;
/** Most one order line may be worth ($10,000,000.00): every total fits a 32-bit GraphQL Int. */
export const MAX_LINE_TOTAL_CENTS = 1_000_000_000;
/** The shop's default payment terms in days (net 30; PAYMENT_TERMS_DAYS sets it). A customer may have their own
 * terms, and an invoice is always due on the terms frozen on its purchase order (dueDateFor, termsDays). */
export const PAYMENT_TERMS_DAYS = 30;
/** Default most a customer may hold in reserved, unshipped invoiced stock (configurable: CREDIT_LIMIT_CENTS). */
export const DEFAULT_CREDIT_LIMIT_CENTS = 5_000_000; // $50,000.00
export const MAX_NAME_LENGTH = 200;
export const MAX_TEXT_LENGTH = 5000;
export const MAX_URL_LENGTH = 2048;
export const MAX_PHONE_LENGTH = 32;
export const DEFAULT_PAGE_SIZE = 24;
/** Rows an unpaged list (reviews, the admin's orders) returns by default; also the most reviews one call returns. */
export const DEFAULT_LIST_TAKE = 500;
/** Most admin order rows one call returns. */
export const MAX_LIST_TAKE = 1000;
export const MAX_PAGE_SIZE = 100;

/** Order item lifecycle: PENDING -> INVOICED -> SHIPPED -> DELIVERED, CANCELLED from PENDING or INVOICED. */
export const ORDER_STATUSES = ['PENDING', 'INVOICED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
/** An order item's status in the words of a sentence ("is invoiced"): messages never show the enum. */
export const orderStatusWord = (status: string): string => status.toLowerCase();
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Record<OrderStatusName, readonly OrderStatusName[]> = {
  PENDING: ['INVOICED', 'CANCELLED'],
  INVOICED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

export function canTransition(from: OrderStatusName, to: OrderStatusName): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Who is moving an order item: an admin, the customer who owns it, or anyone else. */
export type OrderActor = 'ADMIN' | 'OWNER' | 'OTHER';

/** Moves the owner of an item may make themselves: pay or cancel while it is PENDING. */
const OWNER_MOVES: Partial<Record<OrderStatusName, readonly OrderStatusName[]>> = {
  PENDING: ['INVOICED', 'CANCELLED'],
};

/** The one rule for who may move an item where: admins any allowed transition, owners pay or cancel their PENDING items. */
export function allowedMoves(from: OrderStatusName, actor: OrderActor): readonly OrderStatusName[] {
  if (actor === 'ADMIN') return ORDER_TRANSITIONS[from];
  if (actor === 'OWNER') return (OWNER_MOVES[from] ?? []).filter((to) => canTransition(from, to));
  return [];
}

/** Statuses a customer may delete their own item in: nothing reserved, nothing shipped. */
export const CUSTOMER_DELETABLE_STATUSES: readonly OrderStatusName[] = ['PENDING', 'CANCELLED'];

/**
 * Integer cents to '$1,234.56'. The thousands are grouped by hand, as en-US writes them: a phone's first
 * `toLocaleString` loads the browser's locale data, tens of milliseconds on a category page's first render
 * (decision 132).
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal dollar amount ('12.5', 12.5) to integer cents, or NaN when it is not a valid amount. */
export function dollarsToCents(value: string | number): number {
  const text = String(value).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return NaN;
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Image links: absolute http(s) URLs, or paths served by the shop itself ('/images/x.svg'). Never javascript: or data:. */
export function isHttpUrl(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Most lines one quick-order file, quote or bulk add may hold (a clear message above it, never a timeout). */
export const MAX_QUICK_ORDER_LINES = 500;

/** A company's own part number: at most this many characters (a document's column), at least one letter or digit. */
export const MAX_PART_NUMBER_LENGTH = 40;
/** Lines in one part-number file (a company's whole list fits in one). */
export const MAX_PART_NUMBER_LINES = 5_000;

/** The catalog's shape has bounds, so every list of it has a known largest size (the query cost charges it). */
export const MAX_CATEGORIES = 500;
/** Levels of the category tree, the top included (a breadcrumb is at most this long). */
export const MAX_CATEGORY_DEPTH = 6;
export const MAX_SPECIFICATIONS = 200;
/** Specifications a category's page filters on. */
export const MAX_CATEGORY_FILTERS = 12;
export const MAX_PRODUCT_CATEGORIES = 20;
export const MAX_PRODUCT_SPECS = 50;
/** Values one facet lists, the most common first. */
export const MAX_FACET_VALUES = 100;
/** Most characters of one line of a quick-order file. */
export const MAX_QUICK_ORDER_LINE_LENGTH = 1000;
/** Most bytes of a quick-order file: the server's request body limit is 100 kB, with room for the JSON around it. */
export const MAX_QUICK_ORDER_FILE_BYTES = 90 * 1024;

/** Warehouses listed at most (docs/decisions/082): a shop has a handful; the list and a product's stock levels are this long at most. */
export const MAX_WAREHOUSES = 50;
