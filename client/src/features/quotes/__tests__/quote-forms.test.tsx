import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { RequestLinesForm, emptyLine, validateRequest } from '../components/RequestLinesForm';
import { QuoteProductQuery } from '../api/quotes';
import { refusedLineIndex, validUntilText } from '../quoteFacts';

const productAnswer = (sku: string) => ({
  request: { query: QuoteProductQuery, variables: { search: sku } },
  result: {
    data: {
      products: {
        __typename: 'ProductPage',
        items: [
          {
            __typename: 'Product',
            id: 'p1',
            sku: 'GG-100W',
            name: 'ProBond',
            quantityRule: { __typename: 'QuantityRule', minimum: 100, increment: 1, maximum: null },
          },
        ],
      },
    },
  },
});

describe('quote request form', () => {
  it('checks each line by the shared schema and names the field', () => {
    const errors = validateRequest({
      note: '',
      lines: [{ sku: '', quantity: '2.5', target: 'abc', note: '' }],
    });
    expect(errors.lines).toEqual([
      {
        sku: 'Part number is required',
        target: 'Target price must be an amount in dollars, like 4.25',
        quantity: 'Quantity must be a whole number',
      },
    ]);
    expect(validateRequest({ note: '', lines: [emptyLine('GG-100W', '500')] })).toEqual({});
  });

  it('reads the line a server refusal names and the last valid day of an expiry', () => {
    expect(refusedLineIndex('Line 2: at least 100 units')).toBe(1);
    expect(refusedLineIndex('Something else')).toBe(-1);
    expect(validUntilText('2026-12-11T00:00:00.000Z')).toBe('December 10, 2026');
  });

  it("shows the server's refusal of a line under that line's quantity", async () => {
    const onSubmit = jest.fn().mockRejectedValue(
      new CombinedGraphQLErrors({
        errors: [
          {
            message: 'Line 1: order at least 100 units',
            path: ['requestQuote'],
            extensions: { code: 'BAD_USER_INPUT', field: 'lines' },
          },
        ],
      }),
    );
    render(
      <ChakraProvider value={defaultSystem}>
        <MockedProvider mocks={[productAnswer('GG-100W')]}>
          <RequestLinesForm
            initial={{ note: '', lines: [emptyLine('GG-100W', '50')] }}
            label="Quote request"
            submitLabel="Send request"
            onSubmit={onSubmit}
          />
        </MockedProvider>
      </ChakraProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByText('Line 1: order at least 100 units')).toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledWith({
      note: '',
      lines: [{ productId: 'p1', quantity: 50, note: '', targetPriceCents: null }],
    });
    expect(screen.getByLabelText(/^Quantity, line 1/)).toHaveAttribute('aria-invalid', 'true');
  });
});
