/**
 * "My companies" in the navbar (docs/decisions/084): a signed-in sales rep has it in the desktop row and in the phone
 * menu, linking to /my-companies; a customer who is no rep, a shop admin and a visitor keep the spec's links only.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { Navbar } from '../src/app/Navbar';
import type { SessionUser } from '../src/lib/auth';
import { customer, fakeAuth, renderWithApp } from './render';

jest.setTimeout(30_000);

function showNavbar(user: SessionUser | null) {
  renderWithApp(
    <MockedProvider mocks={[]}>
      <Navbar />
    </MockedProvider>,
    { auth: fakeAuth({ user, isAdmin: user?.role === 'ADMIN' }), path: '/' },
  );
}

describe("the navbar's My companies link", () => {
  it('shows to a sales rep, in the desktop row and in the phone menu', async () => {
    showNavbar({ ...customer, salesRep: true });
    const row = screen.getAllByRole('link', { name: 'My companies', hidden: true });
    expect(row).toHaveLength(1);
    expect(row[0]).toHaveAttribute('href', '/my-companies');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('phone-menu')!;
    expect(within(menu).getByRole('link', { name: 'My companies' })).toHaveAttribute('href', '/my-companies');
    // Placed after My company, before Profile: the spec's links keep their order.
    const names = within(menu)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names.slice(names.indexOf('My company'), names.indexOf('Profile') + 1)).toEqual([
      'My company',
      'My companies',
      'Profile',
    ]);
  });

  it.each([
    ['a customer who is no rep', { ...customer, salesRep: false }],
    ['a customer whose session says nothing of reps', customer],
    ['a shop admin', { ...customer, role: 'ADMIN' as const }],
    ['a visitor', null],
  ])('is not shown to %s', async (_who, user) => {
    showNavbar(user);
    expect(screen.queryByRole('link', { name: 'My companies', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(document.getElementById('phone-menu')!).queryByRole('link', { name: 'My companies' }),
    ).toBeNull();
  });
});
