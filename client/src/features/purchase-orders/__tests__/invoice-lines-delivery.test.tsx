/** The order's lines say each line's asked and promised days in the shop's words (common lineDeliveryText, docs/decisions/101). */
import { render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { InvoiceLinesTable } from '../components/InvoiceLinesTable';

const line = {
  id: 'l1',
  productName: 'Glue gun',
  sku: 'GG-1',
  quantity: 100,
  unitPriceCents: 1299,
  lineTotalCents: 129_900,
};

it('shows the days asked for and promised under each line, and nothing for a line without them', () => {
  render(
    <ChakraProvider value={defaultSystem}>
      <InvoiceLinesTable
        lines={[
          { ...line, requestedDeliveryOn: '2027-01-12', promisedDeliveryOn: '2027-01-14' },
          { ...line, id: 'l2', requestedDeliveryOn: null, promisedDeliveryOn: '2027-01-08' },
          { ...line, id: 'l3' },
        ]}
      />
    </ChakraProvider>,
  );
  expect(screen.getAllByTestId('line-delivery').map((e) => e.textContent)).toEqual([
    'Requested January 12, 2027; promised January 14, 2027 (later than requested)',
    'Promised January 8, 2027',
  ]);
});
