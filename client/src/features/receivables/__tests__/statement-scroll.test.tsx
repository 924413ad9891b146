/**
 * On a phone the statement's seven columns do not fit: the table scrolls sideways, and says so. Without the hint it
 * looked clipped (the Balance column cut off at the screen's edge with no sign that more was there).
 */
import { render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { StatementView, type StatementData } from '../components/StatementView';

const statement = {
  __typename: 'Statement' as const,
  companyId: 'c1',
  companyName: 'Alpha Crafts Ltd',
  scope: 'COMPANY',
  buyerEmail: null,
  from: '2026-11-01',
  to: '2026-11-30',
  asOf: '2026-11-30',
  openingBalanceCents: 10_000,
  totalDebitCents: 25_000,
  totalCreditCents: 0,
  closingBalanceCents: 35_000,
  overdueCents: 0,
  lines: [
    {
      __typename: 'StatementLine' as const,
      on: '2026-11-01',
      kind: 'INVOICE',
      kindLabel: 'Invoice',
      reference: 'INV-000002',
      invoiceNumber: 'INV-000002',
      purchaseOrderId: 'p2',
      debitCents: 25_000,
      creditCents: 0,
      balanceCents: 35_000,
      taxCents: 0,
    },
  ],
  overdue: [],
} as unknown as StatementData;

it('the statement table tells a phone user it scrolls sideways, and can be scrolled from the keyboard', () => {
  render(
    <ChakraProvider value={defaultSystem}>
      <StatementView s={statement} pdfPath="/s.pdf" csvPath="/s.csv" />
    </ChakraProvider>,
  );
  const region = screen.getByRole('region', { name: 'Statement lines' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toHaveAccessibleDescription(/Scroll sideways to see every column/);
  expect(screen.getByText(/Scroll sideways to see every column/)).toBeVisible();
  expect(region).toContainElement(screen.getByRole('table', { name: 'Statement lines' }));
});
