/** My company → Send an EDI file: shown to ordering members of a company set up for EDI; the answer in words, the 997 downloadable. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { SendEdiFile } from '../components/SendEdiFile';
import { SendEdiInterchangeMutation } from '../api/ediUpload';
import MyCompanyPage from '../components/MyCompanyPage';
import { MyCompanyQuery } from '../api/myCompany';
import { MyInvitationsQuery, INVITATIONS_PAGE } from '../api/invitations';
import { MyPartNumbersQuery, PART_NUMBERS_PAGE } from '../api/partNumbers';
import { connectionPage } from '../../../../test/connectionPage';
import { edi, myCompany } from './fixtures';

const X850 =
  'ISA*00*          *00*          *ZZ*ACMEBUYER      *ZZ*GLUEGUNSHOP    *261129*0830*U*00401*000004711*0*T*>~IEA*1*000004711~';
const ACK = 'ISA*00*...~AK1*PO*4711~AK9*P*2*2*1~';
// jsdom has no Blob.arrayBuffer (reading a chosen file).
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(this);
  });
};

function renderUpload(mocks: MockLink.MockedResponse[]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <SendEdiFile sender="ZZ:ACMEBUYER" />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

it('sends a chosen file and says what it became: the order made (linked), the change request answered, the refusal and its reason, the 997 and 865 to download', async () => {
  const created = jest.fn(() => 'blob:997');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  renderUpload([
    {
      request: { query: SendEdiInterchangeMutation, variables: { text: X850 } },
      result: {
        data: {
          ediInbound: {
            __typename: 'EdiInboundResult',
            accepted: 2,
            interchange: '4711',
            acknowledgement: ACK,
            interchangeAcknowledgement: null,
            orders: [
              {
                __typename: 'EdiOrderMade',
                transactionSet: '0001',
                poNumber: 'PO-88231',
                purchaseOrderId: 'po1',
                orderNumber: 'SO-000042',
                approvalRequestId: null,
              },
            ],
            changes: [
              {
                __typename: 'EdiChangeMade',
                transactionSet: '0003',
                poNumber: 'PO-88100',
                cancellation: false,
                taken: 2,
                refused: 1,
                reasons: ['POC 1 QD: please add 100+ itms becouse its wholesale market'],
                acknowledgement: ACK,
              },
            ],
            refusals: [
              {
                __typename: 'EdiRefusal',
                transactionSet: '0002',
                poNumber: 'PO-88232',
                reason: 'Line 1: GG-NOPE is not an item of the shop',
              },
            ],
            acknowledged: [],
          },
        },
      },
    },
  ]);
  expect(screen.getByText(/from your company's EDI sender ZZ:ACMEBUYER/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Choose a file or paste the interchange first.')).toBeInTheDocument();
  await userEvent.upload(
    screen.getByLabelText('Choose a file', { selector: 'input' }),
    new File([X850], 'acme.edi', { type: 'application/edi-x12' }),
  );
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'The interchange (ISA to IEA)' })).toHaveValue(X850),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const said = await screen.findByText('1 order made · 1 change request answered · 1 purchase order refused');
  expect(said.closest('[role="status"]')).not.toBeNull();
  const orders = screen.getByRole('list', { name: 'Orders made' });
  expect(within(orders).getByRole('link', { name: 'SO-000042' })).toHaveAttribute(
    'href',
    '/my-orders/invoices/po1',
  );
  expect(within(orders).getByText(/Your PO PO-88231/)).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Purchase orders refused' })).getByText(
      'PO PO-88232: Line 1: GG-NOPE is not an item of the shop',
    ),
  ).toBeInTheDocument();
  const changes = screen.getByRole('list', { name: 'Change requests answered' });
  expect(within(changes).getByText(/Your PO PO-88100: 2 changes made, 1 refused/)).toBeInTheDocument();
  expect(
    within(changes).getByText('POC 1 QD: please add 100+ itms becouse its wholesale market'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download the 997' }));
  await userEvent.click(within(changes).getByRole('button', { name: 'Download the 865 for PO PO-88100' }));
  expect(created).toHaveBeenCalledTimes(2);
});

it("a file of 997s says which of the shop's documents it acknowledged and how, with no 997 to download", async () => {
  const X997 =
    'ISA*00*          *00*          *ZZ*ACMEBUYER      *ZZ*GLUEGUNSHOP    *261129*0900*U*00401*000009001*0*T*>~GS*FA*...~IEA*1*000009001~';
  renderUpload([
    {
      request: { query: SendEdiInterchangeMutation, variables: { text: X997 } },
      result: {
        data: {
          ediInbound: {
            __typename: 'EdiInboundResult',
            accepted: 1,
            interchange: '9001',
            acknowledgement: null,
            interchangeAcknowledgement: null,
            orders: [],
            changes: [],
            refusals: [
              {
                __typename: 'EdiRefusal',
                transactionSet: '0002',
                poNumber: null,
                reason: '997 0002 was not taken: no 810 was sent to you with group control number 12',
              },
            ],
            acknowledged: [
              {
                __typename: 'EdiAcknowledged',
                transactionSet: '0001',
                kind: '855',
                groupControl: '7',
                status: 'REJECTED',
              },
            ],
          },
        },
      },
    },
  ]);
  await userEvent.click(screen.getByRole('textbox', { name: 'The interchange (ISA to IEA)' }));
  await userEvent.paste(X997);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('1 document acknowledged · 1 acknowledgement refused')).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Documents your 997 acknowledged' })).getByText(
      'Our 855 with control number 7: Rejected',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Set 0002: 997 0002 was not taken: no 810 was sent to you with group control number 12'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download the 997' })).toBeNull();
});

it('a file the server refuses whole (another sender, a replay) is said under the text, nothing else shown', async () => {
  renderUpload([
    {
      request: { query: SendEdiInterchangeMutation, variables: { text: X850 } },
      result: {
        errors: [
          new GraphQLError('Interchange 4711 from ZZ:ACMEBUYER was already received', {
            path: ['ediInbound'],
            extensions: { code: 'CONFLICT' },
          }),
        ],
      },
    },
  ]);
  await userEvent.click(screen.getByRole('textbox', { name: 'The interchange (ISA to IEA)' }));
  await userEvent.paste(X850);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(
    await screen.findByText('Interchange 4711 from ZZ:ACMEBUYER was already received'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Orders made' })).toBeNull();
});

it.each([
  ['a buyer of a company set up for EDI', 'BUYER', edi, true],
  ['accounts payable, who orders nothing', 'ACCOUNTS_PAYABLE', edi, false],
  ['a buyer of a company whose EDI is off', 'BUYER', { ...edi, enabled: false }, false],
  ['a buyer of a company not set up', 'BUYER', null, false],
] as const)('My company offers Send an EDI file to %s: %s', async (_who, role, setUp, shown) => {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider
        mocks={[
          {
            request: { query: MyCompanyQuery },
            result: { data: myCompany('u9', role, setUp) },
            maxUsageCount: 10,
          },
          connectionPage(
            MyInvitationsQuery,
            { first: INVITATIONS_PAGE, after: null },
            'myInvitationConnection',
            'MyInvitationConnection',
            [],
            { maxUsageCount: 10 },
          ),
          connectionPage(
            MyPartNumbersQuery,
            { first: PART_NUMBERS_PAGE, after: null, search: null },
            'myPartNumberConnection',
            'CustomerPartNumberConnection',
            [],
            { extra: { totalCount: 0 }, maxUsageCount: 10 },
          ),
        ]}
      >
        <MemoryRouter>
          <MyCompanyPage />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
  expect(await screen.findByText('Leeds warehouse')).toBeInTheDocument();
  expect(Boolean(screen.queryByRole('heading', { name: 'Send an EDI file' }))).toBe(shown);
});
