/** Dashboard → EDI: the trading partners and their set-up form, the documents by kind, one opened as its segments with a download. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import EdiPage from '../components/EdiPage';
import {
  EdiCompanyChoicesQuery,
  EdiDocumentsQuery,
  EdiPartnersQuery,
  SaveEdiPartnerMutation,
} from '../api/edi';
import { renderAt } from '../../../../test/renderDashboard';

const acme = {
  __typename: 'EdiPartner' as const,
  id: 'p1',
  companyId: 'c1',
  companyName: 'Acme',
  qualifier: 'ZZ',
  senderId: 'ACMEBUYER',
  enabled: true,
  functionalAck: '997',
  updatedAt: '2026-11-29T08:00:00Z',
};
const bolt = {
  ...acme,
  id: 'p2',
  companyId: 'c2',
  companyName: 'Bolt Ltd',
  qualifier: '01',
  senderId: 'BOLT 1',
};
const X850 =
  'ISA*00*          *00*          *ZZ*ACMEBUYER      *ZZ*GLUEGUNSHOP    *261129*0830*U*00401*000004711*0*T*>~\nGS*PO*ACMEBUYER*GLUEGUNSHOP*20261129*0830*4711*X*004010~\nST*850*0001~BEG*00*SA*PO-88231**20261129~SE*3*0001~GE*1*4711~IEA*1*000004711~';
const doc = (id: string, kind: string, direction: string, extra: object = {}) => ({
  __typename: 'EdiDocument' as const,
  id,
  kind,
  direction,
  sender: 'ZZ:ACMEBUYER',
  controlNumber: id === 'd850' ? '4711' : `90${id.length}`,
  companyId: 'c1',
  companyName: 'Acme',
  purchaseOrderId: 'po1',
  orderNumber: 'SO-000042',
  approvalRequestId: null,
  createdAt: '2026-11-29T08:31:00Z',
  content: X850,
  ...extra,
});
const documents = (kind: string | null, rows: unknown[], companyId: string | null = null) => ({
  request: { query: EdiDocumentsQuery, variables: { companyId, kind, take: 100 } },
  result: { data: { ediDocuments: rows } },
});
const partners = (rows: unknown[]) => ({
  request: { query: EdiPartnersQuery },
  result: { data: { ediPartners: rows } },
});

it('lists the partners and the documents newest first; a kind filter asks again; a row opens as its segments with a download', async () => {
  const created = jest.fn(() => 'blob:edi');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  renderAt(<EdiPage />, {
    path: '/dashboard/edi',
    mocks: [
      partners([acme]),
      documents(null, [
        doc('d997', '997', 'OUT', { purchaseOrderId: null, orderNumber: null }),
        doc('d850', '850', 'IN'),
      ]),
      documents('850', [doc('d850', '850', 'IN')]),
    ],
  });
  const table = await screen.findByRole('table', { name: 'Companies set up for EDI' });
  expect(within(table).getByRole('row', { name: /Acme ZZ ACMEBUYER 997 On/ })).toBeInTheDocument();
  const docs = await screen.findByRole('table', { name: 'EDI documents, newest first' });
  const rows = within(docs).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringMatching(/^997 Functional acknowledgementSent.*Acme—/),
    expect.stringMatching(/^850 Purchase orderReceived4711AcmeSO-000042/),
  ]);
  expect(within(rows[1]).getByRole('link', { name: 'SO-000042' })).toHaveAttribute(
    'href',
    '/my-orders/invoices/po1',
  );
  expect(screen.getByText('2 documents').closest('[role="status"]')).not.toBeNull();

  await userEvent.selectOptions(screen.getByLabelText('Kind'), '850 Purchase order');
  await waitFor(() =>
    expect(
      within(screen.getByRole('table', { name: 'EDI documents, newest first' })).getAllByRole('row'),
    ).toHaveLength(2),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open 850 Purchase order 4711' }));
  const dialog = await screen.findByRole('dialog', { name: '850 Purchase order · control number 4711' });
  const segments = within(dialog).getByRole('region', { name: 'Segments, one a line' });
  expect(segments.textContent!.split('\n')).toEqual([
    expect.stringMatching(/^ISA\*00\*.*\*>~$/),
    'GS*PO*ACMEBUYER*GLUEGUNSHOP*20261129*0830*4711*X*004010~',
    'ST*850*0001~',
    'BEG*00*SA*PO-88231**20261129~',
    'SE*3*0001~',
    'GE*1*4711~',
    'IEA*1*000004711~',
  ]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
  expect(created).toHaveBeenCalledTimes(1);
});

it('sets a company up for EDI, found by name; a sender the server refuses is said; the saved set-up is announced', async () => {
  renderAt(<EdiPage />, {
    path: '/dashboard/edi',
    mocks: [
      partners([]),
      documents(null, []),
      {
        request: { query: EdiCompanyChoicesQuery, variables: { search: 'Bolt', first: 10 } },
        result: {
          data: {
            companyConnection: {
              __typename: 'CompanyConnection',
              nodes: [{ __typename: 'Company', id: 'c2', name: 'Bolt Ltd' }],
            },
          },
        },
      },
      {
        request: {
          query: SaveEdiPartnerMutation,
          variables: {
            companyId: 'c2',
            qualifier: '01',
            senderId: 'BOLT 1',
            enabled: true,
            functionalAck: '997',
          },
        },
        result: {
          errors: [
            new GraphQLError('Another company is already set up with this ISA sender', {
              path: ['saveEdiPartner'],
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
      {
        request: {
          query: SaveEdiPartnerMutation,
          variables: {
            companyId: 'c2',
            qualifier: '01',
            senderId: 'BOLT 2',
            enabled: true,
            functionalAck: '999',
          },
        },
        result: { data: { saveEdiPartner: { ...bolt, senderId: 'BOLT 2', functionalAck: '999' } } },
      },
      partners([{ ...bolt, senderId: 'BOLT 2', functionalAck: '999' }]),
    ],
  });
  expect(await screen.findByText('No company is set up for EDI yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Set a company up for EDI' }));
  const form = screen.getByRole('form', { name: 'Set a company up for EDI' });
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Choose a company')).toBeInTheDocument();
  await userEvent.type(
    within(form).getByRole('searchbox', { name: 'Find a company by name' }),
    'Bolt{Enter}',
  );
  // The company list is there before the search answers: wait for the company found, not for the list.
  await within(form).findByRole('option', { name: 'Bolt Ltd' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Company/ }), 'Bolt Ltd');
  const qualifier = within(form).getByRole('textbox', { name: /ISA qualifier/ });
  await userEvent.clear(qualifier);
  await userEvent.type(qualifier, '01');
  await userEvent.type(within(form).getByRole('textbox', { name: /ISA sender id/ }), 'BOLT 1');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(
    await within(form).findByText('Another company is already set up with this ISA sender'),
  ).toBeInTheDocument();
  const sender = within(form).getByRole('textbox', { name: /ISA sender id/ });
  await userEvent.clear(sender);
  await userEvent.type(sender, 'BOLT 2');
  await userEvent.selectOptions(
    within(form).getByRole('combobox', { name: 'Acknowledgement' }),
    '999 implementation acknowledgement',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  const said = await screen.findByText('Bolt Ltd is set up for EDI as 01:BOLT 2.');
  expect(said.closest('[role="status"]')).not.toBeNull();
  expect(await screen.findByRole('row', { name: /Bolt Ltd 01 BOLT 2 999 On/ })).toBeInTheDocument();
});
