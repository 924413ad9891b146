/**
 * A company's sales reps in the dashboard (docs/decisions/084, 117): an assigned rep's locations are ticked to limit
 * them, none ticked gives the whole company; only a changed limit is saved, and a refusal shows in words.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { CompanyRepsDialog } from '../components/CompanyRepsDialog';
import { CompanyRepsQuery, SetCompanyRepsMutation, SetRepLocationsMutation } from '../api/companyReps';
import type { AdminCompany } from '../components/CompanyDialogs';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.setTimeout(60_000);

const company = { id: 'c1', name: 'Acme' } as AdminCompany;
const rep = (id: string, email: string, displayName: string | null) => ({
  __typename: 'SalesRep' as const,
  id,
  email,
  displayName,
});
const reps = (limited: string[] | null) => ({
  request: { query: CompanyRepsQuery, variables: { companyId: 'c1' } },
  result: {
    data: {
      salesReps: [rep('r1', 'rita@example.test', 'Rita Rep'), rep('r2', 'sam@example.test', null)],
      companyReps: [
        { __typename: 'CompanyRep' as const, id: 'r1', locationIds: limited },
        { __typename: 'CompanyRep' as const, id: 'r2', locationIds: null },
      ],
      company: {
        __typename: 'Company' as const,
        id: 'c1',
        locations: [
          { __typename: 'CompanyLocation' as const, id: 'l1', label: 'Leeds' },
          { __typename: 'CompanyLocation' as const, id: 'l2', label: 'York' },
        ],
      },
    },
  },
});
const setReps = {
  request: { query: SetCompanyRepsMutation, variables: { companyId: 'c1', repIds: ['r1', 'r2'] } },
  result: {
    data: {
      setCompanyReps: [
        { __typename: 'CompanyRep' as const, id: 'r1' },
        { __typename: 'CompanyRep' as const, id: 'r2' },
      ],
    },
  },
};
const limit = (locationIds: string[], result: MockLink.MockedResponse['result']) => ({
  request: { query: SetRepLocationsMutation, variables: { companyId: 'c1', repId: 'r1', locationIds } },
  result,
});

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const onClose = jest.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <CompanyRepsDialog company={company} onClose={onClose} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return onClose;
}

const ritasLocations = async () => screen.findByRole('group', { name: 'Locations Rita Rep serves' });

it("ticks a location to limit a rep, saving only that rep's changed limit", async () => {
  const user = userEvent.setup();
  const saved = jest.fn(() => ({
    data: {
      setRepLocations: [
        { __typename: 'CompanyRep' as const, id: 'r1', locationIds: ['l1'] },
        { __typename: 'CompanyRep' as const, id: 'r2', locationIds: null },
      ],
    },
  }));
  const onClose = renderDialog([reps(null), setReps, limit(['l1'], saved)]);
  await ritasLocations();
  expect(screen.getByRole('group', { name: 'Locations sam@example.test serves' })).toBeTruthy();
  expect(screen.getAllByText(/None ticked: the whole company/)).toHaveLength(2);
  const leeds = screen.getAllByRole('checkbox', { name: 'Leeds' })[0];
  expect((leeds as HTMLInputElement).checked).toBe(false);
  await user.click(leeds);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(saved).toHaveBeenCalledTimes(1);
});

it("shows a rep's limit ticked, and a refusal in words", async () => {
  const user = userEvent.setup();
  renderDialog([
    reps(['l2']),
    setReps,
    limit([], {
      errors: [
        new GraphQLError("Location not found: a rep can be limited only to this company's locations", {
          path: ['setRepLocations'],
          extensions: { code: 'NOT_FOUND', field: 'locationIds' },
        }),
      ],
    }),
  ]);
  await ritasLocations();
  const york = screen.getAllByRole('checkbox', { name: 'York' })[0] as HTMLInputElement;
  expect(york.checked).toBe(true);
  await user.click(york);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toContain(
    "Location not found: a rep can be limited only to this company's locations",
  );
});
