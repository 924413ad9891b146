// 3. Place an order so that a retry (a timeout, a crash between send and answer) never places a second one:
//    the same Idempotency-Key and body within 24 hours answer the first result again.
//    SHOP_KEY=gg_live_... PRODUCT_ID=<uuid> [QUANTITY=150] node docs/integrating/3-place-order-idempotently.mjs
import { randomUUID } from 'node:crypto';
import { graphql, required } from './lib.mjs';

const key = required('SHOP_KEY');
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id status quantity } }`;
const input = { productId: required('PRODUCT_ID'), quantity: Number(process.env.QUANTITY || 150), phone: process.env.PHONE || '+1 555 0100' };
// One key per order you mean to place: keep it with the order in your own system until you have the answer.
const idempotencyKey = process.env.IDEMPOTENCY_KEY || `erp-order-${randomUUID()}`;
const headers = { 'x-api-key': key, 'idempotency-key': idempotencyKey };

const first = await graphql(PLACE, { i: input }, headers);
// The network failed before we read the answer? Send exactly the same request again.
const retry = await graphql(PLACE, { i: input }, headers);
console.log(JSON.stringify({
  orderId: first.data.placeOrder.id,
  sameOrderOnRetry: retry.data.placeOrder.id === first.data.placeOrder.id,
  replayed: retry.headers.get('idempotent-replayed') === 'true',
}));
