import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { GraphQLError } from 'graphql';
import QuickOrderPage from '../components/QuickOrderPage';
import { QuickOrderPreviewQuery } from '../api/quickOrderPreview';
import { setLineQuantity } from '../components/editLines';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const product = { __typename: 'Product' as const, id: 'p1', sku: 'GS-11-CLR', name: 'Clear Sticks' };
const line = (quantity: number, ok: boolean) => ({
  __typename: 'QuoteLine' as const,
  lineNumber: 1,
  reference: 'GS-11-CLR',
  quantityText: String(quantity),
  quantity,
  unitPriceCents: ok ? 620 : 650,
  lineTotalCents: quantity * (ok ? 620 : 650),
  nudge: null,
  roundUpTo: ok ? null : 250,
  ok,
  priceBreak: {
    __typename: 'PriceBreak' as const,
    minQuantity: ok ? 250 : 100,
    unitPriceCents: ok ? 620 : 650,
  },
  nextBreak: {
    __typename: 'NextPriceBreak' as const,
    minQuantity: 500,
    unitPriceCents: 590,
    addUnits: 500 - quantity,
  },
  problems: ok
    ? []
    : [
        {
          __typename: 'LineProblem' as const,
          code: 'NOT_CASE_PACK',
          message: 'Sold in cases of 25: 225 or 250',
        },
      ],
  product,
});
const preview = (text: string, quantity: number, ok: boolean) => ({
  request: { query: QuickOrderPreviewQuery, variables: { text } },
  result: {
    data: {
      quickOrderPreview: {
        __typename: 'QuickOrderPreview' as const,
        okCount: ok ? 1 : 0,
        failedCount: ok ? 0 : 1,
        totalUnits: ok ? quantity : 0,
        totalCents: ok ? quantity * 620 : 0,
        failedLinesCsv: ok ? '' : 'line,sku,quantity,reason\r\n',
        lines: [line(quantity, ok)],
      },
    },
  },
});

function renderPage(mocks: any[]) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <QuickOrderPage />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('Quick order page', () => {
  it("shows the server's verdict per line and rounds a line up in the text, then checks again", async () => {
    renderPage([preview('GS-11-CLR,230', 230, false), preview('GS-11-CLR,250', 250, true)]);
    await userEvent.type(screen.getByLabelText('Lines (sku,quantity)'), 'GS-11-CLR,230');
    await userEvent.click(screen.getByRole('button', { name: 'Check lines' }));
    expect(await screen.findByText('Sold in cases of 25: 225 or 250')).toBeInTheDocument();
    expect(screen.getByText('0 lines ready · 1 line needs attention')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the lines that need attention (CSV)' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Round up to 250' }));
    expect(await screen.findByText('1 line ready · 0 lines need attention')).toBeInTheDocument();
    expect(screen.getByLabelText('Lines (sku,quantity)')).toHaveValue('GS-11-CLR,250');
    expect(screen.getByRole('button', { name: 'Add 1 line to My Orders' })).toBeEnabled();
  }, 30_000);

  it('brings the verdict of Check lines into view (on a phone it is below the fold), not that of a Round up', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    try {
      renderPage([preview('GS-11-CLR,230', 230, false), preview('GS-11-CLR,250', 250, true)]);
      await userEvent.click(screen.getByLabelText('Lines (sku,quantity)'));
      await userEvent.paste('GS-11-CLR,230');
      await userEvent.click(screen.getByRole('button', { name: 'Check lines' }));
      const verdict = await screen.findByText('0 lines ready · 1 line needs attention');
      await waitFor(() => expect(scrolled).toContain(verdict.closest('[role="status"]')));
      const before = scrolled.length;
      await userEvent.click(screen.getByRole('button', { name: 'Round up to 250' }));
      expect(await screen.findByText('1 line ready · 0 lines need attention')).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 50));
      expect(scrolled.length).toBe(before);
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  }, 30_000);

  it('heads a list refused as a whole with what happened and the line limit, not "Something went wrong"', async () => {
    const text = Array.from({ length: 501 }, (_, i) => `GS-${i},100`).join('\n');
    const limit = 'At most 500 lines per quick order; this one has 501. Split it into smaller files.';
    renderPage([
      {
        request: { query: QuickOrderPreviewQuery, variables: { text } },
        result: {
          errors: [
            new GraphQLError(limit, {
              path: ['quickOrderPreview'],
              extensions: { code: 'BAD_USER_INPUT', field: 'text' },
            }),
          ],
        },
      },
    ]);
    await userEvent.click(screen.getByLabelText('Lines (sku,quantity)'));
    await userEvent.paste(text);
    await userEvent.click(screen.getByRole('button', { name: 'Check lines' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These lines were not checked');
    expect(alert).toHaveTextContent(limit);
    expect(alert).not.toHaveTextContent('Something went wrong');
  }, 30_000);

  it('refuses a file over 90 kB before sending it', async () => {
    renderPage([]);
    const big = new File(['x'.repeat(5 * 1024 * 1024)], 'big.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Upload a CSV file', { selector: 'input' }), big);
    await waitFor(() =>
      expect(
        screen.getByText(/This file is 5.0 MB; a quick-order file can be at most 90 kB/),
      ).toBeInTheDocument(),
    );
  }, 30_000);
});

describe('setLineQuantity', () => {
  it('rewrites one line of the text, keeping the separator, quoting names with commas', () => {
    expect(setLineQuantity('sku,quantity\nA,1\nB,2', 3, 'B', 250)).toBe('sku,quantity\nA,1\nB,250');
    expect(setLineQuantity('A;1', 1, 'A', 100)).toBe('A;100');
    expect(setLineQuantity('"Stand, Mat",1', 1, 'Stand, Mat', 100)).toBe('"Stand, Mat",100');
    expect(setLineQuantity('A,1', 5, 'A', 100)).toBe('A,1');
  });
});
