import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import UsersTable from '../components/UsersTable';
import { ADMIN_USERS_PAGE, AdminUsersQuery } from '../api/users';
import { ErasePersonMutation } from '../api/erasePerson';
import { admin, renderAt } from '../../../../test/renderDashboard';
import { notifyError, notifySuccess } from '../../../components/toaster';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const credit = {
  __typename: 'Credit' as const,
  limitCents: 5_000_000,
  openCents: 0,
  availableCents: 5_000_000,
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
const page = (users: ReturnType<typeof user>[]) => ({
  request: { query: AdminUsersQuery, variables: { first: ADMIN_USERS_PAGE, after: null, search: null } },
  result: {
    data: {
      userConnection: {
        __typename: 'UserConnection' as const,
        totalCount: users.length,
        nodes: users,
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
      },
    },
  },
});
const before = page([user(admin.id, admin.email, 'ADMIN'), user('c1', 'carl@gluegun.test', 'CUSTOMER')]);
const after = page([
  user(admin.id, admin.email, 'ADMIN'),
  user('c1', 'erased-c1@erased.invalid', 'CUSTOMER'),
]);
const erase = (result: object) => ({
  request: { query: ErasePersonMutation, variables: { userId: 'c1' } },
  result,
});

beforeEach(() => jest.clearAllMocks());

const openErase = async () => {
  await userEvent.click((await screen.findAllByRole('button', { name: 'Erase: carl@gluegun.test' }))[0]);
  return screen.findByRole('alertdialog', { name: 'Erase carl@gluegun.test?' });
};

it('offers Erase for customers only (an admin is revoked first)', async () => {
  renderAt(<UsersTable />, { mocks: [before] });
  expect((await screen.findAllByRole('button', { name: 'Erase: carl@gluegun.test' })).length).toBeGreaterThan(
    0,
  );
  expect(screen.queryByRole('button', { name: `Erase: ${admin.email}` })).not.toBeInTheDocument();
});

it('asks first, saying what goes and what the law keeps; Keep erases nothing', async () => {
  renderAt(<UsersTable />, { mocks: [before] });
  const dialog = await openErase();
  expect(dialog).toHaveTextContent(
    'Their name, e-mail, phones and the addresses they typed are replaced everywhere',
  );
  expect(dialog).toHaveTextContent('What the shop keeps, as the law requires:');
  expect(dialog).toHaveTextContent('Their invoices and credit notes, with every amount');
  expect(dialog).toHaveTextContent('Their payments and what the company owes');
  expect(dialog).toHaveTextContent('This cannot be undone.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(notifySuccess).not.toHaveBeenCalled();
});

it('erases on Erase and shows the list again with the erased address', async () => {
  renderAt(<UsersTable />, {
    mocks: [
      before,
      erase({
        data: {
          erasePerson: { __typename: 'ErasedPerson', userId: 'c1', erasedEmail: 'erased-c1@erased.invalid' },
        },
      }),
      after,
    ],
  });
  const dialog = await openErase();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
  await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('carl@gluegun.test is erased'));
  expect((await screen.findAllByText('erased-c1@erased.invalid'))[0]).toBeInTheDocument();
});

it("shows the server's reason when it refuses", async () => {
  const refused = new GraphQLError('An admin cannot be erased: remove the admin role first', {
    path: ['erasePerson'],
    extensions: { code: 'BAD_USER_INPUT' },
  });
  renderAt(<UsersTable />, { mocks: [before, erase({ errors: [refused] })] });
  const dialog = await openErase();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
  await waitFor(() =>
    expect(notifyError).toHaveBeenCalledWith(
      'Could not erase the person',
      expect.stringContaining('remove the admin role first'),
    ),
  );
  expect(await screen.findByText('Could not erase the person')).toBeInTheDocument();
});
