/** All Users: a shop admin makes a customer a sales rep (badge after the refetch), and asks before taking it back. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UsersTable from '../components/UsersTable';
import { ADMIN_USERS_PAGE, AdminUsersQuery } from '../api/users';
import { SetSalesRepMutation } from '../api/salesRep';
import { admin, renderAt } from '../../../../test/renderDashboard';
import { notifySuccess } from '../../../components/toaster';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const person = (id: string, email: string, role: 'ADMIN' | 'CUSTOMER', salesRep: boolean) => ({
  __typename: 'User' as const,
  id,
  email,
  displayName: null,
  role,
  salesRep,
  credit: null,
});
const page = (carlIsRep: boolean) => ({
  request: { query: AdminUsersQuery, variables: { first: ADMIN_USERS_PAGE, after: null, search: null } },
  result: {
    data: {
      userConnection: {
        __typename: 'UserConnection' as const,
        totalCount: 2,
        nodes: [
          person(admin.id, admin.email, 'ADMIN', false),
          person('c1', 'carl@gluegun.test', 'CUSTOMER', carlIsRep),
        ],
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
      },
    },
  },
});

beforeEach(() => {
  jest.clearAllMocks();
});

it('makes a customer a sales rep on the first click (never an admin) and shows the badge', async () => {
  const set = jest.fn(() => ({ data: { setSalesRep: true } }));
  renderAt(<UsersTable />, {
    mocks: [
      page(false),
      { request: { query: SetSalesRepMutation, variables: { userId: 'c1', salesRep: true } }, result: set },
      page(true),
    ],
  });
  await userEvent.click(
    (await screen.findAllByRole('button', { name: 'Make sales rep: carl@gluegun.test' }))[0],
  );
  await waitFor(() => expect(set).toHaveBeenCalledTimes(1));
  expect(notifySuccess).toHaveBeenCalledWith(
    'carl@gluegun.test is a sales rep: assign them companies under Companies > Sales reps.',
  );
  expect((await screen.findAllByText('Sales rep')).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: `Make sales rep: ${admin.email}` })).toBeNull();
});

it('asks before taking it back, and does nothing when the admin says no', async () => {
  const set = jest.fn(() => ({ data: { setSalesRep: true } }));
  renderAt(<UsersTable />, {
    mocks: [
      page(true),
      { request: { query: SetSalesRepMutation, variables: { userId: 'c1', salesRep: false } }, result: set },
    ],
  });
  await userEvent.click(
    (await screen.findAllByRole('button', { name: 'Stop sales rep: carl@gluegun.test' }))[0],
  );
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Stop carl@gluegun.test being a sales rep? Their companies and any session acting as a buyer end.',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await new Promise((r) => setTimeout(r, 50));
  expect(set).not.toHaveBeenCalled();
});

it('takes it back once the admin confirms in the dialog', async () => {
  const set = jest.fn(() => ({ data: { setSalesRep: true } }));
  renderAt(<UsersTable />, {
    mocks: [
      page(true),
      { request: { query: SetSalesRepMutation, variables: { userId: 'c1', salesRep: false } }, result: set },
    ],
  });
  await userEvent.click(
    (await screen.findAllByRole('button', { name: 'Stop sales rep: carl@gluegun.test' }))[0],
  );
  const dialog = await screen.findByRole('alertdialog', {
    name: /^Stop carl@gluegun.test being a sales rep\?/,
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sales rep' }));
  await waitFor(() => expect(set).toHaveBeenCalledTimes(1));
  expect(notifySuccess).toHaveBeenCalledWith('carl@gluegun.test is no longer a sales rep.');
});
