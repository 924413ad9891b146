/**
 * The web invoice prints the seller and the "Pay to" block the server sends:
 * the same name, address lines and e-mail in the PDF's order, the bank details, and the invoice's RF reference.
 */
import { screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import PurchaseOrderInvoicePage from '../components/PurchaseOrderInvoicePage';
import { PurchaseOrderQuery } from '../api/purchaseOrder';
import { customer, fakeAuth, renderWithApp } from '../../../../test/render';

const purchaseOrder = {
  __typename: 'PurchaseOrder' as const,
  id: 'po1',
  orderNumber: 'SO-000123',
  invoiceNumber: 'INV-000123',
  poNumber: null as string | null,
  buyerReference: null as string | null,
  buyerName: 'Ada Buyer',
  buyerEmail: 'ada@acme.example',
  companyName: '株式会社グルーガン',
  billToName: 'Acme Crafts Holdings Ltd',
  billToTaxId: 'GB123456789',
  billToAddress: ['7 Mill Lane', 'Leeds, LS1 4AP', 'GB'],
  orderedBy: 'Ada Buyer',
  addressLine1: '1 Road',
  addressLine2: null,
  city: 'Tokyo',
  region: null,
  postalCode: '101-0054',
  country: 'JP',
  shipToLocationId: null as string | null,
  shipToLocationLabel: null as string | null,
  contactPhone: '+81 3 1234 5678',
  notes: null,
  issuedAt: '2026-03-02T10:00:00.000Z',
  dueAt: '2026-04-01T10:00:00.000Z',
  termsDays: 30,
  subtotalCents: 129_900,
  taxCents: 0,
  tax: {
    __typename: 'TaxLine' as const,
    label: null as string | null,
    exemptionCertificate: null as string | null,
  },
  totalCents: 129_900,
  creditedCents: 0,
  paidCents: 0,
  receivedCents: 0,
  givenBackCents: 0,
  balanceCents: 129_900,
  paymentStatus: 'AWAITING_PAYMENT' as const,
  daysOverdue: 0,
  fulfilmentStatus: 'UNFULFILLED' as const,
  lines: [
    {
      __typename: 'InvoiceLine' as const,
      id: 'l1',
      productName: 'Glue gun',
      sku: 'GG-1',
      customerPartNumber: 'ACME-4471',
      quantity: 100,
      unitPriceCents: 1299,
      lineTotalCents: 129_900,
      backorderedQuantity: 0,
      backorderText: null,
    },
  ],
  payments: [],
  seller: {
    __typename: 'InvoiceSeller' as const,
    name: 'Glue Gun Wholesale Ltd',
    addressLines: ['12 Hot Melt Road', 'Springfield, IL 62701', 'United States'],
    email: 'accounts@gluegun.example',
    taxId: null as string | null,
  },
  remittance: {
    __typename: 'InvoiceRemittance' as const,
    accountName: 'Glue Gun Wholesale Ltd',
    bankName: 'First Adhesive Bank',
    iban: 'GB82WEST12345698765432',
    bic: 'WESTGB2L',
    routingNumber: null,
    accountNumber: null,
    instructions: 'Pay by bank transfer within the terms.',
    paymentReference: 'RF73 INV000123',
  },
};

function renderInvoice(over: Partial<typeof purchaseOrder> = {}, auth = fakeAuth({ user: customer })) {
  const mocks = [
    {
      request: { query: PurchaseOrderQuery, variables: { id: 'po1' } },
      result: { data: { purchaseOrder: { ...purchaseOrder, ...over } } },
    },
  ];
  renderWithApp(
    <MockedProvider mocks={mocks}>
      <PurchaseOrderInvoicePage />
    </MockedProvider>,
    {
      auth,
      path: '/my-orders/invoices/po1',
      route: '/my-orders/invoices/:purchaseOrderId',
    },
  );
}

jest.setTimeout(30_000);

describe('Purchase order invoice page', () => {
  it('shows the buyer reference frozen on the order as "Your reference" to the buyer, as "Buyer reference" to the shop', async () => {
    renderInvoice({ poNumber: 'PO-77', buyerReference: '04011000-1234512345-06' });
    expect(await screen.findByText('Your PO number:')).toBeInTheDocument();
    expect(screen.getByText('Your reference:').parentElement).toHaveTextContent(
      /^Your reference: 04011000-1234512345-06$/,
    );
    expect(screen.queryByText(/Buyer reference/)).not.toBeInTheDocument();
  });

  it('names the reference "Buyer reference" for a shop admin', async () => {
    renderInvoice(
      { buyerReference: '04011000-1234512345-06' },
      fakeAuth({ user: { ...customer, role: 'ADMIN' }, isAdmin: true }),
    );
    expect(await screen.findByText('Buyer reference:')).toBeInTheDocument();
    expect(screen.getByText('Buyer reference:').parentElement).toHaveTextContent(
      /^Buyer reference: 04011000-1234512345-06$/,
    );
    expect(screen.queryByText(/Your reference/)).not.toBeInTheDocument();
  });

  it.each([
    ['none', { buyerReference: null }],
    ['the PO number it fell back to', { poNumber: 'PO-77', buyerReference: 'PO-77' }],
    ['the order number it fell back to', { buyerReference: 'SO-000123' }],
  ])('shows no reference line when the order has %s', async (_what, over) => {
    renderInvoice(over);
    expect(await screen.findByText('Order number:')).toBeInTheDocument();
    expect(screen.queryByText(/Your reference|Buyer reference/)).not.toBeInTheDocument();
  });

  it('shows the configured seller (name, address lines, e-mail, in that order) instead of a fixed name', async () => {
    renderInvoice();
    const from = (await screen.findByRole('heading', { name: 'From' })).parentElement!;
    expect([...from.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Glue Gun Wholesale Ltd',
      '12 Hot Melt Road',
      'Springfield, IL 62701',
      'United States',
      'accounts@gluegun.example',
    ]);
    expect(screen.queryByText('GlueGun Wholesale')).not.toBeInTheDocument();
  });

  it('offers the invoice as UBL, CII, Factur-X and XRechnung e-invoices beside the PDF', async () => {
    renderInvoice();
    const group = await screen.findByRole('group', { name: 'E-invoice of INV-000123' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-label')]),
    ).toEqual([
      ['UBL', 'Download INV-000123 as a UBL e-invoice'],
      ['CII', 'Download INV-000123 as a CII e-invoice'],
      ['Factur-X', 'Download INV-000123 as a Factur-X e-invoice'],
      ['XRechnung UBL', 'Download INV-000123 as an XRechnung (UBL) e-invoice'],
      ['XRechnung CII', 'Download INV-000123 as an XRechnung (CII) e-invoice'],
    ]);
  });

  it("shows the company's own part number, frozen on the invoice, under the product", async () => {
    renderInvoice();
    expect(await screen.findByText('Your part no. ACME-4471')).toBeInTheDocument();
  });

  it('bills the buying company by its legal name, billing address and tax id, then who ordered, e-mail and phone', async () => {
    renderInvoice();
    const billTo = (await screen.findByRole('heading', { name: 'Bill to' })).parentElement!;
    expect([...billTo.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Acme Crafts Holdings Ltd',
      '7 Mill Lane',
      'Leeds, LS1 4AP',
      'GB',
      'Tax ID: GB123456789',
      'Ordered by: Ada Buyer',
      'ada@acme.example',
      '+81 3 1234 5678',
    ]);
  });

  it('names the company location the order shipped to and was priced for under "Deliver to", as it was when placed', async () => {
    renderInvoice({ shipToLocationId: 'loc1', shipToLocationLabel: 'Tokyo depot' });
    const deliverTo = (await screen.findByRole('heading', { name: 'Deliver to' })).parentElement!;
    expect([...deliverTo.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '株式会社グルーガン',
      '1 Road',
      '101-0054 Tokyo',
      'Japan',
      'Company location: Tokyo depot',
    ]);
  });

  it("shows where to pay with the invoice's RF reference, and asks for that reference in the terms", async () => {
    renderInvoice();
    const payTo = await screen.findByRole('region', { name: 'Pay to' });
    expect(within(payTo).getByText('Pay by bank transfer within the terms.')).toBeInTheDocument();
    const pairs = [...payTo.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Account name', 'Glue Gun Wholesale Ltd'],
      ['Bank', 'First Adhesive Bank'],
      ['IBAN', 'GB82 WEST 1234 5698 7654 32'],
      ['BIC', 'WESTGB2L'],
      ['Reference', 'RF73 INV000123'],
    ]);
    expect(
      screen.getByText(/Payment terms: net 30 days\. Please pay by .+, quoting RF73 INV000123\./),
    ).toBeInTheDocument();
  });

  it('prints the tax line frozen on the order between subtotal and total, and no tax line when none applied', async () => {
    renderInvoice({
      taxCents: 25_980,
      totalCents: 155_880,
      balanceCents: 155_880,
      tax: { __typename: 'TaxLine', label: 'VAT 20%', exemptionCertificate: null },
    });
    const table = await screen.findByRole('table', { name: 'Invoice INV-000123' });
    const rows = [...table.querySelectorAll('tfoot tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent).filter(Boolean),
    );
    expect(rows.slice(0, 3)).toEqual([
      ['Net', '$1,299.00'],
      ['Tax (VAT 20%)', '$259.80'],
      ['Total', '$1,558.80'],
    ]);
  });

  it('says the order was tax exempt, with the certificate, when an exemption kept tax off', async () => {
    renderInvoice({ tax: { __typename: 'TaxLine', label: null, exemptionCertificate: 'EX-2026-001' } });
    expect(await screen.findByText('Tax exempt: certificate EX-2026-001')).toBeInTheDocument();
    expect(screen.queryByText(/^Tax \(/)).not.toBeInTheDocument();
  });

  it("prints the seller's VAT number under its address when one is configured", async () => {
    renderInvoice({ seller: { ...purchaseOrder.seller, taxId: 'GB 123 4567 89' } });
    const from = (await screen.findByRole('heading', { name: 'From' })).parentElement!;
    expect([...from.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Glue Gun Wholesale Ltd',
      '12 Hot Melt Road',
      'Springfield, IL 62701',
      'United States',
      'Tax ID: GB 123 4567 89',
      'accounts@gluegun.example',
    ]);
  });

  it('after a credit note and a part payment: Net, Tax, Total, Credited, Paid, Balance, and still asks to be paid', async () => {
    renderInvoice({
      subtotalCents: 70_000,
      taxCents: 14_000,
      totalCents: 84_000,
      creditedCents: 13_200,
      paidCents: 30_000,
      receivedCents: 30_000,
      balanceCents: 40_800,
      tax: { __typename: 'TaxLine', label: 'VAT 20%', exemptionCertificate: null },
    });
    const table = await screen.findByRole('table', { name: 'Invoice INV-000123' });
    const rows = [...table.querySelectorAll('tfoot tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent).filter(Boolean),
    );
    expect(rows).toEqual([
      ['Net', '$700.00'],
      ['Tax (VAT 20%)', '$140.00'],
      ['Total', '$840.00'],
      ['Credited', '$132.00'],
      ['Paid', '$300.00'],
      ['Balance', '$408.00'],
    ]);
    expect(screen.getByText(/Please pay by/)).toBeInTheDocument();
  });

  it('a paid invoice credited afterwards: Paid is what was received, what was given back is shown, and nothing asks to be paid', async () => {
    renderInvoice({
      totalCents: 129_900,
      creditedCents: 1_500,
      paidCents: 128_400,
      receivedCents: 129_900,
      givenBackCents: 1_500,
      balanceCents: 0,
      paymentStatus: 'PAID' as never,
    });
    const table = await screen.findByRole('table', { name: 'Invoice INV-000123' });
    const rows = [...table.querySelectorAll('tfoot tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent).filter(Boolean),
    );
    expect(rows.slice(2)).toEqual([
      ['Credited', '$15.00'],
      ['Paid', '$1,299.00'],
      ['Given back (refund or credit)', '$15.00'],
      ['Balance', '$0.00'],
    ]);
    expect(screen.queryByText(/Please pay/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay to' })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing is owed on this invoice: it is settled.')).toBeInTheDocument();
  });
});
