/** The order form's backorder note (docs/decisions/088): under the quantity, said politely as the buyer changes it. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderForm } from '../src/features/products/components/OrderForm';
import { customer, renderWithApp } from './render';

const product = {
  id: 'p1',
  name: 'Hot Melt Sticks',
  imageUrl: 'https://img.test/sticks.png',
  priceCents: 100,
  quantity: 120,
  quantityRule: { minimum: 100, increment: 1, maximum: null },
  priceBreaks: [],
  backordersAllowed: true,
  restockOn: '2099-01-12',
};

const note = () =>
  screen
    .getAllByRole('status')
    .find((s) => s.getAttribute('aria-live') === 'polite' && /now/.test(s.textContent ?? ''));

describe('Backorder note on the product page', () => {
  it('says what ships now and what follows as the quantity changes, in a polite live region', async () => {
    renderWithApp(<OrderForm product={product} user={customer} onPlace={jest.fn()} />);
    const quantity = screen.getByLabelText(/Quantity/);
    await userEvent.type(quantity, '500');
    expect(note()).toHaveTextContent('120 now, 380 from January 12, 2099');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '100');
    expect(note()).toBeUndefined();
    expect(screen.queryByText(/are in stock/)).toBeNull();
  });

  it('says "on backorder" when no restock date is known, and places the order beyond stock', async () => {
    const onPlace = jest.fn();
    renderWithApp(<OrderForm product={{ ...product, restockOn: null }} user={customer} onPlace={onPlace} />);
    await userEvent.type(screen.getByLabelText(/Quantity/), '500');
    expect(note()).toHaveTextContent('120 now, 380 on backorder');
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPlace).toHaveBeenCalledWith({ quantity: 500, phone: '+1 555 0100' });
  });

  it('an item that does not allow backorders keeps the stock refusal and shows no note', async () => {
    renderWithApp(
      <OrderForm product={{ ...product, backordersAllowed: false }} user={customer} onPlace={jest.fn()} />,
    );
    await userEvent.type(screen.getByLabelText(/Quantity/), '500');
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Only 120 units of Hot Melt Sticks are in stock')).toBeInTheDocument();
    expect(note()).toBeUndefined();
  });
});
