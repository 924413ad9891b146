import type { Harness } from '../support/harness';
import { createOrderItem } from '../support/order-items';

/** The world each REST test starts from: three customers, an admin, two products, one order item, one review. */
export async function restWorld(h: Harness) {
  await h.reset();
  const admin = await h.signedIn('ADMIN');
  const customer = await h.signedIn('CUSTOMER');
  const other = await h.signedIn('CUSTOMER');
  const victim = await h.signedIn('CUSTOMER');
  const product = await h.factories.createProduct(h.db, {
    name: 'Rest Gun A',
    priceCents: 1250,
    quantity: 5000,
  });
  const spare = await h.factories.createProduct(h.db, {
    name: 'Rest Gun B',
    priceCents: 999,
    quantity: 5000,
  });
  const order = await createOrderItem(h.db, product, customer.user, {
    userName: 'Customer',
    userPhone: '01700000000',
    quantity: 150,
  });
  const review = await h.factories.createReview(h.db);
  return { admin, customer, other, victim, product, spare, order, review };
}
export type RestWorld = Awaited<ReturnType<typeof restWorld>>;

export const productBody = {
  name: 'Posted Gun',
  price: '19.99',
  quantity: 300,
  img: 'https://example.com/g.png',
  des: 'Hot melt gun',
};
