/**
 * /dashboard/* (spec §2). The spec's original left this route unguarded on the client (§6); the server
 * refuses non-admins anyway, and guarding here keeps others from seeing an empty, failing dashboard.
 */
import { lazy, Suspense } from 'react';
import { Box, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { NotFoundPage } from '../../components/StatusPages';
import { useAuth } from '../../lib/auth';
import { dashboardCopy } from './copy';

const UsersTable = lazy(() => import('./components/UsersTable'));
const AddProductPage = lazy(() => import('./components/AddProductPage'));
const ManageProducts = lazy(() => import('./components/ManageProducts'));
const ManageOrders = lazy(() => import('./components/ManageOrders'));
const UpdateProductPage = lazy(() => import('./components/UpdateProductPage'));

const MENU = [
  { to: 'all-users', label: dashboardCopy.menu.allUsers },
  { to: 'add-product', label: dashboardCopy.menu.addProduct },
  { to: 'manage-order', label: dashboardCopy.menu.manageOrders },
  { to: 'manage-product', label: dashboardCopy.menu.manageProducts },
] as const;

function SideMenu() {
  // The index shows the users table, so 'All User' is the current page there too.
  const atIndex = /\/dashboard\/?$/.test(useLocation().pathname);
  return (
    <Stack as="nav" aria-label={dashboardCopy.menuLabel} gap="1" direction={{ base: 'row', md: 'column' }}
      wrap="wrap" minW={{ md: '48' }} borderRightWidth={{ md: '1px' }} pr={{ md: '4' }}>
      {MENU.map((item) => (
        <Link key={item.to} asChild px="3" py="2" rounded="md" fontWeight="medium"
          _hover={{ bg: 'orange.50' }} css={{ '&[aria-current=page], &[data-current=page]': { bg: 'orange.100', color: 'orange.800' } }}>
          <NavLink to={item.to} data-current={atIndex && item.to === 'all-users' ? 'page' : undefined}>{item.label}</NavLink>
        </Link>
      ))}
    </Stack>
  );
}

export default function DashboardRoutes() {
  const { user, loading, isAdmin } = useAuth();
  const location = useLocation();

  if (loading) return <PageSpinner label={dashboardCopy.loading} />;
  if (!user) return <Navigate to="/log-in" state={{ from: location }} replace />;
  if (!isAdmin) return <Navigate to="/forbidden" replace />;

  return (
    <Stack gap="6">
      <Heading as="h1" size="3xl">{dashboardCopy.title}</Heading>
      <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="flex-start">
        <SideMenu />
        <Box flex="1" minW="0" w="100%">
          <Suspense fallback={<PageSpinner label={dashboardCopy.loading} />}>
            <Routes>
              <Route index element={<UsersTable />} />
              <Route path="all-users" element={<UsersTable />} />
              <Route path="add-product" element={<AddProductPage />} />
              <Route path="manage-product" element={<ManageProducts />} />
              <Route path="manage-order" element={<ManageOrders />} />
              <Route path="update-product/:id" element={<UpdateProductPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </Box>
      </Flex>
    </Stack>
  );
}
