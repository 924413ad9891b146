/**
 * The checkout page with its data hooks as stand-ins (what the server answers is set here; a refetch reads its newer
 * answer). Checkout open in two tabs: when the order is placed in the other one, this tab says its items were
 * checked out in another tab or window, with a link to My Orders, instead of only "no open items"; its own order
 * leaving the same way is not mistaken for that. "Ship to" fills the company's name with the location's address and
 * makes that location the one the buyer's prices follow, saying that the items here keep their prices. The days asked
 * per line are kept in the checkout draft: a buyer who leaves and comes back finds them.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { addWorkingDays, utcToday } from '@gluegun/common';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client';
import { GraphQLError } from 'graphql';
import CheckoutPage from '../components/CheckoutPage';
import { customer, fakeAuth, renderWithApp } from '../../../../test/render';

jest.setTimeout(60_000);

type Item = {
  id: string;
  productName: string;
  imageUrl: string;
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
  status: string;
  leadTimeDays: number;
  purchaseOrder: { id: string } | null;
  product: null;
};
const item = (id: string, productName: string, purchaseOrder: { id: string } | null = null): Item => ({
  id,
  productName,
  imageUrl: '/images/x.svg',
  unitPriceCents: 100,
  quantity: 100,
  totalCents: 10_000,
  status: 'PENDING',
  leadTimeDays: 0,
  purchaseOrder,
  product: null,
});
const openItems = [item('i1', 'Glue Gun A'), item('i2', 'Glue Gun B')];
const orderedElsewhere = [item('i1', 'Glue Gun A', { id: 'po9' }), item('i2', 'Glue Gun B', { id: 'po9' })];

/** What the server holds now (`server`) and what this tab last read (`shown`); a refetch reads the server. */
const mockData = { server: openItems, shown: openItems, listeners: new Set<() => void>() };
const mockRefetch = jest.fn(async () => {
  mockData.shown = mockData.server;
  mockData.listeners.forEach((l) => l());
});
const mockSubmit = jest.fn();

jest.mock('../api/openItems', () => ({
  useCheckoutItems: () => {
    const { useSyncExternalStore } = jest.requireActual<typeof import('react')>('react');
    const myOrders = useSyncExternalStore(
      (l) => {
        mockData.listeners.add(l);
        return () => mockData.listeners.delete(l);
      },
      () => mockData.shown,
    );
    return { data: { myOrders }, error: undefined, refetch: mockRefetch };
  },
}));
jest.mock('../api/myCredit', () => ({
  useMyCredit: () => ({ data: { myCredit: { onHold: false } }, refetch: jest.fn() }),
}));
jest.mock('../api/approvals', () => ({
  useMyOrderRequests: () => ({ data: { myOrderRequestConnection: { nodes: [] } }, refetch: jest.fn() }),
}));
jest.mock('../api/lastDeliveryDetails', () => ({
  useLastDeliveryDetails: () => ({
    data: {
      myPurchaseOrders: [
        {
          companyName: 'Acme Crafts Ltd',
          addressLine1: '12 Mill Road',
          city: 'Leeds',
          postalCode: 'LS1 4AP',
          country: 'GB',
          contactPhone: '+44 113 496 0000',
        },
      ],
    },
  }),
}));
const mockCompany = {
  id: 'c1',
  name: 'Northern Glue Co',
  locations: [
    {
      id: 'l1',
      label: 'Leeds warehouse',
      addressLine1: '2 Dock St',
      addressLine2: null,
      city: 'Leeds',
      region: null,
      postalCode: 'LS2 1AA',
      country: 'GB',
    },
  ],
};
/** The buyer's ship-to choice as the server answers it: the location chosen, or the refusal in words. */
const mockChooseShipTo = jest.fn(
  async (_locationId: string): Promise<{ problem: string } | { repriced: string }> => ({ repriced: '' }),
);
jest.mock('../api/shipToLocations', () => ({
  useShipToLocations: () => ({ data: { myCompany: mockCompany } }),
  useChooseCheckoutShipTo: () => mockChooseShipTo,
}));
jest.mock('../api/checkoutHolidays', () => ({
  useCheckoutShopHolidays: () => ({ data: { shopHolidays: [] } }),
}));
jest.mock('../api/submitOrder', () => ({ useSubmitOrder: () => [mockSubmit] }));
jest.mock('../components/CreditPanel', () => ({ CreditPanel: () => null }));
jest.mock('../components/TaxQuotePanel', () => ({ TaxQuotePanel: () => null }));
jest.mock('../components/ShippingMethodPicker', () => ({ ShippingMethodPicker: () => null }));
jest.mock('../components/approvals/ApprovalPreviewPanel', () => ({
  ApprovalPreviewPanel: () => null,
  usePreviewNeedsApproval: () => ({ needsApproval: false, ready: true }),
}));

const notice = () => screen.queryByRole('status', { name: 'Checked out in another tab or window' });

function showCheckout() {
  renderWithApp(<CheckoutPage />, { auth: fakeAuth({ user: customer }), path: '/my-orders/checkout' });
}

beforeEach(() => {
  mockData.server = openItems;
  mockData.shown = openItems;
  mockRefetch.mockClear();
  mockSubmit.mockReset();
  sessionStorage.clear();
});

describe('Checkout after the order was placed in another tab', () => {
  it("says the items were checked out elsewhere, with a link to My Orders, when this tab's own try is refused", async () => {
    showCheckout();
    expect(await screen.findByRole('checkbox', { name: 'Check out Glue Gun A' })).toBeChecked();
    // The other tab places the order; this one still shows the items and tries too.
    mockData.server = orderedElsewhere;
    mockSubmit.mockRejectedValue(
      new CombinedGraphQLErrors({
        errors: [
          new GraphQLError(
            'Already checked out or no longer open: Glue Gun A, Glue Gun B. Reload My Orders and try again.',
            { path: ['submitOrder'], extensions: { code: 'CONFLICT', reason: 'NOT_OPEN' } },
          ),
        ],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place order and get the invoice' }));

    await waitFor(() => expect(notice()).toBeInTheDocument());
    expect(notice()).toHaveTextContent(
      'Glue Gun A, Glue Gun B were checked out in another tab or window while this page was open.',
    );
    expect(screen.getByRole('link', { name: 'See your orders in My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    expect(screen.queryByText(/You have no open items/)).not.toBeInTheDocument();
  });

  it('asks again when the person comes back to the tab, and says so before anything is pressed', async () => {
    showCheckout();
    await screen.findByRole('checkbox', { name: 'Check out Glue Gun B' });
    mockData.server = [orderedElsewhere[0], openItems[1]];
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await waitFor(() =>
      expect(notice()).toHaveTextContent('Glue Gun A was checked out in another tab or window'),
    );
    // What is still open stays to check out.
    expect(screen.getByRole('checkbox', { name: 'Check out Glue Gun B' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Check out Glue Gun A' })).not.toBeInTheDocument();
  });

  it("does not take this tab's own order for one placed elsewhere", async () => {
    showCheckout();
    await screen.findByRole('checkbox', { name: 'Check out Glue Gun A' });
    let answer: (v: unknown) => void = () => undefined;
    // As Apollo does (awaitRefetchQueries): the items are read again, already on the order, before the answer comes.
    mockSubmit.mockImplementation(async () => {
      mockData.server = orderedElsewhere;
      await mockRefetch();
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Place order and get the invoice' }));
    await waitFor(() => expect(mockSubmit).toHaveBeenCalled());
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(notice()).not.toBeInTheDocument();
    await act(async () => {
      answer({
        data: {
          submitOrder: {
            purchaseOrder: {
              id: 'po9',
              orderNumber: 'SO-000009',
              invoiceNumber: 'INV-000009',
              totalCents: 20_000,
              dueAt: '2026-12-24T10:00:00.000Z',
              termsDays: 30,
            },
            approvalRequest: null,
          },
        },
      });
    });
    expect(notice()).not.toBeInTheDocument();
  });
});

describe("Checkout's Ship to on the page", () => {
  it("fills the company's own name with the location's address (a location has a label, no company name)", async () => {
    showCheckout();
    // The form starts from the last order's details.
    expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Acme Crafts Ltd');
    await userEvent.selectOptions(screen.getByLabelText('Ship to'), 'Leeds warehouse');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Northern Glue Co');
    expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('2 Dock St');
  });

  it("makes the location chosen the one the buyer's prices follow, and says the items here keep their prices", async () => {
    mockChooseShipTo.mockClear();
    showCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Ship to'), 'Leeds warehouse');
    expect(mockChooseShipTo).toHaveBeenCalledWith('l1');
    expect(await screen.findByText('You are now priced for Leeds warehouse.')).toBeInTheDocument();
    // Back to "Choose a saved location" changes neither the address nor the buyer's location.
    await userEvent.selectOptions(screen.getByLabelText('Ship to'), 'Choose a saved location');
    expect(mockChooseShipTo).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('2 Dock St');
  });

  it('shows a refused choice in words under "Ship to", the address still filled', async () => {
    mockChooseShipTo.mockClear();
    mockChooseShipTo.mockResolvedValueOnce({ problem: 'Location not found' });
    showCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Ship to'), 'Leeds warehouse');
    expect(await screen.findByText('Location not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Ship to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/You are now priced for/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('2 Dock St');
  });
});

describe("Checkout's days per line, kept in the draft", () => {
  const dayAhead = addWorkingDays(utcToday(new Date()), 20);
  const lineField = (name: string) => screen.findByLabelText(`Requested delivery date: ${name}`);

  it('a buyer who leaves and comes back finds the day asked for each line, and it is sent with the order', async () => {
    const first = renderWithApp(<CheckoutPage />, {
      auth: fakeAuth({ user: customer }),
      path: '/my-orders/checkout',
    });
    fireEvent.change(await lineField('Glue Gun B'), { target: { value: dayAhead } });
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(`checkout-draft:${customer.id}`) ?? '{}').lineDates).toEqual({
        i1: '',
        i2: dayAhead,
      }),
    );
    first.unmount();

    showCheckout();
    expect(await lineField('Glue Gun B')).toHaveValue(dayAhead);
    expect(await lineField('Glue Gun A')).toHaveValue('');
    mockSubmit.mockResolvedValue({ data: { submitOrder: { __typename: 'PurchaseOrder', id: 'po1' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Place order and get the invoice' }));
    await waitFor(() => expect(mockSubmit).toHaveBeenCalled());
    expect(mockSubmit.mock.calls[0][0].variables.lineDeliveryDates).toEqual([
      { itemId: 'i2', requestedDeliveryDate: dayAhead },
    ]);
  });
});
