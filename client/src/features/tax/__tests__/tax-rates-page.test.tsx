/**
 * Dashboard → Tax rates: the rates listed with their labels and places, the shared schema's
 * words next to the field before anything is sent, a new rate sent as typed, and the server's refusal of a second
 * rate for the same place shown under the field it names.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import TaxRatesPage from '../components/TaxRatesPage';
import { SetTaxRateMutation, TaxRatesQuery } from '../api/taxRates';

jest.setTimeout(60_000);

const rate = (
  id: string,
  country: string,
  region: string | null,
  name: string,
  ratePercent: string,
  rateMillionths: number,
) => ({
  __typename: 'TaxRate' as const,
  id,
  country,
  region,
  name,
  ratePercent,
  rateMillionths,
  label: `${name} ${ratePercent}%`,
  active: true,
});
const gb = rate('r1', 'GB', null, 'VAT', '20', 200_000);
const ny = rate('r2', 'US', 'New York', 'Sales tax', '8.875', 88_750);
const list = (rows: unknown[]) => ({
  request: { query: TaxRatesQuery },
  result: { data: { taxRates: rows } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <TaxRatesPage />
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('Dashboard: Tax rates', () => {
  it('lists each rate with its label and place, and adds one as typed', async () => {
    const added = rate('r3', 'CA', 'QC', 'GST', '5', 50_000);
    const set = jest.fn(() => ({ data: { setTaxRate: added } }));
    renderPage([
      list([gb, ny]),
      {
        request: {
          query: SetTaxRateMutation,
          variables: {
            id: null,
            input: { country: 'CA', region: 'QC', name: 'GST', ratePercent: '5', active: true },
          },
        },
        result: set,
      },
      list([gb, ny, added]),
    ]);
    const rates = await screen.findByRole('list', { name: 'Tax rates' });
    expect(within(rates).getByText('VAT 20%')).toBeInTheDocument();
    expect(within(rates).getByText('Whole country, United Kingdom')).toBeInTheDocument();
    expect(within(rates).getByText('New York, United States')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a tax rate' });
    // Canada lists its provinces: the region is a select of them, and the code is sent.
    await userEvent.selectOptions(within(form).getByLabelText(/^Country/), 'CA');
    await userEvent.selectOptions(within(form).getByLabelText(/^State or region/), 'Quebec');
    await userEvent.type(within(form).getByLabelText(/^Tax name/), 'GST');
    await userEvent.type(within(form).getByLabelText(/^Rate/), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rate' }));
    await waitFor(() => expect(set).toHaveBeenCalledTimes(1));
    expect(
      await within(screen.getByRole('list', { name: 'Tax rates' })).findByText('GST 5%'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Tax rates' })).getByText('Quebec, Canada'),
    ).toBeInTheDocument();
  });

  it("says what is wrong next to the field, and shows the server's refusal under the field it names", async () => {
    renderPage([
      list([gb]),
      {
        request: {
          query: SetTaxRateMutation,
          variables: {
            id: null,
            input: { country: 'US', region: null, name: 'VAT', ratePercent: '20', active: true },
          },
        },
        result: {
          errors: [
            new GraphQLError('There is already a rate for US: edit that one instead', {
              path: ['setTaxRate'],
              extensions: { code: 'CONFLICT', field: 'country' },
            }),
          ],
        },
      },
    ]);
    await screen.findByText('VAT 20%');
    const form = screen.getByRole('form', { name: 'Add a tax rate' });
    await userEvent.type(within(form).getByLabelText(/^Tax name/), 'VAT');
    await userEvent.type(within(form).getByLabelText(/^Rate/), '8.12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(
      await within(form).findByText(
        'Rate must be a percent from 0 to 100 with at most four decimals, like 20 or 8.875',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^Rate/));
    await userEvent.type(within(form).getByLabelText(/^Rate/), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(
      await within(form).findByText('There is already a rate for US: edit that one instead'),
    ).toBeInTheDocument();
  });
});
