import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { addWorkingDays, earliestDeliveryDay, formatDay, utcToday } from '@gluegun/common';
import { CheckoutForm, countryOptions } from '../components/CheckoutForm';

function renderForm(
  onSubmit = jest.fn().mockResolvedValue(null),
  canSubmit = true,
  leadTimesDays: number[] = [],
) {
  render(
    <ChakraProvider value={defaultSystem}>
      <CheckoutForm canSubmit={canSubmit} onSubmit={onSubmit} leadTimesDays={leadTimesDays} />
    </ChakraProvider>,
  );
  return onSubmit;
}

const submitButton = () => screen.getByRole('button', { name: 'Place order and get the invoice' });

/** Puts text in a field the way pasting does (one input event: typing each key is slow under jsdom + Chakra). */
async function fill(label: RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillValid() {
  await fill(/^Your PO number/, 'PO-7781');
  await fill(/^Company name/, 'Acme Crafts');
  await fill(/^Address line 1/, '1 Main St');
  await fill(/^City/, 'Springfield');
  await fill(/^Postal code/, '12345');
  await fill(/^Contact phone/, '+1 555 0100');
}

// Chakra's fields under jsdom are slow on a busy 2-core machine.
jest.setTimeout(60_000);

describe('Checkout form', () => {
  it("shows the shared schema's message under each required field and sends nothing", async () => {
    const onSubmit = renderForm();
    await userEvent.click(submitButton());
    for (const message of [
      'Company name is required',
      'Address is required',
      'City is required',
      'Postal code is required',
      'Contact phone is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(
      screen.queryByText(/PO number/i, { selector: '.chakra-field__errorText' }),
    ).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a bad postal code and phone with the server's own words", async () => {
    const onSubmit = renderForm();
    await fillValid();
    await fill(/^Postal code/, '!!');
    await fill(/^Contact phone/, 'call me');
    await userEvent.click(submitButton());
    expect(
      await screen.findByText('Postal code may only hold letters, digits, spaces and hyphens'),
    ).toBeInTheDocument();
    expect(screen.getByText('Contact phone must be a phone number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed details, optional blanks as null, the country defaulting to US', async () => {
    const onSubmit = renderForm();
    expect(screen.getByLabelText(/^Country/)).toHaveValue('US');
    await fillValid();
    await userEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      poNumber: 'PO-7781',
      companyName: 'Acme Crafts',
      addressLine1: '1 Main St',
      addressLine2: null,
      city: 'Springfield',
      region: null,
      postalCode: '12345',
      country: 'US',
      contactPhone: '+1 555 0100',
      notes: null,
      requestedDeliveryDate: null,
    });
  });

  it('sends one order however fast the button is clicked twice', async () => {
    let finish: (v: null) => void = () => undefined;
    const onSubmit = renderForm(
      jest.fn(
        () =>
          new Promise<null>((resolve) => {
            finish = resolve;
          }),
      ),
    );
    await fillValid();
    await userEvent.dblClick(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /Placing the order/ })).toBeDisabled();
    finish(null);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a server refusal of a field under that field, and any other at the top', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce({
        message: 'Choose a country from the list',
        field: 'country',
        code: 'BAD_USER_INPUT',
      })
      .mockResolvedValueOnce({
        message: 'Not enough stock, nothing was reserved: Clear Sticks (500 wanted, 20 left)',
        field: 'itemIds',
        code: 'CONFLICT',
      });
    renderForm(onSubmit);
    await fillValid();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Choose a country from the list')).toBeInTheDocument();
    await userEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order was not placed');
    expect(alert).toHaveTextContent('Clear Sticks (500 wanted, 20 left)');
  });

  it('keeps the button off while nothing can be checked out', () => {
    renderForm(jest.fn(), false);
    expect(submitButton()).toBeDisabled();
  });

  it('names every country code, sorted by name', () => {
    const options = countryOptions();
    expect(options.find((o) => o.code === 'US')?.name).toBe('United States');
    expect(options.find((o) => o.code === 'DE')?.name).toBe('Germany');
    expect(options.map((o) => o.name)).toEqual(
      [...options.map((o) => o.name)].sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('Checkout form: the requested delivery date', () => {
  it('shows the earliest delivery day of the chosen items before a date is picked, and refuses an earlier one beside the field', async () => {
    const today = utcToday(new Date());
    const onSubmit = renderForm(jest.fn().mockResolvedValue(null), true, [2, 5]);
    const earliest = earliestDeliveryDay(today, [2, 5]);
    expect(
      screen.getByText(`The earliest we can deliver these items is ${formatDay(earliest)}.`),
    ).toBeInTheDocument();
    await fillValid();
    await fill(/^Requested delivery date/, addWorkingDays(today, 4));
    await userEvent.click(submitButton());
    expect(
      await screen.findByText(`The earliest we can deliver these items is ${formatDay(earliest)}`),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await fill(/^Requested delivery date/, earliest);
    await userEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ requestedDeliveryDate: earliest });
  });

  it("shows the server's refusal of the requested day under the date field", async () => {
    const onSubmit = jest.fn().mockResolvedValueOnce({
      message: 'The earliest we can deliver these items is January 12, 2099',
      field: 'requestedDeliveryDate',
      code: 'BAD_USER_INPUT',
    });
    renderForm(onSubmit);
    await fillValid();
    await userEvent.click(submitButton());
    const message = await screen.findByText('The earliest we can deliver these items is January 12, 2099');
    expect(message.closest('.chakra-field__root')).toContainElement(
      screen.getByLabelText(/^Requested delivery date/),
    );
  });

  it("offers a date per line: its earliest day as a hint, an earlier one refused beside it, the server's refusal of a line under that line", async () => {
    const today = utcToday(new Date());
    const lines = [
      { id: 'item-1', productName: 'Glue gun', leadTimeDays: 3, backorderedQuantity: 0, restockOn: null },
    ];
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce({
        message: 'The earliest we can deliver this line is someday',
        field: 'lineDeliveryDates[0].requestedDeliveryDate',
      })
      .mockResolvedValue(null);
    render(
      <ChakraProvider value={defaultSystem}>
        <CheckoutForm canSubmit onSubmit={onSubmit} lines={lines} />
      </ChakraProvider>,
    );
    const earliest = addWorkingDays(today, 3);
    expect(screen.getByText(`Earliest for this line: ${formatDay(earliest)}.`)).toBeInTheDocument();
    await fillValid();
    await fill(/^Requested delivery date: Glue gun/, addWorkingDays(today, 1));
    await userEvent.click(submitButton());
    expect(
      await screen.findByText(`The earliest we can deliver this line is ${formatDay(earliest)}`),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await fill(/^Requested delivery date: Glue gun/, earliest);
    await userEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][1]).toEqual([{ itemId: 'item-1', requestedDeliveryDate: earliest }]);
    expect(await screen.findByText('The earliest we can deliver this line is someday')).toBeInTheDocument();
  });
});
