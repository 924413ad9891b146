/** The admin's purchase-order row: "Customer PO", and Cancel only where it would go through. */
import { render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { PurchaseOrderRow, type AdminPurchaseOrder } from '../components/PurchaseOrderRow';

const base = {
  __typename: 'PurchaseOrder',
  id: 'po1',
  orderNumber: 'SO-000042',
  invoiceNumber: 'INV-000042',
  poNumber: 'ACME-PO-7',
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.test',
  companyName: 'Acme',
  companyId: 'c1',
  billToName: 'Acme Crafts Holdings Ltd',
  billToTaxId: 'GB123',
  issuedAt: '2026-11-20T10:00:00Z',
  dueAt: '2026-12-20T10:00:00Z',
  totalCents: 50_000,
  paidCents: 0,
  balanceCents: 50_000,
  paymentStatus: 'AWAITING_PAYMENT',
  daysOverdue: 0,
  fulfilmentStatus: 'UNFULFILLED',
  nextFulfilment: ['SHIPPED', 'CANCELLED'],
  lines: [],
  payments: [],
  shipments: [],
} as unknown as AdminPurchaseOrder;

function renderRow(po: AdminPurchaseOrder) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <ul>
          <PurchaseOrderRow po={po} busy={false} onMove={jest.fn()} onRecordPayment={jest.fn()} />
        </ul>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('Purchase order row (admin)', () => {
  it('labels the customer\'s reference "Customer PO", never "Your PO"', () => {
    renderRow(base);
    expect(screen.getByText('Customer PO')).toBeInTheDocument();
    expect(screen.getByText('ACME-PO-7')).toBeInTheDocument();
    expect(screen.queryByText(/Your PO/)).not.toBeInTheDocument();
  });

  it("shows the order's buyer reference under the customer's PO, and none when it is only that PO number", () => {
    renderRow({ ...base, buyerReference: '991-33333TEST-33' } as AdminPurchaseOrder);
    expect(screen.getByText('Buyer reference: 991-33333TEST-33')).toBeInTheDocument();
    expect(screen.queryByText(/Your reference/)).not.toBeInTheDocument();
  });

  it.each([null, 'ACME-PO-7', 'SO-000042'])('shows no buyer reference when it is %p', (buyerReference) => {
    renderRow({ ...base, buyerReference } as AdminPurchaseOrder);
    expect(screen.getByText('ACME-PO-7')).toBeInTheDocument();
    expect(screen.queryByText(/Buyer reference/)).not.toBeInTheDocument();
  });

  it('offers Cancel on an unpaid, unfulfilled order', () => {
    renderRow(base);
    expect(screen.getByRole('button', { name: /^Cancel order: SO-000042/ })).toBeInTheDocument();
  });

  it('offers no Cancel once a payment is recorded (the server would refuse it)', () => {
    renderRow({ ...base, paidCents: 10_000, balanceCents: 40_000 } as AdminPurchaseOrder);
    expect(screen.queryByRole('button', { name: /^Cancel order/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Ship: SO-000042/ })).toBeInTheDocument();
  });

  it('on a partly shipped order, even paid, offers to cancel only the rest, shows its shipments and a New shipment for what is open', () => {
    const shipment = {
      id: 's1',
      shipmentNumber: 'SO-000042-1',
      carrier: 'UPS',
      service: 'Ground',
      trackingNumber: '1Z9',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z9',
      shippedAt: '2026-11-21T10:00:00Z',
      deliveredAt: null,
      lines: [{ invoiceLineId: 'l1', sku: 'GG-600', productName: 'Pallet Gun', quantity: 400 }],
    };
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <ul>
            <PurchaseOrderRow
              po={
                {
                  ...base,
                  fulfilmentStatus: 'PARTLY_SHIPPED',
                  paidCents: 10_000,
                  balanceCents: 40_000,
                  shipments: [shipment],
                } as unknown as AdminPurchaseOrder
              }
              busy={false}
              onMove={jest.fn()}
              onRecordPayment={jest.fn()}
              onShip={jest.fn()}
              onDelivered={jest.fn()}
            />
          </ul>
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cancel the rest: SO-000042' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New shipment: SO-000042' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Shipments: SO-000042' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: "Track shipment SO-000042-1 (opens the carrier's page)" }),
    ).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z9');
    expect(screen.getByText('400 × GG-600 Pallet Gun')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark delivered: SO-000042-1' })).toBeInTheDocument();
  });
});
