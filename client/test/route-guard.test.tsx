import { screen } from '@testing-library/react';
import { RequireAuth } from '../src/app/RequireAuth';
import { customer, fakeAuth, renderWithApp } from './render';

const Secret = () => <p>product detail</p>;

describe('RequireAuth', () => {
  it('sends an anonymous visitor on /product/x to /log-in, remembering where they were going', () => {
    renderWithApp(
      <RequireAuth>
        <Secret />
      </RequireAuth>,
      { path: '/product/x', route: '/product/:id' },
    );
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/log-in');
    expect(JSON.parse(location.dataset.state ?? 'null').from.pathname).toBe('/product/x');
    expect(screen.queryByText('product detail')).not.toBeInTheDocument();
  });

  it('waits while the session is being restored', () => {
    renderWithApp(
      <RequireAuth>
        <Secret />
      </RequireAuth>,
      { path: '/product/x', route: '/product/:id', auth: fakeAuth({ loading: true }) },
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    renderWithApp(
      <RequireAuth>
        <Secret />
      </RequireAuth>,
      { path: '/product/x', route: '/product/:id', auth: fakeAuth({ user: customer }) },
    );
    expect(screen.getByText('product detail')).toBeInTheDocument();
  });
});
