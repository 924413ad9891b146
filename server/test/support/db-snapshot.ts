import type { Db } from '../../src/db/prisma';

const TABLES = ['User', 'Product', 'OrderItem', 'OrderEvent', 'Review', 'PurchaseOrder', 'InvoiceLine', 'Payment', 'PurchaseOrderEvent', 'ApiKey', 'OutboxEvent', 'WebhookEndpoint', 'WebhookDelivery', 'InvoiceReminder', 'Company', 'CompanyLocation', 'CompanyInvitation', 'ApprovalRule', 'ApprovalRequest', 'ApprovalEvent', 'BankStatement', 'BankStatementLine', 'CreditNote', 'CreditNoteLine', 'Refund', 'CustomerCreditEntry'] as const;

/**
 * A fingerprint of every row of every table (count + md5 of the rows' text). Refused calls must leave it
 * unchanged: comparing fingerprints catches edits as well as inserts and deletes. `except` leaves tables out
 * (an API key's own row records every request made with it, refused or not).
 */
export async function dbSnapshot(db: Db, except: ReadonlyArray<(typeof TABLES)[number]> = []): Promise<Record<string, string>> {
  const tables = TABLES.filter((name) => !except.includes(name));
  // One statement for all the tables: one round trip, and every table read in the same snapshot.
  const rows = await db.$queryRawUnsafe<Array<{ t: string; n: bigint; h: string | null }>>(
    tables.map((t) => `SELECT '${t}' AS t, count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS h FROM "${t}" t`).join(' UNION ALL '),
  );
  const out: Record<string, string> = {};
  for (const t of tables) {
    const row = rows.find((r) => r.t === t)!;
    out[t] = `${row.n}:${row.h}`;
  }
  return out;
}

/** The first error's code, or undefined when the call succeeded. */
export const codeOf = (res: { errors?: Array<{ extensions?: { code?: string } }> }) => res.errors?.[0]?.extensions?.code;
