import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import MyCompanyPage from '../components/MyCompanyPage';
import { MyCompanyQuery } from '../api/myCompany';
import { UpdateCompanyLocationMutation } from '../api/manageCompany';
import { CompanyInvitationsQuery, INVITATIONS_PAGE, MyInvitationsQuery } from '../api/invitations';
import { MyPartNumbersQuery, PART_NUMBERS_PAGE } from '../api/partNumbers';
import { notifySuccess } from '../../../components/toaster';
import { connectionPage } from '../../../../test/connectionPage';
import { location, myCompany } from './fixtures';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.setTimeout(60_000);

const company = (meId: string, role: 'COMPANY_ADMIN' | 'BUYER') => ({
  request: { query: MyCompanyQuery },
  result: { data: myCompany(meId, role) },
  maxUsageCount: 10,
});
const quiet = [
  connectionPage(
    MyInvitationsQuery,
    { first: INVITATIONS_PAGE, after: null },
    'myInvitationConnection',
    'MyInvitationConnection',
    [],
    { maxUsageCount: 10 },
  ),
  connectionPage(
    CompanyInvitationsQuery,
    { first: INVITATIONS_PAGE, after: null },
    'companyInvitationConnection',
    'CompanyInvitationConnection',
    [],
    { maxUsageCount: 10 },
  ),
  connectionPage(
    MyPartNumbersQuery,
    { first: PART_NUMBERS_PAGE, after: null, search: null },
    'myPartNumberConnection',
    'CustomerPartNumberConnection',
    [],
    { extra: { totalCount: 0 }, maxUsageCount: 10 },
  ),
];
/** What the form sends for the fixture's location named `label` (trimmed, blanks as null). */
const input = (label: string, postalCode = 'LS2 1AA') => ({
  label,
  addressLine1: '2 Dock St',
  addressLine2: null,
  city: 'Leeds',
  region: null,
  postalCode,
  country: 'GB',
});
const update = (variables: object, result: MockLink.MockedResponse['result']) => ({
  request: { query: UpdateCompanyLocationMutation, variables },
  result,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={[...mocks, ...quiet]}>
        <MyCompanyPage />
      </MockedProvider>
    </ChakraProvider>,
  );
}
async function openEdit() {
  const list = await screen.findByRole('list', { name: 'Ship-to locations' });
  await userEvent.click(within(list).getByRole('button', { name: 'Edit location Leeds warehouse' }));
  return screen.findByRole('dialog', { name: 'Edit location Leeds warehouse' });
}

describe('My company: editing a ship-to location', () => {
  beforeEach(() => {
    jest.mocked(notifySuccess).mockClear();
  });

  it("opens the location's form filled in, saves on the first click and shows the new name in the list", async () => {
    const saved = jest.fn(() => ({ data: { updateCompanyLocation: { ...location, label: 'Leeds dock' } } }));
    renderPage([company('u1', 'COMPANY_ADMIN'), update({ id: 'l1', input: input('Leeds dock') }, saved)]);
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText(/^Address(?! line)/)).toHaveValue('2 Dock St');
    expect(within(dialog).getByLabelText(/^City/)).toHaveValue('Leeds');
    expect(within(dialog).getByLabelText(/^Postal code/)).toHaveValue('LS2 1AA');
    expect(within(dialog).getByRole('combobox', { name: /^Country/ })).toHaveValue('GB');
    const name = within(dialog).getByLabelText(/^Location name/);
    expect(name).toHaveValue('Leeds warehouse');
    await userEvent.clear(name);
    await userEvent.type(name, ' Leeds dock ');
    // The cursor is still in the name: this one click must save.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifySuccess).toHaveBeenCalledWith('Location "Leeds dock" saved');
    const list = screen.getByRole('list', { name: 'Ship-to locations' });
    expect(within(list).getByText('Leeds dock')).toBeInTheDocument();
    expect(within(list).queryByText('Leeds warehouse')).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names, keeps what was typed and stays open", async () => {
    renderPage([
      company('u1', 'COMPANY_ADMIN'),
      update(
        { id: 'l1', input: input('Leeds warehouse', 'LS2 9ZZ') },
        {
          errors: [
            new GraphQLError('Postal code LS2 9ZZ is not in Leeds', {
              path: ['updateCompanyLocation'],
              extensions: { code: 'BAD_USER_INPUT', field: 'postalCode' },
            }),
          ],
        },
      ),
    ]);
    const dialog = await openEdit();
    const postal = within(dialog).getByLabelText(/^Postal code/);
    await userEvent.clear(postal);
    await userEvent.type(postal, 'LS2 9ZZ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    const message = await within(dialog).findByText('Postal code LS2 9ZZ is not in Leeds');
    expect(postal.closest('.chakra-field__root')).toContainElement(message);
    expect(postal).toHaveValue('LS2 9ZZ');
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it("refuses an emptied name with the shared schema's words before asking the server; Cancel changes nothing", async () => {
    renderPage([company('u1', 'COMPANY_ADMIN')]);
    const dialog = await openEdit();
    await userEvent.clear(within(dialog).getByLabelText(/^Location name/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await within(dialog).findByText('Location name is required')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: 'Ship-to locations' })).getByText('Leeds warehouse'),
    ).toBeInTheDocument();
  });

  it('gives a buyer no Edit', async () => {
    renderPage([company('u2', 'BUYER')]);
    const list = await screen.findByRole('list', { name: 'Ship-to locations' });
    expect(within(list).getByText('Leeds warehouse')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
