/** Each route's own document title, "<page> · GlueGun Wholesale". */
import { matchPath } from 'react-router-dom';
import { copy } from '../lib/copy';

const TITLES: Array<[pattern: string, title: string]> = [
  ['/', 'Home'],
  ['/home', 'Home'],
  ['/shop', 'Shop'],
  ['/blog', 'Blog'],
  ['/category/:slug', 'Category'],
  ['/product/:id', 'Product'],
  ['/compare', 'Compare items'],
  ['/my-orders', 'My Orders'],
  ['/my-orders/invoice/:id', 'Invoice'],
  ['/my-orders/invoices/:id', 'Invoice'],
  ['/my-orders/checkout', 'Check out'],
  ['/my-quotes', 'My Quotes'],
  ['/my-quotes/new', 'Request a quote'],
  ['/my-quotes/:id', 'Quote'],
  ['/my-order-lists', 'Order lists'],
  ['/my-order-lists/:id', 'Order list'],
  ['/add-review', 'Add a Review'],
  ['/reviews', 'Reviews'],
  ['/profile', 'Profile'],
  ['/company', 'My company'],
  ['/my-companies', 'My companies'],
  ['/my-companies/:companyId/quotes', 'Quotes of a company'],
  ['/my-companies/:companyId/quotes/:quoteId', 'Quote'],
  ['/approval-queue', 'Approvals'],
  ['/order-request/:id', 'Order request'],
  ['/log-in', 'Log In'],
  ['/sign-up', 'Sign Up'],
  ['/unauthorized', 'Unauthorized'],
  ['/forbidden', 'Forbidden'],
  ['/dashboard', 'Admin Dashboard: All User'],
  ['/dashboard/all-users', 'Admin Dashboard: All User'],
  ['/dashboard/add-product', 'Admin Dashboard: Add Product'],
  ['/dashboard/manage-product', 'Admin Dashboard: Manage Products'],
  ['/dashboard/manage-order', 'Admin Dashboard: Manage Orders'],
  ['/dashboard/purchase-orders', 'Admin Dashboard: Purchase Orders'],
  ['/dashboard/update-product/:id', 'Admin Dashboard: Update Product'],
  ['/dashboard/api-keys', 'Admin Dashboard: API Keys'],
  ['/dashboard/webhooks', 'Admin Dashboard: Webhooks'],
  ['/dashboard/companies', 'Admin Dashboard: Companies'],
  ['/dashboard/returns', 'Admin Dashboard: Returns'],
  ['/dashboard/edi', 'Admin Dashboard: EDI'],
  ['/dashboard/quotes', 'Admin Dashboard: Quotes'],
  ['/dashboard/quotes/:id', 'Admin Dashboard: Quote'],
];

export function routeTitle(pathname: string): string {
  const found = TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return `${found ? found[1] : 'Page not found'} · ${copy.brand}`;
}
