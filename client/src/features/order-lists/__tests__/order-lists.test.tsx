import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { OrderPanel } from '../components/OrderPanel';
import { ListLines } from '../components/ListLines';
import { SchedulePanel } from '../components/SchedulePanel';
import { OrderOrderListMutation, UpdateOrderListMutation } from '../api/orderLists';
import { RenameList } from '../components/RenameList';

const wrap = (ui: React.ReactNode, mocks: MockLink.MockedResponse[] = []) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>{ui}</MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );

const ordered: MockLink.MockedResponse = {
  request: { query: OrderOrderListMutation, variables: { id: 'l1', phone: '+1 555 0100' } },
  result: {
    data: {
      orderOrderList: {
        __typename: 'OrderListOrderResult',
        addedCount: 1,
        refusedCount: 1,
        totalCents: 30000,
        lines: [
          {
            __typename: 'OrderListLineResult',
            productId: 'p1',
            sku: 'GG-GUN',
            productName: 'Gun',
            quantity: 300,
            added: true,
            lineTotalCents: 30000,
            reason: null,
          },
          {
            __typename: 'OrderListLineResult',
            productId: 'p2',
            sku: 'GG-STICK',
            productName: 'Sticks',
            quantity: 150,
            added: false,
            lineTotalCents: null,
            reason: 'At least 200 units per order',
          },
        ],
      },
    },
  },
};

describe('ordering a list', () => {
  it('announces, line by line, what was added to My Orders and what was not and why', async () => {
    wrap(<OrderPanel listId="l1" disabled={false} />, [ordered]);
    await userEvent.type(screen.getByLabelText(/^Contact phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Order this list' }));
    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(within(status).getByText('1 of 2 items added to My Orders.')).toBeInTheDocument(),
    );
    expect(within(status).getByText('GG-GUN: 300 units added')).toBeInTheDocument();
    expect(
      within(status).getByText('GG-STICK: 150 units not added: At least 200 units per order'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders to check out' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
  });
});

describe("a list's items", () => {
  it('refuses an empty SKU and a quantity that is not a whole number under their fields; a reader sees no form', async () => {
    const { unmount } = wrap(
      <ListLines
        listId="l1"
        lines={[{ productId: 'p1', sku: 'GG-GUN', productName: 'Gun', quantity: 300 }]}
        canEdit
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove GG-GUN' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Quantity/), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(screen.getByText('SKU or part number is required')).toBeInTheDocument());
    expect(screen.getByText('Quantity must be a whole number from 1 to 1,000,000')).toBeInTheDocument();
    unmount();
    wrap(<ListLines listId="l1" lines={[]} canEdit={false} />);
    expect(screen.queryByRole('form', { name: 'Add an item' })).toBeNull();
    expect(
      screen.getByText("Only the list's creator and your company's admins can change it."),
    ).toBeInTheDocument();
  });
});

const listAnswer = (
  name: string,
  lines: Array<{ productId: string; sku: string; quantity: number; scheduleQuantity: number | null }>,
) => ({
  data: {
    updateOrderList: {
      __typename: 'OrderList',
      id: 'l1',
      name,
      createdByEmail: 'ada@acme.test',
      canEdit: true,
      schedule: null,
      lines: lines.map((l) => ({
        __typename: 'OrderListLine',
        id: `ln-${l.productId}`,
        productName: 'Gun',
        ...l,
      })),
    },
  },
});

describe('changing a list', () => {
  it("changes one item's quantity and scheduled quantity on the first click, refusing a part quantity first, and keeps the other items", async () => {
    const lines = [
      { productId: 'p1', sku: 'GG-GUN', productName: 'Gun', quantity: 300, scheduleQuantity: null },
      { productId: 'p2', sku: 'GG-STICK', productName: 'Sticks', quantity: 200, scheduleQuantity: 400 },
    ];
    const sent = {
      id: 'l1',
      input: {
        lines: [
          { reference: 'p1', quantity: 500, scheduleQuantity: 250 },
          { reference: 'p2', quantity: 200, scheduleQuantity: 400 },
        ],
      },
    };
    const update = jest.fn(() =>
      listAnswer('Weekly', [
        { productId: 'p1', sku: 'GG-GUN', quantity: 500, scheduleQuantity: 250 },
        { productId: 'p2', sku: 'GG-STICK', quantity: 200, scheduleQuantity: 400 },
      ]),
    );
    wrap(<ListLines listId="l1" lines={lines} canEdit scheduled />, [
      { request: { query: UpdateOrderListMutation, variables: sent }, result: update },
    ]);
    expect(screen.getByRole('columnheader', { name: 'Scheduled quantity' })).toBeInTheDocument();
    expect(screen.getByText('As listed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change GG-GUN' }));
    const form = screen.getByRole('form', { name: 'Change GG-GUN' });
    expect(screen.getByRole('heading', { name: 'Change GG-GUN' })).toHaveFocus();
    const quantity = within(form).getByLabelText(/^Quantity/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '500');
    await userEvent.type(within(form).getByLabelText(/^Scheduled quantity/), '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(
      await within(form).findByText('Quantity must be a whole number from 1 to 1,000,000'),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.clear(within(form).getByLabelText(/^Scheduled quantity/));
    await userEvent.type(within(form).getByLabelText(/^Scheduled quantity/), '250');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('GG-GUN changed.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change GG-GUN' })).toBeNull();
  });

  it('renames a list and says so', async () => {
    const update = jest.fn(() => listAnswer('Monthly sticks', []));
    wrap(<RenameList listId="l1" name="Weekly" />, [
      {
        request: {
          query: UpdateOrderListMutation,
          variables: { id: 'l1', input: { name: 'Monthly sticks' } },
        },
        result: update,
      },
    ]);
    const name = screen.getByLabelText(/^List name/);
    await userEvent.clear(name);
    await userEvent.type(name, ' Monthly sticks ');
    await userEvent.click(screen.getByRole('button', { name: 'Rename list' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('List renamed to Monthly sticks.')).toBeInTheDocument();
  });
});

describe("a list's schedule", () => {
  it('shows the next run and the moves an active schedule allows; a stopped one says why', () => {
    const schedule = {
      everyWeeks: 2,
      dayOfMonth: null,
      rule: 'Every 2 weeks',
      status: 'ACTIVE',
      nextRunOn: '2026-12-10',
      endOn: null,
      stoppedReason: null,
      ownerEmail: 'b@x.test',
      contactPhone: '+1 555 0100',
      runs: [],
    };
    const { unmount } = wrap(<SchedulePanel listId="l1" schedule={schedule} canChange />);
    expect(screen.getByText('Next run: 2026-12-10')).toBeInTheDocument();
    for (const name of ['Pause', 'Skip next run', 'Remove schedule', 'Save schedule'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    unmount();
    wrap(
      <SchedulePanel
        listId="l1"
        schedule={{
          ...schedule,
          status: 'STOPPED',
          nextRunOn: null,
          stoppedReason: 'its owner is no longer a member of the company',
        }}
        canChange={false}
      />,
    );
    expect(
      screen.getByText('This schedule stopped: its owner is no longer a member of the company.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
