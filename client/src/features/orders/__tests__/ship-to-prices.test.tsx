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

it('sends the chosen location and says which open items it priced again', async () => {
  const chose = jest.fn(() => ({
    data: {
      chooseShipToLocation: {
        __typename: 'ShipToChoice',
        locationId: 'loc1',
        repricedItems: [
          {
            __typename: 'RepricedItem',
            itemId: 'i1',
            productName: 'Hot Melt Gun',
            quantity: 100,
            fromUnitPriceCents: 1_000,
            toUnitPriceCents: 850,
          },
          {
            __typename: 'RepricedItem',
            itemId: 'i2',
            productName: 'Glue Sticks',
            quantity: 500,
            fromUnitPriceCents: 90,
            toUnitPriceCents: 99,
          },
        ],
      },
    },
  }));
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
    (
      await screen.findByText(
        'You are now priced for Leeds warehouse. 2 open items were priced again: Hot Melt Gun from $10.00 to $8.50 a unit; Glue Sticks from $0.90 to $0.99 a unit.',
      )
    ).closest('[role="status"]'),
  ).not.toBeNull();
  await waitFor(() => expect(screen.getByLabelText('Prices for')).toHaveValue('loc1'));
});

it('shows nothing to a company without locations', async () => {
  const { container } = renderAt(<ShipToPrices />, { mocks: [answer(null, [])] });
  await new Promise((r) => setTimeout(r, 50));
  expect(container.querySelector('section')).toBeNull();
});
