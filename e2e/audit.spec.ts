/**
 * Accessibility and layout stability on every route, for each role, at both widths:
 * axe with the WCAG 2.1 A/AA rules must find nothing, and the layout shift of a first visit must stay under 0.1.
 * Run these alone with `npx playwright test e2e/audit.spec.ts` (see e2e/README.md).
 */
import { expect, test } from '@playwright/test';
import { CLS_LIMIT, auditRoute, type RouteReport } from './support/audit';
import { apiAdmin, apiCustomer, apiPay, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';
import { apiMember, apiSubmit, companyAdmin } from './support/company';

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
    `/my-orders/invoices/${myPurchaseOrders[0].id}`, '/add-review', '/profile', '/company', '/statement', '/reviews', '/blog', '/log-in', '/dashboard'];
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
    '/dashboard/manage-order', '/dashboard/purchase-orders', '/dashboard/receivables', '/dashboard/api-keys', '/dashboard/webhooks', '/dashboard/companies', '/dashboard/tax-rates', `/my-orders/invoices/${myPurchaseOrders[0].id}`, `/dashboard/update-product/${product.id}`, '/sign-up'];
  const reports: RouteReport[] = [];
  for (const route of routes) reports.push(await auditRoute(page, route));
  check(reports);
});

test('company roles: the approvals pages are accessible and stable', async ({ page, browser, request, viewport }) => {
  const admin = await companyAdmin(request, `Audit Approvals ${Math.random().toString(36).slice(2, 8)}`, 'audit-co-admin');
  const requester = await apiMember(request, admin, 'REQUESTER', 'audit-requester');
  const buyer = await apiMember(request, admin, 'BUYER', 'audit-co-buyer');
  const id = (await apiSubmit(request, requester.token, [await apiPlaceOrder(request, requester.token, (await firstProductId(request, 2)).id)]))!;
  await apiPlaceOrder(request, requester.token, (await firstProductId(request, 3)).id);
  const reports: RouteReport[] = [];
  // The company admin: the queue, a request, My company with limits and rules.
  await useSession(page, admin.token);
  for (const route of ['/approval-queue', `/order-request/${id}`, '/company']) reports.push(await auditRoute(page, route));
  // The requester: My Orders with the request, the request itself, checkout with the approval preview.
  const other = await (await browser.newContext({ viewport: viewport ?? undefined })).newPage();
  await useSession(other, requester.token);
  for (const route of ['/my-orders', `/order-request/${id}`, '/my-orders/checkout']) reports.push({ ...(await auditRoute(other, route)), route: `requester ${route}` });
  // A buyer with nothing to approve.
  const third = await (await browser.newContext({ viewport: viewport ?? undefined })).newPage();
  await useSession(third, buyer.token);
  reports.push({ ...(await auditRoute(third, '/approval-queue')), route: 'buyer /approval-queue' });
  check(reports);
});
