/**
 * Invoice terms: the buyer's own terms (myCredit.termsDays, set per customer by an admin, or the shop's default)
 * give the due date the Pay dialog announces, through the same rule the server uses (dueDateFor).
 */
import { dueDateFor } from '@gluegun/common';

/** When an invoice issued now on `termsDays` terms is due. */
export function dueDateFrom(issued: Date, termsDays: number): Date {
  return dueDateFor(issued, termsDays);
}

export function formatDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
