/**
 * Every reason the shop refuses a request, in one place: GraphQL errors carry it as
 * `extensions.reason` next to `extensions.code`, REST error bodies as `reason`, and the schema documents it as the
 * `RefusalReason` enum (query `refusalReasons` lists each with the fields it concerns). Clients branch on the reason
 * and the field, never on message text; the messages stay words for people.
 */
import type { LineProblemCode } from './line-quote';

/** The transport-level class of a refusal (`extensions.code`); REST maps each to an HTTP status. */
export type RefusalCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export interface RefusalInfo {
  code: RefusalCode;
  description: string;
  /** The `extensions` fields that come with it, beside `code`, `reason` and the message. */
  fields: readonly string[];
}

const line = (description: string): RefusalInfo => ({
  code: 'BAD_USER_INPUT',
  description,
  fields: ['field', 'roundUpTo'],
});

export const REFUSAL_REASONS = {
  // The general reasons every refusal of that code gets unless a more precise one is named.
  SIGN_IN_REQUIRED: {
    code: 'UNAUTHENTICATED',
    description: 'No valid session or key: sign in (again).',
    fields: [],
  },
  NOT_ALLOWED: {
    code: 'FORBIDDEN',
    description: "Signed in, but this role or account may not do this (or it is someone else's).",
    fields: [],
  },
  NOT_FOUND: {
    code: 'NOT_FOUND',
    description: 'The thing named does not exist (or no longer does).',
    fields: [],
  },
  INVALID_INPUT: {
    code: 'BAD_USER_INPUT',
    description: 'A value is not accepted; `field` names it and the message says why.',
    fields: ['field'],
  },
  STATE_CONFLICT: {
    code: 'CONFLICT',
    description:
      'Not possible in the state the thing is in now (already paid, shipped, changed meanwhile...).',
    fields: [],
  },
  RATE_LIMITED: {
    code: 'TOO_MANY_REQUESTS',
    description: 'Too many requests from this address; wait a minute.',
    fields: [],
  },
  // Query cost (GraphQL): a static cost per operation and a budget per caller restored over time.
  QUERY_TOO_COSTLY: {
    code: 'BAD_USER_INPUT',
    description: 'The query would cost more points than one query may: ask for fewer items or nested lists.',
    fields: ['requestedQueryCost', 'maximumQueryCost'],
  },
  THROTTLED: {
    code: 'TOO_MANY_REQUESTS',
    description:
      "The caller's query budget holds fewer points than the query costs; it refills every second.",
    fields: ['requestedQueryCost', 'throttleStatus', 'retryAfterSeconds'],
  },
  // Buying.
  EMAIL_NOT_VERIFIED: {
    code: 'FORBIDDEN',
    description:
      'Needs a verified e-mail address: paying by invoice, API keys, invitations (sending, reading, accepting), role changes and spending rules.',
    fields: [],
  },
  CREDIT_HOLD: {
    code: 'CONFLICT',
    description: 'An invoice is overdue: new orders wait until it is paid or the shop lifts the hold.',
    fields: ['overdueCents'],
  },
  CREDIT_LIMIT: {
    code: 'CONFLICT',
    description: 'The order would take open invoices over the credit limit.',
    fields: ['availableCents'],
  },
  OUT_OF_STOCK: {
    code: 'CONFLICT',
    description:
      'Not enough stock for a line (checkout: `lines` lists each short line; an order line: `field`).',
    fields: ['field', 'lines'],
  },
  NOT_OPEN: {
    code: 'CONFLICT',
    description: 'Items already checked out or no longer open.',
    fields: ['field', 'itemIds'],
  },
  NOT_SOLD: {
    code: 'CONFLICT',
    description: 'Items whose product is no longer sold.',
    fields: ['field', 'itemIds'],
  },
  NOT_OFFERED: {
    code: 'CONFLICT',
    description: "Items whose product the company's price lists no longer let it see or order.",
    fields: ['field', 'itemIds'],
  },
  PART_NUMBER_TAKEN: {
    code: 'CONFLICT',
    description:
      "Your company already uses this part number for another item, or it is the shop's own part number for one.",
    fields: ['field'],
  },
  ITEM_GONE: { code: 'NOT_FOUND', description: 'Some chosen items no longer exist.', fields: ['field'] },
  ALREADY_ORDERED: {
    code: 'CONFLICT',
    description: "This product is already in the buyer's open items.",
    fields: ['field'],
  },
  LINES_REFUSED: {
    code: 'BAD_USER_INPUT',
    description:
      'A bulk add was refused as a whole: `lines` names each refused line and why (CONFLICT when every line is already ordered or listed twice).',
    fields: ['field', 'lines'],
  },
  // Quantities and lines (the same codes as a quick-order line's problems).
  NOT_WHOLE: line('The quantity is not a whole number.'),
  BELOW_SHOP_MINIMUM: line("Fewer than the shop's 100 units."),
  BELOW_MINIMUM: line("Fewer than the product's own minimum order."),
  NOT_CASE_PACK: line('Not a whole number of cases; `roundUpTo` is the next valid quantity.'),
  ABOVE_MAXIMUM: line('More than one order of this product may hold.'),
  LINE_TOO_LARGE: line('The line would be worth more than one order may be.'),
  UNREADABLE: line('A quick-order line could not be read.'),
  UNKNOWN_PRODUCT: line('No product has this SKU or name.'),
  AMBIGUOUS_NAME: line('Several products match this name: use the SKU.'),
  DUPLICATE_LINE: line('The same product is listed twice.'),
  // Company accounts.
  COMPANY_ROLE: {
    code: 'FORBIDDEN',
    description:
      "The caller's company role may not do this (accounts payable places nothing; only company admins run the company).",
    fields: [],
  },
  LAST_COMPANY_ADMIN: {
    code: 'CONFLICT',
    description: 'A company keeps at least one company admin: make someone else admin first.',
    fields: ['field'],
  },
  INVITATION_CLOSED: {
    code: 'CONFLICT',
    description: 'The invitation was accepted, revoked or has expired.',
    fields: [],
  },
  APPROVAL_REQUIRED: {
    code: 'CONFLICT',
    description:
      'Over a spending limit or approval rule: the order goes through submitOrder and waits for approval (`requiredRoles` names who approves).',
    fields: ['requiredRoles'],
  },
  NOT_APPROVER: {
    code: 'FORBIDDEN',
    description:
      'Nobody approves their own order, and only the roles the request waits for may approve or reject it.',
    fields: [],
  },
  NOT_PLACED: {
    code: 'CONFLICT',
    description:
      "The approval ran the checkout and it could not go through (stock, credit, hold or items changed); `cause` is the checkout's own reason.",
    fields: ['cause'],
  },
  IN_ANOTHER_COMPANY: {
    code: 'CONFLICT',
    description:
      'The person already belongs to a company with others or with orders of its own: only the shop can move them.',
    fields: [],
  },
  // Catalog admin.
  PRODUCT_CHANGED: {
    code: 'CONFLICT',
    description: 'The product was changed by someone else since it was loaded (stale `version`).',
    fields: ['field'],
  },
  SKU_TAKEN: { code: 'CONFLICT', description: 'Another product already has this SKU.', fields: ['field'] },
  // Quotes (decision 065).
  QUOTE_EXPIRED: {
    code: 'CONFLICT',
    description:
      "The quote's last valid day has passed: it can no longer be accepted or ordered; ask for a new one.",
    fields: [],
  },
  QUOTE_CHANGED: {
    code: 'CONFLICT',
    description: 'The quote has a newer version than the one named (`version`): read it again.',
    fields: ['field'],
  },
  // A quote from open items (decision 130).
  NO_OPEN_ITEMS: {
    code: 'BAD_USER_INPUT',
    description: 'A quote from open items was asked with no open items (none, or all waiting for approval).',
    fields: ['field'],
  },
  NOT_OPEN_ITEM: {
    code: 'BAD_USER_INPUT',
    description: 'A line of a quote from open items names a product that is not among your open items.',
    fields: ['field'],
  },
  QUOTE_ITEMS_ORDERED: {
    code: 'CONFLICT',
    description:
      'The quote was asked from open items that have been ordered since: accepting would order them twice; ask for a new quote.',
    fields: [],
  },
} as const satisfies Record<string, RefusalInfo>;

export type RefusalReason = keyof typeof REFUSAL_REASONS;

/** What a refusal of `code` says when no more precise reason is named. */
export const DEFAULT_REASON: Record<RefusalCode, RefusalReason> = {
  UNAUTHENTICATED: 'SIGN_IN_REQUIRED',
  FORBIDDEN: 'NOT_ALLOWED',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'INVALID_INPUT',
  CONFLICT: 'STATE_CONFLICT',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
};

// Every quantity and line problem code is a refusal reason (a line problem may become an order's refusal).
type MissingLineCodes = Exclude<LineProblemCode, RefusalReason>;
const _everyLineCodeIsAReason: MissingLineCodes extends never ? true : never = true;
void _everyLineCodeIsAReason;
