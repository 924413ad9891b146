/**
 * Who is told of what: the one table of e-mail audiences, read by the mail job and checked against a real inbox
 * by server/test/events/recipients.test.ts.
 *
 * - buyer: the person who placed the order, while they are still a member of the company it was placed for (someone
 *   who left, was moved or was deleted reads none of its orders, so is sent none of them either).
 * - billing: the company's billing contacts: its accounts payable members, or its company admins when it has no
 *   accounts payable (a company always has an admin). Invoices, receipts, reminders and credit notes are theirs
 *   to act on, not only the buyer's.
 * - approvers: members whose approval would count toward an open request (common slotFor), never the requester.
 * - requester: the person who submitted an order for approval.
 * Optional e-mails (common OPTIONAL_EMAILS) go only to the people, and companies, who want them.
 */
import { APPROVER_ROLES, slotFor, type CompanyRoleName, type EmailKind } from '@gluegun/common';
import type { Db } from '../../db/prisma';
import { buyerWants } from './preferences';
import { fastQuery } from '../../db/fast-sql';

export type Audience = 'buyer' | 'billing' | 'approvers' | 'requester';

/** The e-mails about an order or an approval request (invitations and admin e-mails have their own single audience). */
export type CompanyEmailKind =
  EmailKind | 'credit_note' | 'approval_needed' | 'approval_approved' | 'approval_rejected';

export const AUDIENCES: Record<CompanyEmailKind, readonly Audience[]> = {
  order_confirmation: ['buyer'],
  invoice: ['buyer', 'billing'],
  payment_receipt: ['buyer', 'billing'],
  payment_reminder: ['buyer', 'billing'],
  shipping_notice: ['buyer'],
  delivery_promised: ['buyer'],
  backorder_filled: ['buyer'],
  promise_changed: ['buyer'],
  credit_note: ['buyer', 'billing'],
  approval_needed: ['approvers'],
  approval_approved: ['requester'],
  approval_rejected: ['requester'],
};

interface Member {
  id: string;
  email: string;
  companyRole: CompanyRoleName;
}

/** The billing contacts of a company: accounts payable, else its company admins. */
export async function billingContacts(db: Db, companyId: string | null): Promise<Member[]> {
  if (!companyId) return [];
  // Read on every invoice, receipt and reminder e-mail: through `pg`, as Prisma would read it.
  const members = await fastQuery<Member>(
    db,
    `SELECT "id"::text, "email", "companyRole"::text AS "companyRole" FROM "User"
    WHERE "companyId" = $1::uuid AND "companyRole" IN ('ACCOUNTS_PAYABLE', 'COMPANY_ADMIN') ORDER BY "createdAt" ASC`,
    [companyId],
  );
  const payable = members.filter((m) => m.companyRole === 'ACCOUNTS_PAYABLE');
  return payable.length > 0 ? payable : members;
}

/** Members whose approval would count toward a request needing `requiredRoles`, the requester left out. */
export async function approversOf(
  db: Db,
  companyId: string,
  requiredRoles: readonly CompanyRoleName[],
  requesterId: string | null,
): Promise<Member[]> {
  const members = await db.user.findMany({
    where: { companyId, companyRole: { in: [...APPROVER_ROLES] } },
    select: { id: true, email: true, companyRole: true },
    orderBy: { createdAt: 'asc' },
  });
  return members.filter((m) => m.id !== requesterId && slotFor(requiredRoles, [], m.companyRole) !== null);
}

/**
 * The addresses an order e-mail goes to: the buyer and, where the table says so, the billing contacts, each only
 * when they want this kind; no address twice (case aside).
 */
export async function orderRecipients(
  db: Db,
  kind: EmailKind | 'credit_note',
  order: { userId: string | null; buyerEmail: string; companyId: string | null },
  /** The buyer's company as read with the order (null: no such user); left out, it is read here. */
  buyer?: { companyId: string | null } | null,
): Promise<string[]> {
  const audience = AUDIENCES[kind];
  const optional = kind === 'credit_note' ? null : kind;
  const wants = async (userId: string | null) => optional === null || buyerWants(db, userId, optional);
  const found: string[] = [];
  if (audience.includes('buyer') && (await stillMember(db, order, buyer)) && (await wants(order.userId)))
    found.push(order.buyerEmail);
  if (audience.includes('billing')) {
    for (const contact of await billingContacts(db, order.companyId)) {
      if (contact.id !== order.userId && (await wants(contact.id))) found.push(contact.email);
    }
  }
  return unique(found);
}

/** Whether the order's buyer still belongs to the company the order was placed for (the rule buyers read orders by). */
async function stillMember(
  db: Db,
  order: { userId: string | null; companyId: string | null },
  known?: { companyId: string | null } | null,
): Promise<boolean> {
  if (!order.userId) return false;
  const buyer =
    known !== undefined
      ? known
      : await db.user.findUnique({ where: { id: order.userId }, select: { companyId: true } });
  return Boolean(buyer) && (order.companyId === null || buyer!.companyId === order.companyId);
}

export function unique(addresses: string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((a) => {
    const key = a.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
