/**
 * Accessibility and layout stability on every route, for each role, at both widths (issue #17 items 6, 7):
 * axe with the WCAG 2.1 A/AA rules must find nothing, and the layout shift of a first visit must stay under 0.1.
 * Run these alone with `npx playwright test e2e/audit.spec.ts` (see e2e/README.md).
 */
import { expect, test } from '@playwright/test';
import { CLS_LIMIT, auditRoute, type RouteReport } from './support/audit';
import { apiAdmin, apiCustomer, apiPay, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';

function check(reports: RouteReport[]) {
  console.log(reports.map((r) => `${r.route}: CLS ${r.cls}, axe ${r.violations.length}${r.violations.length ? `\n    ${r.violations.join('\n    ')}` : ''}`).join('\n'));
  for (const r of reports) {
    expect.soft(r.violations, `axe on ${r.route}`).toEqual([]);
    expect.soft(r.cls, `layout shift on ${r.route}`).toBeLessThan(CLS_LIMIT);
  }
}

const VISITOR_ROUTES = ['/', '/home', '/shop', '/shop?page=99', '/blog', '/reviews', '/log-in', '/sign-up', '/product/x', '/unauthorized', '/forbidden', '/no-such-page'];

test.describe.configure({ timeout: 240_000 });

test('visitor: every route is accessible and stable', async ({ page }) => {
  const reports: RouteReport[] = [];
  for (const route of VISITOR_ROUTES) reports.push(await auditRoute(page, route));
  check(reports);
});

test('customer: every route is accessible and stable', async ({ page, request }) => {
  const token = await apiCustomer(request, uniqueEmail('audit'), 'Audrey Audit', true);
  const product = await firstProductId(request, 0);
  const paid = await apiPlaceOrder(request, token, product.id);
  await apiPay(request, token, paid);
  await apiPlaceOrder(request, token, (await firstProductId(request, 1)).id);
  await useSession(page, token);
  const { myPurchaseOrders } = await gql<{ myPurchaseOrders: { id: string }[] }>(request, '{ myPurchaseOrders { id } }', {}, token);
  const routes = ['/', '/shop', `/product/${product.id}`, '/my-orders', '/my-orders/checkout', '/quick-order', `/my-orders/invoice/${paid}`,
    `/my-orders/invoices/${myPurchaseOrders[0].id}`, '/add-review', '/profile', '/company', '/reviews', '/blog', '/log-in', '/dashboard'];
  const reports: RouteReport[] = [];
  for (const route of routes) reports.push(await auditRoute(page, route));
  check(reports);
});

test('admin: every route is accessible and stable', async ({ page, request }) => {
  const customer = await apiCustomer(request, uniqueEmail('audit-buyer'), 'Audit Buyer', true);
  const product = await firstProductId(request, 0);
  await apiPlaceOrder(request, customer, product.id);
  await apiPay(request, customer, await apiPlaceOrder(request, customer, (await firstProductId(request, 1)).id));
  const { myPurchaseOrders } = await gql<{ myPurchaseOrders: { id: string }[] }>(request, '{ myPurchaseOrders { id } }', {}, customer);
  await useSession(page, await apiAdmin(request));
  const routes = ['/', '/profile', '/dashboard', '/dashboard/all-users', '/dashboard/add-product', '/dashboard/manage-product',
    '/dashboard/manage-order', '/dashboard/purchase-orders', '/dashboard/receivables', '/dashboard/api-keys', '/dashboard/webhooks', '/dashboard/companies', `/my-orders/invoices/${myPurchaseOrders[0].id}`, `/dashboard/update-product/${product.id}`, '/sign-up'];
  const reports: RouteReport[] = [];
  for (const route of routes) reports.push(await auditRoute(page, route));
  check(reports);
});
