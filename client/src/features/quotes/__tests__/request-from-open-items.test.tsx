/** A quote from open items (docs/decisions/130): the request page fills its lines from the open items, still editable. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import RequestQuotePage from '../components/RequestQuotePage';
import { OpenItemsForQuoteQuery, QuoteProductQuery, RequestQuoteMutation } from '../api/quotes';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const item = (id: string, sku: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'OrderItem',
  id,
  status: 'PENDING',
  quantity,
  purchaseOrder: null,
  product: { __typename: 'Product', id: `p-${sku}`, sku },
  ...extra,
});
const openItems = {
  request: { query: OpenItemsForQuoteQuery },
  result: {
    data: {
      myOrderConnection: {
        __typename: 'MyOrderItemConnection',
        nodes: [
          item('i1', 'GG-100W', 500),
          item('i2', 'GS-1', 1000),
          // Ordered already, and waiting for approval: neither is asked about.
          item('i3', 'OLD-1', 200, { purchaseOrder: { __typename: 'PurchaseOrder', id: 'po1' } }),
          item('i4', 'WAIT-1', 300),
        ],
      },
      myOrderRequestConnection: {
        __typename: 'ApprovalRequestConnection',
        nodes: [
          {
            __typename: 'ApprovalRequest',
            id: 'r1',
            status: 'AWAITING_APPROVAL',
            items: [{ __typename: 'OrderItem', id: 'i4' }],
          },
        ],
      },
    },
  },
};
const product = (sku: string, id: string) => ({
  request: { query: QuoteProductQuery, variables: { search: sku } },
  result: {
    data: {
      products: {
        __typename: 'ProductPage',
        items: [
          {
            __typename: 'Product',
            id,
            sku,
            name: sku,
            quantityRule: { __typename: 'QuantityRule', minimum: 100, increment: 1, maximum: null },
          },
        ],
      },
    },
  },
});

it('fills the lines from the open items and sends the edited lines as a request from open items', async () => {
  // Answered only for exactly these variables (a refusal, so the page stays): any other request fails the test.
  const request = {
    request: {
      query: RequestQuoteMutation,
      variables: {
        lines: [{ productId: 'p1', quantity: 800, note: 'Two pallets', targetPriceCents: 850 }],
        note: '',
        fromOpenItems: true,
      },
    },
    result: {
      errors: [
        { message: 'Answered as asked', path: ['requestQuote'], extensions: { code: 'BAD_USER_INPUT' } },
      ],
    },
  };
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={[openItems, product('GG-100W', 'p1'), request]}>
        <MemoryRouter initialEntries={['/my-quotes/new?from=open-items']}>
          <Routes>
            <Route path="/my-quotes/new" element={<RequestQuotePage />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Request a quote for your open items' })).toBeInTheDocument();
  const sku1 = await screen.findByRole('textbox', { name: 'Part number (SKU), line 1' });
  expect(sku1).toHaveValue('GG-100W');
  expect(screen.getByRole('textbox', { name: 'Quantity, line 1' })).toHaveValue('500');
  expect(screen.getByRole('textbox', { name: 'Part number (SKU), line 2' })).toHaveValue('GS-1');
  expect(screen.queryByRole('textbox', { name: 'Part number (SKU), line 3' })).toBeNull();
  // Each line stays editable: another quantity, a target price and a note on the first; the second removed.
  const qty = screen.getByRole('textbox', { name: 'Quantity, line 1' });
  await userEvent.clear(qty);
  await userEvent.type(qty, '800');
  await userEvent.type(screen.getByRole('textbox', { name: 'Target unit price (USD), line 1' }), '8.50');
  await userEvent.type(screen.getByRole('textbox', { name: 'Line note, line 1' }), 'Two pallets');
  await userEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('Answered as asked')).toBeInTheDocument();
});
