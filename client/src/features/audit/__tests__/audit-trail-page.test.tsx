/**
 * Dashboard → Audit trail: the newest records with who, what and the changed values before → after (a secret named,
 * never shown); a filter narrows the list (days as whole UTC days, the last one included); "Load more" reads on;
 * the CSV download asks for the same filter.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../../test/renderDashboard';
import AuditTrailPage from '../components/AuditTrailPage';
import { AUDIT_PAGE, AuditTrailQuery } from '../api/auditTrail';

jest.setTimeout(60_000);

const record = (id: string, extra: object = {}) => ({
  __typename: 'AuditRecord' as const,
  id,
  createdAt: '2026-11-28T10:15:00.000Z',
  actorType: 'USER',
  userId: 'a1',
  userEmail: 'owner@gluegun.test',
  apiKeyId: null,
  actorRole: 'ADMIN',
  ip: '203.0.113.9',
  requestId: 'req-1',
  operation: 'updateProduct',
  entityType: 'Product',
  entityId: 'p1',
  action: 'UPDATE',
  changed: ['priceCents', 'updatedAt', 'version'],
  before: JSON.stringify({ priceCents: 1000, name: 'Gun' }),
  after: JSON.stringify({ priceCents: 1250, name: 'Gun' }),
  ...extra,
});
const page = (nodes: unknown[], next: string | null, total = nodes.length) => ({
  data: {
    auditTrail: {
      __typename: 'AuditRecordConnection',
      totalCount: total,
      pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
      nodes,
    },
  },
});
const NONE = { who: null, entityType: null, entityId: null, operation: null, from: null, to: null };
const asked = (filter: object, after: string | null, result: object) => ({
  request: {
    query: AuditTrailQuery,
    variables: { filter: { ...NONE, ...filter }, first: AUDIT_PAGE, after },
  },
  result,
});

describe('Dashboard: Audit trail', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue({ ok: true, blob: async () => new Blob(['x']) });
    (global as unknown as { fetch: unknown }).fetch = fetchMock;
    (URL as unknown as { createObjectURL: unknown }).createObjectURL = jest.fn(() => 'blob:x');
    (URL as unknown as { revokeObjectURL: unknown }).revokeObjectURL = jest.fn();
    // The saved file's link click would navigate, which jsdom does not do.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows who changed what with the values before and after, filters, reads on and downloads the filter as CSV', async () => {
    const rotated = record('r2', {
      entityType: 'WebhookEndpoint',
      entityId: 'w1',
      operation: 'rotateWebhookSecret',
      changed: ['previousSecret', 'secret', 'secretRotatedAt'],
      before: JSON.stringify({ secretRotatedAt: null }),
      after: JSON.stringify({ secretRotatedAt: '2026-11-28T10:00:00' }),
    });
    renderAt(<AuditTrailPage />, {
      mocks: [
        asked({}, null, page([record('r1'), rotated], 'c1', 3)),
        asked(
          {},
          'c1',
          page(
            [
              record('r3', {
                action: 'INSERT',
                changed: [],
                before: null,
                entityType: 'TaxRate',
                entityId: 't1',
                operation: 'setTaxRate',
              }),
            ],
            null,
            3,
          ),
        ),
        asked(
          {
            who: 'owner@gluegun.test',
            entityType: 'Product',
            from: '2026-11-01T00:00:00.000Z',
            to: '2026-11-29T00:00:00.000Z',
          },
          null,
          page([record('r1')], null),
        ),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Audit records' });
    expect(screen.getByText('3 records')).toBeInTheDocument();
    const first = within(list).getAllByRole('listitem')[0];
    expect(within(first).getByText('Product changed · updateProduct')).toBeInTheDocument();
    expect(within(first).getByText(/owner@gluegun\.test \(ADMIN\)/)).toBeInTheDocument();
    expect(within(first).getByText(/from 203\.0\.113\.9/)).toBeInTheDocument();
    expect(within(first).getByText('priceCents: 1000 → 1250')).toBeInTheDocument();
    expect(within(first).queryByText(/updatedAt/)).toBeNull();
    expect(within(list).getByText('secret: changed (not kept)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('TaxRate added · setTaxRate')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Filters' });
    await userEvent.type(within(form).getByLabelText('Who (e-mail or id)'), 'owner@gluegun.test');
    await userEvent.selectOptions(within(form).getByLabelText('Kind of record'), 'Product');
    await userEvent.type(within(form).getByLabelText('From (day)'), '2026-11-01');
    await userEvent.type(within(form).getByLabelText('To (day, inclusive)'), '2026-11-28');
    await userEvent.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByText('1 record')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe(
      '/admin/audit-trail.csv?who=owner%40gluegun.test&entityType=Product&from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-29T00%3A00%3A00.000Z',
    );
    expect(await screen.findByText('The CSV file is downloading.')).toBeInTheDocument();
  });
});
