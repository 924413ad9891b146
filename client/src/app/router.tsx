/**
 * All routes (spec §2). Home loads with the first bundle; every other page is its own chunk so a
 * first visit stays small. The admin dashboard (features/dashboard: guard, menu, routes; each page lives in its
 * domain's feature) loads only on /dashboard.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './Layout';
import { RequireAuth } from './RequireAuth';
import { PageSpinner } from '../components/PageSpinner';
import { HomePage } from '../features/home/components/HomePage';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const ShopPage = page(() => import('../features/shop/components/ShopPage'));
const CategoryPage = page(() => import('../features/catalog/components/CategoryPage'));
const ProductPage = page(() => import('../features/products/components/ProductPage'));
const ComparePage = page(() => import('../features/compare/ComparePage'));
const MyOrdersPage = page(() => import('../features/orders/components/MyOrdersPage'));
const QuickOrderPage = page(() => import('../features/quick-order/components/QuickOrderPage'));
const MyQuotesPage = page(() => import('../features/quotes/components/MyQuotesPage'));
const RequestQuotePage = page(() => import('../features/quotes/components/RequestQuotePage'));
const QuotePage = page(() => import('../features/quotes/components/QuotePage'));
const OrderListsPage = page(() => import('../features/order-lists/components/OrderListsPage'));
const OrderListPage = page(() => import('../features/order-lists/components/OrderListPage'));
const InvoicePage = page(() => import('../features/orders/components/InvoicePage'));
const CheckoutPage = page(() => import('../features/purchase-orders/components/CheckoutPage'));
const PurchaseOrderInvoicePage = page(
  () => import('../features/purchase-orders/components/PurchaseOrderInvoicePage'),
);
const AddReviewPage = page(() => import('../features/reviews/components/AddReviewPage'));
const ReviewsPage = page(() => import('../features/reviews/components/ReviewsPage'));
const StatementPage = page(() => import('../features/receivables/components/StatementPage'));
const ApprovalsPage = page(() => import('../features/purchase-orders/components/approvals/ApprovalsPage'));
const ApprovalRequestPage = page(
  () => import('../features/purchase-orders/components/approvals/ApprovalRequestPage'),
);
const MyCompanyPage = page(() => import('../features/company/components/MyCompanyPage'));
const MyCompaniesPage = page(() => import('../features/sales-reps/components/MyCompaniesPage'));
const RepQuotesPage = page(() => import('../features/quotes/components/RepQuotesPage'));
const ProfilePage = page(() => import('../features/profile/components/ProfilePage'));
const BlogPage = page(() => import('../features/blog/components/BlogPage'));
const LogInPage = page(() => import('../features/auth/components/LogInPage'));
const SignUpPage = page(() => import('../features/auth/components/SignUpPage'));
const NotFoundPage = page(() =>
  import('../components/StatusPages').then((m) => ({ default: m.NotFoundPage })),
);
const UnauthorizedPage = page(() =>
  import('../components/StatusPages').then((m) => ({ default: m.UnauthorizedPage })),
);
const ForbiddenPage = page(() =>
  import('../components/StatusPages').then((m) => ({ default: m.ForbiddenPage })),
);

const PunchOutStartedPage = page(() => import('../components/PunchOut'));
const DashboardRoutes = page(() => import('../features/dashboard/DashboardRoutes'));

const lazyPage = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
const signedIn = (element: ReactNode) => <RequireAuth>{lazyPage(element)}</RequireAuth>;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="shop" element={lazyPage(<ShopPage />)} />
        <Route path="category/:slug" element={lazyPage(<CategoryPage />)} />
        <Route path="product/:id" element={signedIn(<ProductPage />)} />
        <Route path="compare" element={lazyPage(<ComparePage />)} />
        <Route path="my-orders" element={signedIn(<MyOrdersPage />)} />
        <Route path="quick-order" element={signedIn(<QuickOrderPage />)} />
        <Route path="my-quotes" element={signedIn(<MyQuotesPage />)} />
        <Route path="my-quotes/new" element={signedIn(<RequestQuotePage />)} />
        <Route path="my-quotes/:id" element={signedIn(<QuotePage />)} />
        <Route path="my-order-lists" element={signedIn(<OrderListsPage />)} />
        <Route path="my-order-lists/:id" element={signedIn(<OrderListPage />)} />
        <Route path="my-orders/invoice/:id" element={signedIn(<InvoicePage />)} />
        <Route path="my-orders/checkout" element={signedIn(<CheckoutPage />)} />
        <Route path="my-orders/invoices/:purchaseOrderId" element={signedIn(<PurchaseOrderInvoicePage />)} />
        <Route path="add-review" element={signedIn(<AddReviewPage />)} />
        <Route path="reviews" element={lazyPage(<ReviewsPage />)} />
        <Route path="profile" element={signedIn(<ProfilePage />)} />
        <Route path="approval-queue" element={signedIn(<ApprovalsPage />)} />
        <Route path="order-request/:id" element={signedIn(<ApprovalRequestPage />)} />
        <Route path="company" element={signedIn(<MyCompanyPage />)} />
        <Route path="my-companies" element={signedIn(<MyCompaniesPage />)} />
        <Route path="my-companies/:companyId/quotes" element={signedIn(<RepQuotesPage />)} />
        <Route path="my-companies/:companyId/quotes/:quoteId" element={signedIn(<RepQuotesPage />)} />
        <Route path="statement" element={signedIn(<StatementPage />)} />
        <Route path="blog" element={lazyPage(<BlogPage />)} />
        <Route path="punchout/started" element={lazyPage(<PunchOutStartedPage />)} />
        <Route path="dashboard/*" element={lazyPage(<DashboardRoutes />)} />
        <Route path="log-in" element={lazyPage(<LogInPage />)} />
        <Route path="sign-up" element={lazyPage(<SignUpPage />)} />
        <Route path="unauthorized" element={lazyPage(<UnauthorizedPage />)} />
        <Route path="forbidden" element={lazyPage(<ForbiddenPage />)} />
        <Route path="*" element={lazyPage(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
