/**
 * Accessibility and layout stability on every route, for each role, at both widths:
 * axe with the WCAG 2.1 A/AA rules must find nothing, and the layout shift of a first visit must stay under 0.1.
 * Run these alone with `npx playwright test e2e/audit.spec.ts` (see e2e/README.md).
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { CLS_LIMIT, auditRoute, type RouteReport } from './support/audit';
import { apiAdmin, apiCustomer, apiPay, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';
import { apiMember, apiSubmit, companyAdmin } from './support/company';

function check(reports: RouteReport[]) {
  console.log(
    reports
      .map(
        (r) =>
          `${r.route}: CLS ${r.cls}, axe ${r.violations.length}, ${r.ms} ms${r.violations.length ? `\n    ${r.violations.join('\n    ')}` : ''}`,
      )
      .join('\n'),
  );
  for (const r of reports) {
    expect.soft(r.violations, `axe on ${r.route}`).toEqual([]);
    expect.soft(r.cls, `layout shift on ${r.route}`).toBeLessThan(CLS_LIMIT);
  }
}

/**
 * Audits `routes` one after another in `page`, or in a page of a context of its own (the project's width and device),
 * each a first visit with `token`'s session (none: a visitor). Not side by side: on two cores a route is mostly work
 * (the page's start, the app's answers, axe), and two pages at once took as long in all.
 */
async function auditRoutes(
  browser: Browser,
  routes: string[],
  token?: string,
  page?: Page,
): Promise<RouteReport[]> {
  const context = page ? undefined : await browser.newContext();
  const p = page ?? (await context!.newPage());
  if (token) await useSession(p, token);
  const reports: RouteReport[] = [];
  for (const route of routes) reports.push(await auditRoute(p, route));
  await context?.close();
  return reports;
}

/** A quote the buyer asked for (100 units of one product): its id. */
async function apiQuote(request: APIRequestContext, token: string, productId: string): Promise<string> {
  const data = await gql<{ requestQuote: { id: string } }>(
    request,
    'mutation($l: [SalesQuoteRequestLineInput!]!) { requestQuote(lines: $l) { id } }',
    { l: [{ productId, quantity: 100 }] },
    token,
  );
  return data.requestQuote.id;
}

const VISITOR_ROUTES = [
  '/',
  '/home',
  '/shop',
  '/shop?page=99',
  '/category/glue-guns',
  '/category/glue-sticks?stick-diameter=11&inStock=1',
  '/blog',
  '/reviews',
  '/log-in',
  '/sign-up',
  '/product/x',
  '/unauthorized',
  '/forbidden',
  '/no-such-page',
];

// Parallel: the four tests (each with its own users) may run in different workers, beside the other journeys.
test.describe.configure({ timeout: 240_000, mode: 'parallel' });

test('visitor: every route is accessible and stable', async ({ page, browser }) => {
  check(await auditRoutes(browser, VISITOR_ROUTES, undefined, page));
});

test('customer: every route is accessible and stable', async ({ page, browser, request }) => {
  const token = await apiCustomer(request, uniqueEmail('audit'), 'Audrey Audit', true);
  const product = await firstProductId(request, 0);
  const paid = await apiPlaceOrder(request, token, product.id);
  await apiPay(request, token, paid);
  await apiPlaceOrder(request, token, (await firstProductId(request, 1)).id);
  const { myPurchaseOrders } = await gql<{ myPurchaseOrders: { id: string }[] }>(
    request,
    '{ myPurchaseOrders { id } }',
    {},
    token,
  );
  const quote = await apiQuote(request, token, product.id);
  const { createOrderList: list } = await gql<{ createOrderList: { id: string } }>(
    request,
    'mutation($i: OrderListInput!) { createOrderList(input: $i) { id } }',
    { i: { name: 'Audit list', lines: [{ reference: product.id, quantity: 150 }] } },
    token,
  );
  const routes = [
    '/',
    '/shop',
    `/product/${product.id}`,
    '/my-orders',
    '/my-orders/checkout',
    '/quick-order',
    `/my-orders/invoice/${paid}`,
    `/my-orders/invoices/${myPurchaseOrders[0].id}`,
    '/add-review',
    '/profile',
    '/company',
    '/statement',
    '/reviews',
    '/blog',
    '/log-in',
    '/dashboard',
    '/my-quotes',
    '/my-quotes/new',
    `/my-quotes/${quote}`,
    '/my-order-lists',
    `/my-order-lists/${list.id}`,
  ];
  check(await auditRoutes(browser, routes, token, page));
});

test('admin: every route is accessible and stable', async ({ page, browser, request }) => {
  const customer = await apiCustomer(request, uniqueEmail('audit-buyer'), 'Audit Buyer', true);
  const product = await firstProductId(request, 0);
  await apiPlaceOrder(request, customer, product.id);
  await apiPay(
    request,
    customer,
    await apiPlaceOrder(request, customer, (await firstProductId(request, 1)).id),
  );
  const { myPurchaseOrders } = await gql<{ myPurchaseOrders: { id: string }[] }>(
    request,
    '{ myPurchaseOrders { id } }',
    {},
    customer,
  );
  const admin = await apiAdmin(request);
  const quote = await apiQuote(request, customer, product.id);
  const routes = [
    '/',
    '/profile',
    '/dashboard',
    '/dashboard/all-users',
    '/dashboard/add-product',
    '/dashboard/manage-product',
    '/dashboard/manage-order',
    '/dashboard/purchase-orders',
    '/dashboard/returns',
    '/dashboard/receivables',
    '/dashboard/api-keys',
    '/dashboard/webhooks',
    '/dashboard/companies',
    '/dashboard/tax-rates',
    '/dashboard/catalog',
    '/dashboard/price-lists',
    `/my-orders/invoices/${myPurchaseOrders[0].id}`,
    `/dashboard/update-product/${product.id}`,
    '/sign-up',
    '/dashboard/quotes',
    `/dashboard/quotes/${quote}`,
  ];
  check(await auditRoutes(browser, routes, admin, page));
});

test('company roles: the approvals pages are accessible and stable', async ({ page, browser, request }) => {
  const admin = await companyAdmin(
    request,
    `Audit Approvals ${Math.random().toString(36).slice(2, 8)}`,
    'audit-co-admin',
  );
  const requester = await apiMember(request, admin, 'REQUESTER', 'audit-requester');
  const buyer = await apiMember(request, admin, 'BUYER', 'audit-co-buyer');
  const id = (await apiSubmit(request, requester.token, [
    await apiPlaceOrder(request, requester.token, (await firstProductId(request, 2)).id),
  ]))!;
  await apiPlaceOrder(request, requester.token, (await firstProductId(request, 3)).id);
  // The company admin: the queue, a request, My company with limits and rules.
  const reports = await auditRoutes(
    browser,
    ['/approval-queue', `/order-request/${id}`, '/company'],
    admin.token,
    page,
  );
  // The requester: My Orders with the request, the request itself, checkout with the approval preview.
  for (const r of await auditRoutes(
    browser,
    ['/my-orders', `/order-request/${id}`, '/my-orders/checkout'],
    requester.token,
  ))
    reports.push({ ...r, route: `requester ${r.route}` });
  // A buyer with nothing to approve.
  for (const r of await auditRoutes(browser, ['/approval-queue'], buyer.token))
    reports.push({ ...r, route: `buyer ${r.route}` });
  check(reports);
});
