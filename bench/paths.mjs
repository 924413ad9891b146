// The measured requests. Each builder makes one request for the shop (POST /graphql); the baseline gets the very
// same request (same body, same headers) on its own path for that operation (bench/baseline-server.mjs), so both
// sides receive the same bytes. Counters live outside the builders: a write never reuses a (buyer, product) pair or
// a checkout buyer across rounds and patterns.
export const PRODUCTS = `query($page: Int!) { products(page: $page, pageSize: 24) { total items { id name description imageUrl priceCents quantity createdAt updatedAt } } }`;
export const PRODUCT = `query($id: ID!) { product(id: $id) { id name description imageUrl priceCents quantity createdAt updatedAt } }`;
export const MY_ORDERS = `query { myOrders { id productName imageUrl quantity unitPriceCents totalCents status createdAt } }`;
export const ORDERS = `query { orders(take: 500) { id productName imageUrl unitPriceCents quantity totalCents userEmail status product { id name quantity } user { id email } } }`;
export const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id status totalCents } }`;
export const CHECKOUT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id orderNumber invoiceNumber totalCents dueAt } }`;
export const SUBMIT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { submitOrder(itemIds: $ids, details: $d) { purchaseOrder { id orderNumber invoiceNumber totalCents dueAt } approvalRequest { id } } }`;
export const KEY_PAGE = `query($after: String) { orderConnection(first: 100, after: $after) {
  edges { cursor node { id productName quantity unitPriceCents totalCents status createdAt } } pageInfo { hasNextPage endCursor } } }`;
const DETAILS = { poNumber: 'PO-BENCH', companyName: 'Bench Crafts Ltd', addressLine1: '1 Bench Street', city: 'Springfield', postalCode: '12345',
  country: 'US', contactPhone: '+1 555 0100' };

const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const post = (req, path, token, query, variables, extra = {}) => ({
  ...req, method: 'POST', path,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
  body: JSON.stringify({ query, variables }),
});

/** Request builders over the fixtures `f` (bench/setup.mjs prepare()). `side` is 'app' or 'base'. */
export function makePaths(f) {
  const detailId = f.seed.productIds[7];
  const pages = Math.ceil(f.seed.productIds.length / 24);
  const counters = { app: 0, base: 0, checkoutApp: 0, checkoutBase: 0, ruled: 0, plain: 0 };
  const on = (side, route) => (side === 'app' ? '/graphql' : `/b/${route}`);
  const P = {
    detailHot: (side) => (req) => post(req, on(side, 'product'), f.customerTokens[0], PRODUCT, { id: detailId }),
    detailSpread: (side) => (req) => post(req, on(side, 'product'), pick(f.customerTokens), PRODUCT, { id: pick(f.seed.productIds) }),
    listHot: (side) => (req) => post(req, on(side, 'products'), f.customerTokens[0], PRODUCTS, { page: 1 }),
    listSpread: (side) => (req) => post(req, on(side, 'products'), pick(f.customerTokens), PRODUCTS, { page: 1 + Math.floor(Math.random() * pages) }),
    myOrdersHot: (side) => (req) => post(req, on(side, 'my-orders'), f.customerTokens[0], MY_ORDERS),
    myOrdersSpread: (side) => (req) => post(req, on(side, 'my-orders'), pick(f.customerTokens), MY_ORDERS),
    admin500: (side) => (req) => post(req, on(side, 'orders'), f.adminToken, ORDERS),
    // placeOrder: every request a new (buyer, product) pair; the shop takes products from the first half of the
    // catalog, the baseline from the second.
    place: (side, route = 'place-order') => (req) => {
      const i = counters[side]++;
      const productId = f.seed.productIds[(side === 'app' ? 0 : 500) + (Math.floor(i / f.buyerTokens.length) % 500)];
      return post(req, on(side, route), f.buyerTokens[i % f.buyerTokens.length], PLACE, { i: { productId, quantity: 100, phone: '+1 555 0100' } });
    },
    // checkout of 5 lines: every request a verified buyer with 5 open items, each buyer once: the shop takes them
    // from the start of the list, the baseline from the end (they meet only when the list runs out: errors then).
    checkout: (side, route = 'checkout') => (req) => {
      const n = f.checkoutBuyers.length;
      const b = side === 'app' ? f.checkoutBuyers[counters.checkoutApp++ % n] : f.checkoutBuyers[n - 1 - (counters.checkoutBase++ % n)];
      return post(req, on(side, route), b.token, CHECKOUT, { ids: b.items, d: DETAILS });
    },
    // Both sides on the shop: checkout through approval rules (a buyer in a company of 50 with 5 rules and
    // limits, via submitOrder) against a plain checkout (a one-person company's admin). Each buyer once.
    approvalRules: (side) => (req) => {
      const ruled = side === 'app';
      const list = ruled ? f.ruledBuyers : f.plainBuyers;
      const b = list[(ruled ? counters.ruled++ : counters.plain++) % list.length];
      return post(req, '/graphql', b.token, ruled ? SUBMIT : CHECKOUT, { ids: b.items, d: DETAILS });
    },
    keyPage: (side) => (req) => post(req, on(side, 'key-page'), null, KEY_PAGE, { after: pick(f.cursors) }, { 'x-api-key': f.apiKey }),
  };
  // The mix: signed-in traffic from many callers, 90 % reads (detail, list, myOrders, a third each), 10 % placeOrder.
  P.mix = (side) => {
    const reads = [P.detailSpread(side), P.listSpread(side), P.myOrdersSpread(side)];
    const write = P.place(side);
    return (req) => {
      const r = Math.random();
      return r < 0.1 ? { ...write(req), kind: 'write' } : { ...reads[Math.floor((r - 0.1) / 0.3)](req), kind: 'read' };
    };
  };
  // placeOrder on the baseline with a route of its own (the outbox pair): the baseline's (buyer, product) pairs.
  P.placeBare = (route) => P.place('base', route);
  return P;
}
