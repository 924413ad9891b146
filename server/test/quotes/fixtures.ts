/** Quotes in a given state for the matrices and hostile-input tests (docs/decisions/065). */
import type { Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import type { Product, User } from '../../src/generated/prisma/client';
import * as moves from '../../src/modules/quotes/quote-moves';

export const quoteDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A quote `buyer` asked for 100 of `product`: REQUESTED; SENT (priced by `pricer`); or APPROVAL_NEEDED (priced at one cent by a new admin). */
export async function quoteIn(
  h: Pick<Harness, 'db' | 'deps' | 'factories'>,
  state: 'REQUESTED' | 'SENT' | 'APPROVAL_NEEDED',
  buyer: User,
  product: Product,
  pricer?: User,
) {
  const asked = await moves.requestQuote(ctxFor(h, buyer), {
    lines: [{ productId: product.id, quantity: 100, note: 'Matrix' }],
  });
  if (state === 'REQUESTED') return asked;
  const by =
    state === 'APPROVAL_NEEDED' || !pricer ? await h.factories.createUser(h.db, { role: 'ADMIN' }) : pricer;
  return moves.sendQuote(ctxFor(h, by), asked.id, {
    lines: [
      { productId: product.id, quantity: 100, unitPriceCents: state === 'SENT' ? product.priceCents : 1 },
    ],
    validUntil: quoteDay(5),
    freightNote: 'Matrix',
  });
}
