import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CheckoutForm } from '../components/CheckoutForm';

jest.setTimeout(60_000);

const leeds = {
  id: 'l1',
  label: 'Leeds warehouse',
  companyName: 'Acme Crafts Ltd',
  addressLine1: '2 Dock St',
  addressLine2: 'Unit 4',
  city: 'Leeds',
  region: null,
  postalCode: 'LS2 1AA',
  country: 'GB',
};
const york = {
  id: 'l2',
  label: 'York shop',
  companyName: 'Acme Crafts Ltd',
  addressLine1: '9 Stonegate',
  addressLine2: null,
  city: 'York',
  region: 'North Yorkshire',
  postalCode: 'YO1 8AS',
  country: 'GB',
};

describe('Checkout: Ship to', () => {
  it('fills the company name and the address from a company location, keeps the fields editable, and sends what is shown', async () => {
    const onSubmit = jest.fn().mockResolvedValue(null);
    render(
      <ChakraProvider value={defaultSystem}>
        <CheckoutForm canSubmit onSubmit={onSubmit} shipTo={[leeds, york]} />
      </ChakraProvider>,
    );
    const shipTo = screen.getByLabelText('Ship to');
    await userEvent.selectOptions(shipTo, 'Leeds warehouse');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Acme Crafts Ltd');
    expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('2 Dock St');
    expect(screen.getByLabelText(/^Address line 2/)).toHaveValue('Unit 4');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Leeds');
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('LS2 1AA');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('GB');
    await userEvent.selectOptions(shipTo, 'York shop');
    expect(screen.getByLabelText(/^Address line 2/)).toHaveValue('');
    expect(screen.getByLabelText(/^State/)).toHaveValue('North Yorkshire');
    const line1 = screen.getByLabelText(/^Address line 1/);
    await userEvent.clear(line1);
    await userEvent.type(line1, '11 Stonegate');
    await userEvent.type(screen.getByLabelText(/^Company name/), ' (York)');
    await userEvent.type(screen.getByLabelText(/^Contact phone/), '+44 113 496 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Place order and get the invoice' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      companyName: 'Acme Crafts Ltd (York)',
      addressLine1: '11 Stonegate',
      addressLine2: null,
      city: 'York',
      region: 'North Yorkshire',
      postalCode: 'YO1 8AS',
      country: 'GB',
    });
  });

  it('asks for the location chosen to price the buyer, and says beside the choice which open items it priced again', async () => {
    const onShipToChosen = jest.fn().mockResolvedValue({
      repriced: 'An open item was priced again: Hot Melt Gun from $10.00 to $8.50 a unit.',
    });
    render(
      <ChakraProvider value={defaultSystem}>
        <CheckoutForm canSubmit onSubmit={jest.fn()} shipTo={[leeds, york]} onShipToChosen={onShipToChosen} />
      </ChakraProvider>,
    );
    expect(
      screen.getByText(/Your prices follow the location you choose, the items here included\./),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Ship to'), 'York shop');
    expect(onShipToChosen).toHaveBeenCalledWith('l2');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are now priced for York shop. An open item was priced again: Hot Melt Gun from $10.00 to $8.50 a unit.',
    );
  });

  it('says only the new location when no open item changed price', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <CheckoutForm
          canSubmit
          onSubmit={jest.fn()}
          shipTo={[leeds, york]}
          onShipToChosen={jest.fn().mockResolvedValue({ repriced: '' })}
        />
      </ChakraProvider>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Ship to'), 'York shop');
    expect(await screen.findByRole('status')).toHaveTextContent(/^You are now priced for York shop\.$/);
  });

  it('offers no choice when the company has no locations', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <CheckoutForm canSubmit onSubmit={jest.fn()} shipTo={[]} />
      </ChakraProvider>,
    );
    expect(screen.queryByLabelText('Ship to')).not.toBeInTheDocument();
  });
});
