/**
 * Checkout's totals with freight (docs/decisions/076): the shop's default shipping method is chosen at first, the
 * totals read Net, Freight, Tax and Total as the server quoted them, and choosing another method asks the server
 * again (the page never works out freight itself). A quoted method reads "To be quoted".
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { Formik } from 'formik';
import { useState } from 'react';
import { CheckoutTaxQuoteQuery } from '../api/taxQuote';
import { ShippingMethodsQuery } from '../api/shippingMethods';
import { ShippingMethodPicker } from '../components/ShippingMethodPicker';
import { TaxQuotePanel } from '../components/TaxQuotePanel';
import { emptyCheckoutForm } from '../components/CheckoutForm';

jest.setTimeout(60_000);

const method = (id: string, name: string, kind: string, isDefault = false, offered = true) => ({
  __typename: 'ShippingMethod' as const,
  id,
  name,
  kind,
  isDefault,
  active: true,
  offered,
});
const quote = (
  freight: { freightCents: number; freightPending: boolean; shippingMethodName: string; freightNote: string },
  taxCents: number,
  totalCents: number,
) => ({
  data: {
    checkoutTaxQuote: {
      __typename: 'TaxQuote' as const,
      subtotalCents: 17_000,
      totalCents,
      ...freight,
      tax: { __typename: 'TaxLine' as const, taxCents, label: 'VAT 20%', exemptionCertificate: null },
    },
  },
});
const base = { itemIds: ['i1'], country: 'GB', region: null };
const mocks = [
  {
    request: { query: ShippingMethodsQuery },
    result: {
      data: {
        shippingMethods: [
          method('m1', 'Road by weight', 'WEIGHT', true),
          method('m2', 'Oversize, quoted', 'QUOTED'),
          // A shop admin's list holds methods limited to other companies: checkout offers none of them.
          method('m3', 'Pallet for another company', 'WEIGHT', false, false),
        ],
      },
    },
  },
  {
    request: { query: CheckoutTaxQuoteQuery, variables: base },
    maxUsageCount: 5,
    result: quote(
      {
        freightCents: 2_500,
        freightPending: false,
        shippingMethodName: 'Road by weight',
        freightNote: 'Weight 12 kg: band up to 100 kg.',
      },
      3_900,
      23_400,
    ),
  },
  {
    request: { query: CheckoutTaxQuoteQuery, variables: { ...base, shippingMethodId: 'm2' } },
    maxUsageCount: 5,
    result: quote(
      {
        freightCents: 0,
        freightPending: true,
        shippingMethodName: 'Oversize, quoted',
        freightNote: 'Oversize, quoted: we quote the freight after you order and e-mail you the figure.',
      },
      3_400,
      20_400,
    ),
  },
];

function Checkout() {
  const [methodId, setMethodId] = useState<string | null>(null);
  return (
    <Formik initialValues={{ ...emptyCheckoutForm, country: 'GB' }} onSubmit={() => {}}>
      <div>
        <ShippingMethodPicker value={methodId} onChange={setMethodId} />
        <TaxQuotePanel itemIds={['i1']} shippingMethodId={methodId} />
      </div>
    </Formik>
  );
}

const rows = (el: HTMLElement) =>
  Array.from(el.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('checkout totals with freight', () => {
  it('shows the default method chosen and Net, Freight, Tax, Total; another method is quoted by the server', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <MockedProvider mocks={mocks}>
          <Checkout />
        </MockedProvider>
      </ChakraProvider>,
    );
    const road = await screen.findByRole('radio', { name: /Road by weight/ });
    expect(road).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: /another company/ })).toBeNull();
    const totals = screen.getByRole('status', { name: 'Order totals' });
    await within(totals).findByText('$234.00');
    expect(rows(totals)).toEqual([
      ['Net', '$170.00'],
      ['Freight', '$25.00'],
      ['Tax (VAT 20%)', '$39.00'],
      ['Total', '$234.00'],
    ]);
    expect(totals).toHaveTextContent('Weight 12 kg: band up to 100 kg.');

    await userEvent.click(screen.getByRole('radio', { name: /Oversize, quoted/ }));
    await within(totals).findByText('$204.00');
    expect(rows(totals)).toEqual([
      ['Net', '$170.00'],
      ['Freight', 'To be quoted'],
      ['Tax (VAT 20%)', '$34.00'],
      ['Total', '$204.00'],
    ]);
    expect(totals).toHaveTextContent('nothing is due before then');
  });
});
