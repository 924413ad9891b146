// 2. Page through every order item, 100 at a time, newest first; resume later from the cursor it prints last.
//    SHOP_KEY=gg_live_... [AFTER=<cursor>] node docs/integrating/2-page-orders.mjs
import { graphql, required } from './lib.mjs';

const key = required('SHOP_KEY');
const PAGE = `query($after: String) {
  orderConnection(first: 100, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id status quantity totalCents createdAt } }
  }
}`;
let after = process.env.AFTER || null;
let seen = 0;
let pages = 0;
let spent = 0;
for (;;) {
  const { data, cost } = await graphql(PAGE, { after }, { 'x-api-key': key });
  const page = data.orderConnection;
  seen += page.edges.length;
  pages += 1;
  spent += cost?.actualQueryCost ?? 0;
  // Your own work with page.edges goes here (write them to your ERP, ...).
  if (page.pageInfo.endCursor) after = page.pageInfo.endCursor;
  if (!page.pageInfo.hasNextPage) break;
}
console.log(JSON.stringify({ items: seen, pages, resumeFrom: after, pointsSpent: spent }));
