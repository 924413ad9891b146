/** What the quote pages read off a quote: the shop's newest version, its total and its last valid day. */
import { formatCents, formatDay } from '@gluegun/common';
import type { QuoteFieldsFragment } from '../../gql/graphql';

export type QuoteRow = QuoteFieldsFragment;
export type QuoteVersionRow = QuoteRow['versions'][number];

const DAY_MS = 86_400_000;

/** The shop's newest version (the prices a buyer accepts), or null while nothing is priced. */
export const lastShopVersion = (q: QuoteRow): QuoteVersionRow | null =>
  [...q.versions].reverse().find((v) => v.side === 'STAFF') ?? null;
export const currentVersion = (q: QuoteRow): QuoteVersionRow =>
  q.versions.find((v) => v.number === q.currentVersion) ?? q.versions[q.versions.length - 1];

/** The last day a version can be accepted, as read: its expiry is the moment after that day (UTC). */
export const validUntilText = (expiresAt: string | null | undefined): string | null =>
  expiresAt ? formatDay(new Date(new Date(expiresAt).getTime() - DAY_MS)) : null;

/** The quote's total as the shop priced it, or null while it is not priced. */
export function quoteTotalText(q: QuoteRow): string | null {
  const v = lastShopVersion(q);
  return v ? formatCents(v.totalCents) : null;
}

/** Where a quote's PDF is served (whoever may read the quote). */
export const quotePdfPath = (id: string) => `/quotes/${encodeURIComponent(id)}/pdf`;
export const quotePdfName = (q: QuoteRow) =>
  `${q.quoteNumber}-v${lastShopVersion(q)?.number ?? q.currentVersion}.pdf`;

/** "Line 2: ..." in a server refusal names the line (1-based) it is about; -1 when it names none. */
export function refusedLineIndex(message: string): number {
  const m = /^Line (\d+):/.exec(message);
  return m ? Number(m[1]) - 1 : -1;
}
