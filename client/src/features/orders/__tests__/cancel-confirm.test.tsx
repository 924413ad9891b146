/** The buyer's Cancel asks first in the shared ConfirmDialog: nothing is sent unless they confirm. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { OrderItemCard } from '../components/OrderItemCard';
import { CancelOrderItemMutation } from '../api/cancelOrderItem';
import { notifySuccess } from '../../../components/toaster';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
// The Pay dialog (and the e-mail verification code under it) plays no part here.
jest.mock('../../purchase-orders/components/PayDialog', () => ({ PayDialog: () => null }));

const item = {
  __typename: 'OrderItem' as const,
  id: 'i1',
  productName: 'Hot Glue Gun 60W',
  customerPartNumber: 'ACME-60',
  imageUrl: 'https://img.test/gun.png',
  unitPriceCents: 1250,
  quantity: 150,
  totalCents: 187_500,
  userName: 'Bea',
  userEmail: 'bea@example.test',
  userPhone: '5550100',
  status: 'PENDING' as const,
  invoiceReference: null,
  invoicedAt: null,
  paymentDueAt: null,
  createdAt: '2026-11-20T10:00:00Z',
  nextStatuses: ['INVOICED', 'CANCELLED'] as never,
  packCount: null,
  orderedAs: '100 units',
  purchaseOrder: null,
  events: [],
};

function renderCard() {
  const sent = jest.fn(() => ({
    data: {
      cancelOrderItem: {
        __typename: 'OrderItem',
        id: 'i1',
        status: 'CANCELLED',
        nextStatuses: [],
        events: [],
      },
    },
  }));
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider
        mocks={[{ request: { query: CancelOrderItemMutation, variables: { id: 'i1' } }, result: sent }]}
      >
        <MemoryRouter>
          <OrderItemCard item={item as never} />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
  return sent;
}

describe("The buyer's order line", () => {
  it("names the company's own part number under the product", () => {
    renderCard();
    expect(screen.getByText('Your part no. ACME-60')).toBeInTheDocument();
  });
});

describe("The buyer's Cancel", () => {
  const cancelButton = () => screen.getByRole('button', { name: 'Cancel' });
  const question = () =>
    screen.findByRole('alertdialog', { name: 'Cancel Hot Glue Gun 60W? This cannot be undone.' });

  it('sends nothing when the buyer does not confirm', async () => {
    const sent = renderCard();
    await userEvent.click(cancelButton());
    await userEvent.click(within(await question()).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).not.toHaveBeenCalled();
  });

  it('cancels once confirmed', async () => {
    const sent = renderCard();
    await userEvent.click(cancelButton());
    await userEvent.click(within(await question()).getByRole('button', { name: 'Cancel the item' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Order item cancelled.'));
  });
});
