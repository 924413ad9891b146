/**
 * One money figure named the same way everywhere: the submitted banner, a request's page, the approver's
 * confirmation and the Pay dialog show Net, Tax and Total labelled (the tax as the server quoted it), and the ship-to.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import ApprovalRequestPage from '../components/approvals/ApprovalRequestPage';
import { SentForApprovalAlert } from '../components/approvals/SentForApprovalAlert';
import { PayDialog } from '../components/PayDialog';
import { OrderRequestQuery } from '../api/approvals';
import { LastDeliveryDetailsQuery } from '../api/lastDeliveryDetails';
import { CheckoutTaxQuoteQuery } from '../api/taxQuote';
import { MyCreditQuery } from '../api/myCredit';
import { customer, renderAt, session } from '../../../../test/renderDashboard';
import { request, submitted } from './approvalFixtures';

jest.mock('../../../components/VerifyEmailPanel', () => ({ VerifyEmailPanel: () => null }));
jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.mock('react-router-dom', () => ({
  ...jest.requireActual('react-router-dom'),
  useParams: () => ({ id: 'r1' }),
}));
jest.setTimeout(60_000);

// Checkout showed $11,574.00: $9,645.00 net and VAT 20% of $1,929.00.
const taxed = request({
  netCents: 964_500,
  taxCents: 192_900,
  totalCents: 1_157_400,
  tax: { __typename: 'TaxLine', label: 'VAT 20%' },
});
const shipTo = 'Acme Crafts Ltd, 12 Mill Road, Leeds LS1 4AP, GB';

/** The label and value of each row of a DataList inside `el`. */
const rows = (el: HTMLElement) =>
  Array.from(el.querySelectorAll('.chakra-data-list__item')).map((r) => [
    r.querySelector('.chakra-data-list__itemLabel')?.textContent,
    r.querySelector('.chakra-data-list__itemValue')?.textContent,
  ]);
const figures = [
  ['Net', '$9,645.00'],
  ['Tax (VAT 20%)', '$1,929.00'],
  ['Total', '$11,574.00'],
  ['Ship to', shipTo],
];

describe('Net, Tax and Total, labelled, with the ship-to', () => {
  it('on the banner after submitting for approval', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <SentForApprovalAlert
            sent={{
              id: 'r1',
              requestNumber: 'AR-000001',
              waitingFor: ['COMPANY_ADMIN'],
              shipTo: taxed.shipTo,
              figures: { netCents: 964_500, taxCents: 192_900, totalCents: 1_157_400, taxLabel: 'VAT 20%' },
            }}
          />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const status = screen.getByRole('status', { name: 'Order request AR-000001 sent for approval' });
    expect(rows(status)).toEqual(figures);
  });

  it("on the request page and in the approver's confirmation", async () => {
    renderAt(<ApprovalRequestPage />, {
      path: '/dashboard/order-request/r1',
      auth: session(customer),
      mocks: [
        {
          request: { query: OrderRequestQuery, variables: { id: 'r1' } },
          maxUsageCount: 5,
          result: {
            data: {
              me: {
                __typename: 'User' as const,
                id: 'me',
                email: 'ada@acme.test',
                companyRole: 'COMPANY_ADMIN',
              },
              orderRequest: { ...taxed, priceChanges: [], events: [submitted] },
            },
          },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Order request AR-000001', level: 1 });
    const summary = rows(document.body);
    for (const row of figures) expect(summary).toContainEqual(row);
    await userEvent.click(screen.getByRole('button', { name: 'Approve AR-000001' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve AR-000001?' });
    expect(dialog).toHaveTextContent('The order is placed now for $11,574.00 (tax included)');
    expect(rows(dialog)).toEqual(figures);
  });

  it("in the Pay dialog: the server's quote for the latest delivery address", async () => {
    const address = {
      companyName: 'Acme Crafts Ltd',
      addressLine1: '12 Mill Road',
      addressLine2: null,
      city: 'Leeds',
      region: null,
      postalCode: 'LS1 4AP',
      country: 'GB',
      contactPhone: '+44 113 496 0000',
    };
    const mocks = [
      {
        request: { query: MyCreditQuery },
        result: {
          data: {
            myCredit: {
              __typename: 'Credit' as const,
              limitCents: 5_000_000,
              openCents: 0,
              availableCents: 5_000_000,
              termsDays: 30,
              onHold: false,
              overdueCount: 0,
              overdueCents: 0,
            },
          },
        },
      },
      {
        request: { query: LastDeliveryDetailsQuery },
        result: {
          data: { myPurchaseOrders: [{ __typename: 'PurchaseOrder' as const, id: 'po1', ...address }] },
        },
      },
      {
        request: {
          query: CheckoutTaxQuoteQuery,
          variables: { itemIds: ['i1'], country: 'GB', region: null },
        },
        result: {
          data: {
            checkoutTaxQuote: {
              __typename: 'TaxQuote' as const,
              subtotalCents: 964_500,
              totalCents: 1_157_400,
              freightCents: 0,
              freightPending: false,
              shippingMethodName: null,
              freightNote: null,
              tax: {
                __typename: 'TaxLine' as const,
                taxCents: 192_900,
                label: 'VAT 20%',
                exemptionCertificate: null,
              },
            },
          },
        },
      },
    ];
    render(
      <ChakraProvider value={defaultSystem}>
        <MockedProvider mocks={mocks}>
          <MemoryRouter>
            <PayDialog
              open
              item={{
                id: 'i1',
                productName: 'Hot Melt Pro',
                quantity: 100,
                unitPriceCents: 9_645,
                totalCents: 964_500,
              }}
              onClose={() => {}}
              onPay={async () => {}}
            />
          </MemoryRouter>
        </MockedProvider>
      </ChakraProvider>,
    );
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByText('$11,574.00');
    expect(rows(dialog)).toEqual(figures);
  });
});
