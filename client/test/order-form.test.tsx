import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OrderForm, type OrderFieldErrors } from '../src/features/products/components/OrderForm';
import { customer, renderWithApp } from './render';

const product = {
  id: 'p1',
  name: 'Hot Glue Gun 60W',
  imageUrl: 'https://img.test/gun.png',
  priceCents: 1250,
  quantity: 50_000,
  quantityRule: { minimum: 100, increment: 1, maximum: null },
  priceBreaks: [],
};
/** Glue sticks in cases of 25, cheaper from 250 and 500 units. */
const sticks = {
  ...product,
  id: 'p2',
  name: 'Clear Sticks',
  priceCents: 650,
  quantityRule: { minimum: 100, increment: 25, maximum: 5000 },
  priceBreaks: [
    { minQuantity: 250, unitPriceCents: 620 },
    { minQuantity: 500, unitPriceCents: 590 },
  ],
};

describe('Order modal form', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alert.mockRestore());

  it('shows product and customer read-only', () => {
    renderWithApp(<OrderForm product={product} user={customer} onPlace={jest.fn()} />);
    expect(screen.getByLabelText('Product name')).toHaveValue('Hot Glue Gun 60W');
    expect(screen.getByLabelText('Product name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Your name')).toHaveValue('Bea Buyer');
    expect(screen.getByLabelText('E-mail')).toHaveValue('buyer@gluegun.test');
    expect(screen.getByLabelText('Image link')).toHaveValue('https://img.test/gun.png');
    expect(screen.getByLabelText('Price per piece')).toHaveValue('$12.50');
  });

  it('refuses fewer than 100 pieces with the alert and places nothing', async () => {
    const onPlace = jest.fn();
    renderWithApp(<OrderForm product={product} user={customer} onPlace={onPlace} />);
    await userEvent.type(screen.getByLabelText(/Quantity/), '99');
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(alert).toHaveBeenCalledWith('please add 100+ itms becouse its wholesale market');
    expect(onPlace).not.toHaveBeenCalled();
  });

  it.each([
    ['150.5', 'Quantity must be a whole number'],
    ['', 'Quantity is required'],
  ])('refuses quantity "%s" next to the field and sends nothing', async (typed, message) => {
    const onPlace = jest.fn();
    renderWithApp(<OrderForm product={product} user={customer} onPlace={onPlace} />);
    if (typed) await userEvent.type(screen.getByLabelText(/Quantity/), typed);
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onPlace).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('refuses a negative quantity with the spec alert', async () => {
    const onPlace = jest.fn();
    renderWithApp(<OrderForm product={product} user={customer} onPlace={onPlace} />);
    await userEvent.type(screen.getByLabelText(/Quantity/), '-5');
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(alert).toHaveBeenCalledWith('please add 100+ itms becouse its wholesale market');
    expect(onPlace).not.toHaveBeenCalled();
  });

  it("shows the server's messages next to quantity and phone", () => {
    renderWithApp(
      <OrderForm
        product={product}
        user={customer}
        onPlace={jest.fn()}
        fieldErrors={{
          quantity: 'Only 40 units of Hot Glue Gun 60W are in stock',
          phone: 'Phone must be a phone number',
        }}
      />,
    );
    expect(screen.getByText('Only 40 units of Hot Glue Gun 60W are in stock')).toBeInTheDocument();
    expect(screen.getByText('Phone must be a phone number')).toBeInTheDocument();
  });

  it('takes the person to the field it refused: Quantity, then Phone', async () => {
    const onPlace = jest.fn();
    renderWithApp(<OrderForm product={sticks} user={customer} onPlace={onPlace} />);
    const quantity = screen.getByLabelText(/^Quantity/, { selector: 'input' });
    const phone = screen.getByLabelText(/^Phone/, { selector: 'input' });
    await userEvent.click(phone);
    await userEvent.paste('5551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Quantity is required')).toBeInTheDocument();
    await waitFor(() => expect(quantity).toHaveFocus());
    await userEvent.paste('150');
    await userEvent.clear(phone);
    await userEvent.paste('call me');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Phone must be a phone number')).toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveFocus());
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('takes the person to the field the server refused', async () => {
    function ServerAnswers() {
      const [errors, setErrors] = useState<OrderFieldErrors>({});
      return (
        <>
          <button type="button" onClick={() => setErrors({ phone: 'Phone must be a phone number' })}>
            answer
          </button>
          <OrderForm product={product} user={customer} fieldErrors={errors} onPlace={jest.fn()} />
        </>
      );
    }
    renderWithApp(<ServerAnswers />);
    await userEvent.click(screen.getByRole('button', { name: 'answer' }));
    await waitFor(() => expect(screen.getByLabelText(/^Phone/, { selector: 'input' })).toHaveFocus());
  });

  it('places 100 or more pieces', async () => {
    const onPlace = jest.fn().mockResolvedValue(undefined);
    renderWithApp(<OrderForm product={product} user={customer} onPlace={onPlace} />);
    await userEvent.type(screen.getByLabelText(/Quantity/), '100');
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlace).toHaveBeenCalledWith({ quantity: 100, phone: '+1 555 0100' }));
    expect(alert).not.toHaveBeenCalled();
  });

  it('refuses a quantity off the case pack with the rule, before sending', async () => {
    const onPlace = jest.fn();
    renderWithApp(<OrderForm product={sticks} user={customer} onPlace={onPlace} />);
    await userEvent.type(screen.getByLabelText(/Quantity/), '130');
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Sold in cases of 25: 125 or 150')).toBeInTheDocument();
    expect(onPlace).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the break price, the line total and the nudge; the nudge sets the quantity', async () => {
    const onPlace = jest.fn().mockResolvedValue(undefined);
    renderWithApp(<OrderForm product={sticks} user={customer} onPlace={onPlace} />);
    expect(screen.getByRole('table', { name: 'Volume prices' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Quantity/), '225');
    expect(screen.getByText('Unit price: $6.50 (100+ price)')).toBeInTheDocument();
    expect(screen.getByText('Line total: $1,462.50')).toBeInTheDocument();
    expect(screen.getByText('Add 25 more units for $6.20/unit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Order 250 instead' }));
    expect(screen.getByLabelText(/Quantity/)).toHaveValue(250);
    expect(screen.getByText('Line total: $1,550.00')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlace).toHaveBeenCalledWith({ quantity: 250, phone: '+1 555 0100' }));
  });

  // Prices only for quantities that can be ordered; the product's own maximum; stock under the minimum.
  it.each(['99', '99999999', '5025', '130'])(
    'shows no line total for %s units of a product sold 100 to 5,000 in cases of 25',
    async (typed) => {
      renderWithApp(<OrderForm product={sticks} user={customer} onPlace={jest.fn()} />);
      await userEvent.type(screen.getByLabelText(/Quantity/), typed);
      expect(screen.queryByText(/^Line total:/)).not.toBeInTheDocument();
      expect(screen.queryByText(/^Unit price:/)).not.toBeInTheDocument();
    },
  );

  it("refuses more than the product's own maximum with that maximum, not the shop's cap", async () => {
    const onPlace = jest.fn();
    renderWithApp(<OrderForm product={sticks} user={customer} onPlace={onPlace} />);
    expect(screen.getByLabelText(/Quantity/)).toHaveAttribute('max', '5000');
    await userEvent.type(screen.getByLabelText(/Quantity/), '99999999');
    await userEvent.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('At most 5,000 units of Clear Sticks per order')).toBeInTheDocument();
    expect(screen.queryByText(/1000000|1,000,000/)).not.toBeInTheDocument();
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('says a product with less stock than its minimum cannot be ordered, and offers no order', async () => {
    const onPlace = jest.fn();
    const scarce = { ...sticks, quantity: 80 };
    renderWithApp(<OrderForm product={scarce} user={customer} onPlace={onPlace} />);
    expect(
      screen.getByText('Not available to order: the minimum order is 100 units and 80 are in stock.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(screen.getByLabelText(/Quantity/)).toBeDisabled();
  });
});
