import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CheckoutForm, emptyCheckoutForm, type CheckoutFormValues } from '../components/CheckoutForm';

/** The region (docs/decisions/049): a select of the country's states or provinces where the shop lists them, else text. */
function renderForm(
  onSubmit = jest.fn().mockResolvedValue(null),
  initialValues: CheckoutFormValues = emptyCheckoutForm,
) {
  render(
    <ChakraProvider value={defaultSystem}>
      <CheckoutForm canSubmit onSubmit={onSubmit} initialValues={initialValues} />
    </ChakraProvider>,
  );
  return onSubmit;
}
const filled: CheckoutFormValues = {
  ...emptyCheckoutForm,
  companyName: 'Acme Crafts',
  addressLine1: '1 Main St',
  city: 'Springfield',
  postalCode: '12345',
  contactPhone: '+1 555 0100',
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Place order and get the invoice' }));
const region = () => screen.getByLabelText(/^State or region/);

jest.setTimeout(60_000);

describe('Checkout form: the region', () => {
  it('is a labelled select of the states for the US, and the code is sent', async () => {
    const onSubmit = renderForm(undefined, filled);
    expect(region().tagName).toBe('SELECT');
    expect(within(region()).getByRole('option', { name: 'New York' })).toHaveValue('NY');
    expect(within(region()).getByRole('option', { name: 'District of Columbia' })).toHaveValue('DC');
    expect(within(region()).getByRole('option', { name: 'Puerto Rico' })).toHaveValue('PR');
    await userEvent.selectOptions(region(), 'New York');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ region: 'NY', country: 'US' });
  });

  it('shows an earlier spelling ("New York" from a past order) as its state, and sends the code', async () => {
    const onSubmit = renderForm(undefined, { ...filled, region: 'New York' });
    await waitFor(() => expect(region()).toHaveValue('NY'));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ region: 'NY' });
  });

  it("lists Canada's provinces for Canada, and becomes a text field for a country without a list", async () => {
    const onSubmit = renderForm(undefined, filled);
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'CA');
    expect(region().tagName).toBe('SELECT');
    expect(within(region()).getByRole('option', { name: 'Quebec' })).toHaveValue('QC');
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'DE');
    expect(region().tagName).toBe('INPUT');
    await userEvent.click(region());
    await userEvent.paste('Bayern');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ region: 'Bayern', country: 'DE' });
  });

  it("shows the server's refusal of the region under the region field", async () => {
    renderForm(
      jest.fn().mockResolvedValue({
        message: 'Choose a state from the list',
        field: 'region',
        code: 'BAD_USER_INPUT',
      }),
      filled,
    );
    await userEvent.selectOptions(region(), 'Ohio');
    await submit();
    const message = await screen.findByText('Choose a state from the list');
    expect(region()).toHaveAttribute('aria-invalid', 'true');
    expect(region().closest('.chakra-field__root')).toContainElement(message);
  });
});
