import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ShipDialog, openLines } from '../components/ShipDialog';
import { CreateShipmentMutation } from '../api/shipments';
import { FulfilmentWarehousesQuery } from '../api/fulfilmentQueue';
import { notifySuccess } from '../../../components/toaster';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

// An order of 600 and 100 of which 200 of the first line shipped already: 400 and 100 are open.
const order = {
  id: 'po1',
  orderNumber: 'SO-000042',
  lines: openLines(
    [
      { id: 'l1', sku: 'GG-600', productName: 'Pallet Gun', quantity: 600 },
      { id: 'l2', sku: 'GS-100', productName: 'Glue Sticks', quantity: 100 },
    ],
    [{ lines: [{ invoiceLineId: 'l1', quantity: 200 }] }],
  ),
};
const shipped = {
  data: { createShipment: { __typename: 'Shipment' as const, id: 's2', shipmentNumber: 'SO-000042-2' } },
};

const warehouses = {
  request: { query: FulfilmentWarehousesQuery },
  result: {
    data: {
      warehouses: [
        {
          __typename: 'Warehouse' as const,
          id: 'w-main',
          code: 'MAIN',
          name: 'Main warehouse',
          active: true,
        },
        {
          __typename: 'Warehouse' as const,
          id: 'w-north',
          code: 'NORTH',
          name: 'North warehouse',
          active: true,
        },
      ],
    },
  },
};

function renderDialog(mocks: any[], onClose = jest.fn()) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={[warehouses, ...mocks]}>
        <ShipDialog order={order} onClose={onClose} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return onClose;
}
const qty = (sku: string) => screen.getByLabelText(new RegExp(`^${sku}`));

beforeEach(() => jest.clearAllMocks());

describe('Ship dialog', () => {
  it('offers every line with what is still open, all of it by default', () => {
    renderDialog([]);
    expect(qty('GG-600')).toHaveValue('400');
    expect(screen.getByLabelText(/^GG-600 Pallet Gun \(400 open\)/)).toBeInTheDocument();
    expect(qty('GS-100')).toHaveValue('100');
  });

  it('sends the chosen quantities (a line at 0 left out), carrier, service and tracking, and closes when shipped', async () => {
    const variables = {
      orderId: 'po1',
      lines: [{ invoiceLineId: 'l1', quantity: 150 }],
      warehouseId: null,
      carrier: 'UPS',
      service: 'Freight',
      trackingNumber: '1Z999AA1',
      trackingUrl: null,
    };
    const onClose = renderDialog([
      { request: { query: CreateShipmentMutation, variables }, result: shipped },
    ]);
    await userEvent.clear(qty('GG-600'));
    await userEvent.type(qty('GG-600'), '150');
    await userEvent.clear(qty('GS-100'));
    await userEvent.type(qty('GS-100'), '0');
    await userEvent.type(screen.getByLabelText(/^Carrier/), 'UPS');
    await userEvent.type(screen.getByLabelText(/^Service/), 'Freight');
    await userEvent.type(screen.getByLabelText(/^Tracking number/), ' 1Z999AA1 ');
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notifySuccess).toHaveBeenCalledWith('SO-000042-2 shipped');
  });

  it('refuses more than is open, nothing at all, a missing tracking number and a link that is not https, each under its field', async () => {
    const onClose = renderDialog([]);
    await userEvent.clear(qty('GG-600'));
    await userEvent.type(qty('GG-600'), '401');
    await userEvent.type(screen.getByLabelText(/^Carrier/), 'Acme Haulage');
    await userEvent.type(screen.getByLabelText(/^Tracking link/), 'http://track.example.com/1');
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('At most 400 open on this line')).toBeInTheDocument();
    expect(screen.getByText('Tracking number is required')).toBeInTheDocument();
    expect(
      screen.getByText('Tracking link must be an https:// address (or leave it empty for a known carrier)'),
    ).toBeInTheDocument();
    await userEvent.clear(qty('GG-600'));
    await userEvent.type(qty('GG-600'), '0');
    await userEvent.clear(qty('GS-100'));
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Ship at least one unit of one line')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the warehouse picked to ship from, and shows the server's refusal (not held there) above the buttons and stays open", async () => {
    const variables = {
      orderId: 'po1',
      lines: [
        { invoiceLineId: 'l1', quantity: 400 },
        { invoiceLineId: 'l2', quantity: 100 },
      ],
      warehouseId: 'w-north',
      carrier: 'DHL',
      service: '',
      trackingNumber: 'D1',
      trackingUrl: null,
    };
    const refusal = new GraphQLError(
      'Only 200 of line 1 (GG-600) is left to ship from North warehouse on SO-000042',
      { path: ['createShipment'], extensions: { code: 'CONFLICT' } },
    );
    const onClose = renderDialog([
      { request: { query: CreateShipmentMutation, variables }, result: { errors: [refusal] } },
    ]);
    // The load leaves from the North warehouse, picked from the warehouses the shop has.
    await userEvent.selectOptions(
      await screen.findByLabelText(/^Ships from/),
      await screen.findByRole('option', { name: 'North warehouse (NORTH)' }),
    );
    await userEvent.type(screen.getByLabelText(/^Carrier/), 'DHL');
    await userEvent.type(screen.getByLabelText(/^Tracking number/), 'D1');
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 200 of line 1 (GG-600) is left to ship from North warehouse on SO-000042',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
