/**
 * My Orders: the location a buyer's orders ship to now, chosen from their company's locations; the choice is sent
 * at once and said beside it; a company without locations shows nothing.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../../test/renderDashboard';
import { ShipToPrices } from '../components/ShipToPrices';
import { ChooseShipToLocationMutation, ShipToPricesQuery } from '../api/shipToPrices';

jest.setTimeout(60_000);

const answer = (shipToLocationId: string | null, locations: unknown[]) => ({
  request: { query: ShipToPricesQuery },
  result: {
    data: {
      me: { __typename: 'User', id: 'u1', shipToLocationId },
      myCompany: { __typename: 'Company', id: 'c1', locations },
    },
  },
});
const leeds = { __typename: 'CompanyLocation', id: 'loc1', label: 'Leeds warehouse', city: 'Leeds' };

it('sends the chosen location and says what it prices', async () => {
  const chose = jest.fn(() => ({ data: { chooseShipToLocation: 'loc1' } }));
  renderAt(<ShipToPrices />, {
    mocks: [
      answer(null, [leeds]),
      { request: { query: ChooseShipToLocationMutation, variables: { locationId: 'loc1' } }, result: chose },
      answer('loc1', [leeds]),
    ],
  });
  const select = await screen.findByLabelText('Prices for');
  expect(select).toHaveValue('');
  await userEvent.selectOptions(select, 'Leeds warehouse (Leeds)');
  await waitFor(() => expect(chose).toHaveBeenCalledTimes(1));
  expect(
    (await screen.findByText('Items you add from now are priced for Leeds warehouse.')).closest(
      '[role="status"]',
    ),
  ).not.toBeNull();
  await waitFor(() => expect(screen.getByLabelText('Prices for')).toHaveValue('loc1'));
});

it('shows nothing to a company without locations', async () => {
  const { container } = renderAt(<ShipToPrices />, { mocks: [answer(null, [])] });
  await new Promise((r) => setTimeout(r, 50));
  expect(container.querySelector('section')).toBeNull();
});
