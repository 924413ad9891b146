import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import UsersTable from '../components/UsersTable';
import { ADMIN_USERS_PAGE, AdminUsersQuery } from '../api/users';
import { MakeAdminMutation } from '../api/makeAdmin';
import { admin, renderAt } from '../../../../test/renderDashboard';
import { notifyError, notifySuccess } from '../../../components/toaster';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const credit = {
  __typename: 'Credit' as const,
  limitCents: 5_000_000,
  openCents: 120_000,
  availableCents: 4_880_000,
  termsDays: 30,
  onHold: false,
  overdueCount: 0,
  overdueCents: 0,
  custom: false,
};
const user = (id: string, email: string, role: 'ADMIN' | 'CUSTOMER') => ({
  __typename: 'User' as const,
  id,
  email,
  displayName: null,
  role,
  salesRep: false,
  credit,
});
/** A page of accounts read with cursor `after`; `next`: the cursor to read on from, when more follow. */
const usersPage = (after: string | null, users: ReturnType<typeof user>[], next: string | null = null) => ({
  request: { query: AdminUsersQuery, variables: { first: ADMIN_USERS_PAGE, after, search: null } },
  result: {
    data: {
      userConnection: {
        __typename: 'UserConnection' as const,
        totalCount: users.length,
        nodes: users,
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: next !== null, endCursor: next },
      },
    },
  },
});
const usersMock = usersPage(null, [
  user(admin.id, admin.email, 'ADMIN'),
  user('c1', 'carl@gluegun.test', 'CUSTOMER'),
]);
const makeAdminResult = (role: 'ADMIN') => ({
  data: {
    makeAdmin: {
      __typename: 'MakeAdminResult' as const,
      modifiedCount: 1,
      user: { __typename: 'User' as const, id: 'c1', email: 'carl@gluegun.test', role },
    },
  },
});

beforeEach(() => jest.clearAllMocks());

/** Make Admin and Delete User ask first in the shared ConfirmDialog: answer it with one of its two buttons. */
async function answer(question: string | RegExp, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

async function makeCarlAdmin() {
  await userEvent.click((await screen.findAllByRole('button', { name: 'Make Admin: carl@gluegun.test' }))[0]);
  await answer(/^Make carl@gluegun.test an admin\?/, 'Make Admin');
}

describe('All Users table', () => {
  it('shows Make Admin only for users who are not admin, and no delete for yourself', async () => {
    renderAt(<UsersTable />, { mocks: [usersMock] });
    // The phone cards and the wide table are both in the DOM; jsdom matches no media query, so the cards show.
    expect((await screen.findAllByText('carl@gluegun.test'))[0]).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Make Admin/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Make Admin: carl@gluegun.test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Make Admin: ${admin.email}` })).not.toBeInTheDocument();
    for (const b of screen.getAllByRole('button', { name: `Delete User: ${admin.email}` }))
      expect(b).toBeDisabled();
  });

  it('asks before making someone admin, and does nothing when the admin says no', async () => {
    renderAt(<UsersTable />, { mocks: [usersMock] });
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Make Admin: carl@gluegun.test' }))[0],
    );
    await answer(/^Make carl@gluegun.test an admin\?/, 'Keep');
    // No mock answers makeAdmin here: a request sent anyway would toast a failure.
    await new Promise((r) => setTimeout(r, 50));
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("asks the spec's 'Are you sure to Delete' before Delete User, and deletes nothing on Keep", async () => {
    renderAt(<UsersTable />, { mocks: [usersMock] });
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Delete User: carl@gluegun.test' }))[0],
    );
    await answer('Are you sure to Delete', 'Keep');
    await new Promise((r) => setTimeout(r, 50));
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
    expect(screen.getAllByText('carl@gluegun.test')[0]).toBeInTheDocument();
  });

  it("toasts 'This Person NOW admin' on success", async () => {
    const mocks = [
      usersMock,
      {
        request: { query: MakeAdminMutation, variables: { email: 'carl@gluegun.test' } },
        result: makeAdminResult('ADMIN'),
      },
    ];
    renderAt(<UsersTable />, { mocks });
    await makeCarlAdmin();
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('This Person NOW admin'));
  });

  it("toasts 'Faild to Make admin' when the server refuses", async () => {
    const forbidden = new GraphQLError('Admins only', {
      path: ['makeAdmin'],
      extensions: { code: 'FORBIDDEN' },
    });
    const mocks = [
      usersMock,
      {
        request: { query: MakeAdminMutation, variables: { email: 'carl@gluegun.test' } },
        result: { errors: [forbidden] },
      },
    ];
    renderAt(<UsersTable />, { mocks });
    await makeCarlAdmin();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Faild to Make admin', 'Admins only'));
  });
});

describe('All Users credit', () => {
  it("shows each customer's credit and opens the credit dialog with the shop defaults", async () => {
    renderAt(<UsersTable />, { mocks: [usersMock] });
    expect((await screen.findAllByText('$48,800.00 of $50,000.00 available'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Open $1,200.00 · Net 30')[0]).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Edit credit: carl@gluegun.test' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Credit of carl@gluegun.test' });
    expect(dialog).toHaveTextContent('Net 30 (shop defaults)');
    expect(screen.getByLabelText('Credit limit (USD)')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Payment terms (days)'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Save credit terms' }));
    expect(await screen.findByText('Payment terms must be at most 120 days')).toBeInTheDocument();
  });
});

describe('All Users paging', () => {
  it('reads the next cursor page below the first with Load more, and shows no button once the server says the list ended', async () => {
    renderAt(<UsersTable />, {
      mocks: [
        usersPage(
          null,
          [user(admin.id, admin.email, 'ADMIN'), user('c1', 'carl@gluegun.test', 'CUSTOMER')],
          'cursor-2',
        ),
        usersPage('cursor-2', [user('c2', 'dora@gluegun.test', 'CUSTOMER')]),
      ],
    });
    expect((await screen.findAllByText('carl@gluegun.test'))[0]).toBeInTheDocument();
    expect(screen.queryByText('dora@gluegun.test')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more users' }));
    expect((await screen.findAllByText('dora@gluegun.test'))[0]).toBeInTheDocument();
    // The first page stays above the next one, numbered on.
    expect(screen.getAllByText('carl@gluegun.test')[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
  });
});

describe('All Users search', () => {
  it('finds a person by part of their e-mail, says how many were found, and nobody when none match', async () => {
    const found = {
      ...usersPage(null, [user('c1', 'carl@gluegun.test', 'CUSTOMER')]),
      request: {
        query: AdminUsersQuery,
        variables: { first: ADMIN_USERS_PAGE, after: null, search: 'CARL' },
      },
    };
    const none = {
      ...usersPage(null, []),
      request: {
        query: AdminUsersQuery,
        variables: { first: ADMIN_USERS_PAGE, after: null, search: 'nobody' },
      },
    };
    renderAt(<UsersTable />, { mocks: [usersMock, found, none] });
    expect((await screen.findAllByText(admin.email))[0]).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Find a person (e-mail or name)' });
    await userEvent.type(box, '  CARL ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 person found');
    expect(screen.queryByText(admin.email)).not.toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nobody matches that search.'));
  });
});
