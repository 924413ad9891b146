import { screen } from '@testing-library/react';
import DashboardRoutes from '../DashboardRoutes';
// The users page's own query, by its generated document: the shell's test does not reach into the users feature.
import { AdminUsersDocument as AdminUsersQuery } from '../../../gql/graphql';
import { admin, customer, renderAt, session } from '../../../../test/renderDashboard';

const usersMock = {
  request: { query: AdminUsersQuery, variables: { first: 100, after: null, search: null } },
  result: {
    data: {
      userConnection: {
        __typename: 'UserConnection' as const,
        totalCount: 1,
        nodes: [
          {
            __typename: 'User' as const,
            id: admin.id,
            email: admin.email,
            displayName: 'Ada',
            role: 'ADMIN' as const,
            salesRep: false,
            credit: null,
          },
        ],
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
      },
    },
  },
};

describe('dashboard admin guard', () => {
  it('sends a signed-in non-admin to /forbidden', () => {
    renderAt(<DashboardRoutes />, { auth: session(customer) });
    expect(screen.getByTestId('location')).toHaveTextContent('/forbidden');
    expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /log-in, remembering the dashboard page', () => {
    renderAt(<DashboardRoutes />, { auth: session(null), path: '/dashboard/manage-order' });
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/log-in');
    expect(JSON.parse(location.dataset.state ?? 'null').from.pathname).toBe('/dashboard/manage-order');
  });

  it('shows a spinner while the session is restored', () => {
    renderAt(<DashboardRoutes />, { auth: session(null, true) });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the title, the side menu and the users table to an admin', async () => {
    renderAt(<DashboardRoutes />, { mocks: [usersMock] });
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const links = ['All User', 'Add Product', 'Manage Orders', 'Manage Products'].map((name) =>
      screen.getByRole('link', { name }),
    );
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/dashboard/all-users',
      '/dashboard/add-product',
      '/dashboard/manage-order',
      '/dashboard/manage-product',
    ]);
    expect(await screen.findByText(admin.email)).toBeInTheDocument();
  });
});

describe('dashboard routes', () => {
  it('marks All User as the current page on the index, where the users table shows', async () => {
    renderAt(<DashboardRoutes />, { mocks: [usersMock] });
    expect(screen.getByRole('link', { name: 'All User' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Add Product' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText(admin.email)).toBeInTheDocument();
  });

  it('keeps Manage Products current on an Update Product page, and every link absolute', () => {
    renderAt(<DashboardRoutes />, { path: '/dashboard/update-product/p1' });
    expect(screen.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All User' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'href',
      '/dashboard/add-product',
    );
  });

  it('shows not-found for an unknown dashboard page', () => {
    renderAt(<DashboardRoutes />, { path: '/dashboard/whatever' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});
