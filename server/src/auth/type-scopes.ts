import {
  defaultFieldResolver,
  getNamedType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { Context } from '../context';
import { AppError } from '../errors';
import type { Scope } from './access';

/**
 * Which data an API key's scopes guard, wherever a query reaches it: the one declaration (beside ACCESS, which
 * guards the top-level operations). A key passes an operation's own scope at the root; every field below the root
 * whose type (or the field itself) is declared here also needs one of the scopes listed for it, so `me { company {
 * members } }` needs read:company besides read:profile, and `purchaseOrders { rows { creditNotes } }` read:invoices
 * besides read:orders. People (no key) are never checked here: their roles and the services decide, as before.
 *
 * `member`: the scopes that let a key acting as a company member (a company key) read it, any one of them;
 * `admin`: the same for a shop admin's key (on the admin's own company, member's scopes do too). An empty list: no
 * key reads it. A write scope appears where the write's
 * own answer is that data (a key that sets credit terms reads the credit it set).
 */
export interface Guard {
  readonly what: string;
  readonly member: readonly Scope[];
  readonly admin: readonly Scope[];
  /** Only on User: the scopes that let a key read its own creator (read:profile), besides member/admin's. */
  readonly self?: readonly Scope[];
  /** When set, the guard holds only for parents it says yes to (an order's payment events, not its shipping ones). */
  readonly when?: (source: unknown) => boolean;
}

const g = (what: string, member: readonly Scope[], admin: readonly Scope[] = member): Guard => ({
  what,
  member,
  admin,
});

/** Company people, invitations, rules and limits: the company's (read:company) or, for the shop, its users (read:users). */
const PEOPLE = g('company members', ['read:company'], ['read:users']);
/** Orders and their items: whoever reads or places orders. */
const ORDERS = g('orders', ['read:orders', 'write:orders']);
/** Money: invoices' payments, credit notes, statements (read:invoices), and what recording money answers (write:payments). */
const money = (what: string) => g(what, ['read:invoices'], ['read:invoices', 'write:payments']);

/** Guards by GraphQL object type: every non-root field returning one (or a list of them) is checked. */
export const TYPE_SCOPES: Readonly<Record<string, Guard>> = {
  // Another person: a colleague (read:company) or any customer (read:users); the key's own creator also with read:profile.
  User: { ...PEOPLE, what: 'people', self: ['read:profile'] },
  CompanyInvitation: g('company invitations', ['read:company'], ['read:users']),
  // A company's profile: its members' scope, or the scopes whose writes answer with it (updateMyCompany, updateCompany, setCompanyCreditTerms).
  Company: g(
    'a company',
    ['read:company', 'manage:company'],
    ['read:users', 'manage:companies', 'manage:credit'],
  ),
  // Set by company admins (manage:company answers with them); read with the company.
  SpendingLimits: g('spending limits', ['read:company', 'manage:company'], ['read:users', 'manage:company']),
  ApprovalRule: g('approval rules', ['read:company', 'manage:company'], ['read:users', 'manage:company']),
  // The company's part numbers: read with the company, answered by the writes that keep them.
  CustomerPartNumber: g('part numbers', ['read:company', 'manage:company'], ['read:users', 'manage:company']),
  AuditRecord: g('the audit trail (people only)', []),
  // Key management is people's only (ACCESS: scope null).
  ApiKey: g('API keys', [], []),
  // A PunchOut identity is set up by people only (ACCESS: scope null).
  PunchOutIdentity: g('PunchOut identities', [], []),
  OrderItem: ORDERS,
  // An open item's price changed by the buyer's choice of location (chooseShipToLocation answers it).
  RepricedItem: ORDERS,
  PurchaseOrder: ORDERS,
  Shipment: ORDERS,
  // A warehouse's fulfilment queue is order reading (decision 093).
  FulfilmentQueueLine: ORDERS,
  // Quotes are order reading (decision 065): their prices are the company's, like its orders'.
  SalesQuote: ORDERS,
  ApprovalRequest: ORDERS,
  // A company's order lists and their schedules are order reading (decision 077).
  OrderList: ORDERS,
  // Credit limit, open invoices and hold: invoice reading, or the shop's credit management that sets them.
  Credit: g('credit', ['read:invoices'], ['read:invoices', 'manage:credit']),
  Payment: money('payments'),
  CreditNote: money('credit notes'),
  CustomerCredit: money('customer credit'),
  Refund: money('refunds'),
  Statement: money('statements'),
  AgingReport: money('the aging report'),
  BankStatement: money('bank statements'),
  BankStatementLine: money('bank statement lines'),
  TaxRate: g('tax rates', [], ['read:invoices', 'manage:companies']),
  // Shipping methods (docs/decisions/076): read by whoever checks out, answered by the shop's writes that keep them.
  ShippingMethod: g(
    'shipping methods',
    ['read:orders', 'write:orders'],
    ['read:orders', 'write:orders', 'manage:companies'],
  ),
  // The shop's holidays (docs/decisions/101): read by whoever checks out, answered by the writes that keep them.
  ShopHoliday: g("the shop's holidays", ['read:orders', 'write:orders']),
  WeightBand: g(
    'shipping rate tables',
    ['read:orders', 'write:orders'],
    ['read:orders', 'write:orders', 'manage:companies'],
  ),
  // What a company pays under its contract: keys that read the catalog or order for it (a shop admin's, its own company's).
  ContractPrice: g('contract prices', ['read:products', 'read:orders', 'write:orders']),
  // X12 EDI (docs/decisions/075, 080): the shop's record; read with the orders, partners answered by saveEdiPartner too.
  EdiDocument: g('EDI documents', [], ['read:orders']),
  EdiPartner: g('EDI trading partners', [], ['read:orders', 'manage:companies']),
  WebhookEndpoint: g('webhook endpoints', [], ['manage:webhooks']),
  WebhookDelivery: g('webhook deliveries', [], ['manage:webhooks']),
  OutboxHealth: g('the outbox', [], ['manage:webhooks']),
};

/** Guards of single fields, where the field says more than its type: a company's members are people of the company, whoever they are. */
/** An order's events that carry what the money guards hide: payment references and amounts, credit-note reasons. */
export const MONEY_EVENT_KINDS: readonly string[] = [
  'PAYMENT_RECORDED',
  'PAID',
  'CREDIT_NOTE_ISSUED',
  'CREDIT_APPLIED',
];
const MONEY_EVENT: Guard = {
  ...money('payment and credit details'),
  when: (source) => MONEY_EVENT_KINDS.includes(String((source as { kind?: unknown } | null)?.kind)),
};

export const FIELD_SCOPES: Readonly<Record<string, Guard>> = {
  'Company.members': PEOPLE,
  'PurchaseOrderEvent.detail': MONEY_EVENT,
  'PurchaseOrderEvent.amountCents': MONEY_EVENT,
};

/**
 * Types that only carry a root operation's answer (pages, cursor connections, mutation results): their fields pass
 * the answer the operation's own scope already governs, unchecked (a test keeps them off every non-root path).
 */
export const ANSWER_TYPES: readonly string[] = [
  'PurchaseOrderPage',
  'CompanyPage',
  'ProductPage',
  'BankStatementLinePage',
  'SubmitOrderResult',
  'BulkAddResult',
  'ReorderResult',
  'MakeAdminResult',
  'AuthPayload',
  'CreatedApiKey',
  'AcceptedInvitation',
  'BankStatementImport',
  'CreatedWebhookEndpoint',
  'RotatedWebhookSecret',
  'ShipToChoice',
];
export const isAnswerType = (name: string): boolean =>
  /(Connection|Edge)$/.test(name) || ANSWER_TYPES.includes(name);

/** The guard declared for a field key (`Type.field`) or a type name. */
export const guardOf = (name: string): Guard | undefined => FIELD_SCOPES[name] ?? TYPE_SCOPES[name];

type KeyCaller = Pick<Context, 'apiKey' | 'user'>;

/** Where the data is: the caller themself, and/or the caller's own company (a shop admin's key reads that as a member). */
export interface Whose {
  self?: boolean;
  ownCompany?: boolean;
}

/** The scopes that would let this key read `guard`'s data. */
function allowedScopes(ctx: KeyCaller, guard: Guard, whose: Whose): readonly Scope[] {
  const admin = ctx.user?.role === 'ADMIN';
  const base = !admin
    ? guard.member
    : whose.ownCompany
      ? [...new Set([...guard.member, ...guard.admin])]
      : guard.admin;
  return whose.self && guard.self ? [...guard.self, ...base] : base;
}

/** The refusal for a key that holds none of the scopes (null when it holds one, or when the caller is a person). */
export function refusalOf(ctx: KeyCaller, guard: Guard, whose: Whose = {}): AppError | null {
  if (!ctx.apiKey) return null;
  const scopes = allowedScopes(ctx, guard, whose);
  if (scopes.some((s) => ctx.apiKey!.scopes.includes(s))) return null;
  if (scopes.length === 0)
    return new AppError('FORBIDDEN', `API keys cannot read ${guard.what}; sign in as a person`);
  const others = scopes.length > 1 ? ` (or ${scopes.slice(1).join(', ')})` : '';
  return new AppError(
    'FORBIDDEN',
    `This API key lacks the scope ${scopes[0]}${others} to read ${guard.what}`,
    { scope: scopes[0] },
  );
}

/** Throws the refusal of `refusalOf`. */
export function checkGuard(ctx: KeyCaller, guard: Guard, whose: Whose = {}): void {
  const refusal = refusalOf(ctx, guard, whose);
  if (refusal) throw refusal;
}

/** A User field's answer: its creator needs `self`'s scopes or the others', anyone else the others'. */
function checkPeople(ctx: KeyCaller, guard: Guard, value: unknown): void {
  for (const person of Array.isArray(value) ? value : [value]) {
    if (person && typeof person === 'object')
      checkGuard(ctx, guard, { self: (person as { id?: unknown }).id === ctx.user?.id });
  }
}

/** Is the parent object of the caller's own company (a Company row by its id; a user or an order by its companyId)? */
function ownCompany(ctx: KeyCaller, parentType: string, source: unknown): boolean {
  if (!ctx.user || !source || typeof source !== 'object') return false;
  const row = source as { id?: unknown; companyId?: unknown };
  return (parentType === 'Company' ? row.id : row.companyId) === ctx.user.companyId;
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | null)?.then === 'function';

/** `resolve` with the guard in front: one property read for people, the scope check for keys. */
function guarded(
  resolve: GraphQLFieldResolver<unknown, Context>,
  guard: Guard,
): GraphQLFieldResolver<unknown, Context> {
  if (!guard.self) {
    return (source, args, ctx, info) => {
      if (ctx.apiKey && (!guard.when || guard.when(source)))
        checkGuard(ctx, guard, { ownCompany: ownCompany(ctx, info.parentType.name, source) });
      return resolve(source, args, ctx, info);
    };
  }
  // Who the answer is decides (the caller themself or someone else): checked on the resolved value.
  return (source, args, ctx, info) => {
    const out = resolve(source, args, ctx, info);
    if (!ctx.apiKey) return out;
    if (isPromise(out))
      return out.then((value) => {
        checkPeople(ctx, guard, value);
        return value;
      });
    checkPeople(ctx, guard, out);
    return out;
  };
}

/**
 * Puts the guards on the built schema, once: every field of a non-root, non-answer object type whose field or
 * (unwrapped) return type is declared gets its resolver wrapped; no other field is touched. graphql-js and the
 * compiled execution (lib/compiled-execution.ts) both run the schema's resolvers, so both run the guards.
 */
export function guardSchema(schema: GraphQLSchema): { fields: string[] } {
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .filter(Boolean)
      .map((t) => t!.name),
  );
  const fields: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || roots.has(type.name) || isAnswerType(type.name))
      continue;
    for (const field of Object.values(type.getFields())) {
      const guard = guardOf(`${type.name}.${field.name}`) ?? guardOf(getNamedType(field.type).name);
      if (!guard) continue;
      field.resolve = guarded(
        (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, Context>,
        guard,
      );
      fields.push(`${type.name}.${field.name}`);
    }
  }
  return { fields };
}

/**
 * REST: a body's parts of another scope (`part` -> its declared field or type), left out for a key that may not read
 * them; `withheld` then names each left-out part with the scope it needs. People get the body as it is.
 */
export function withheldFrom<T extends Record<string, unknown>>(
  ctx: KeyCaller,
  body: T,
  parts: Partial<Record<keyof T & string, string>>,
  whose: Whose = {},
): T {
  if (!ctx.apiKey) return body;
  const out: Record<string, unknown> = { ...body };
  const withheld: Record<string, string> = {};
  for (const [part, name] of Object.entries(parts) as Array<[string, string]>) {
    const guard = guardOf(name);
    if (!guard) throw new Error(`No scope is declared for ${name} (auth/type-scopes.ts)`);
    const scopes = allowedScopes(ctx, guard, whose);
    if (scopes.some((s) => ctx.apiKey!.scopes.includes(s))) continue;
    delete out[part];
    withheld[part] = scopes[0] ?? 'a person';
  }
  if (Object.keys(withheld).length > 0) out.withheld = withheld;
  return out as T;
}
