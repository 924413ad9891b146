/**
 * Dashboard → Shipping methods → Shop holidays (docs/decisions/101): the list in words, a day added through the
 * shared schema, the server's refusal beside the date field, and a day removed.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { ShopHolidaysSection } from '../components/ShopHolidaysSection';
import { AddShopHolidayMutation, RemoveShopHolidayMutation, ShopHolidaysQuery } from '../api/shopHolidays';

jest.setTimeout(60_000);

const newYear = {
  __typename: 'ShopHoliday' as const,
  day: '2027-01-01',
  name: "New Year's Day",
  dayText: 'January 1, 2027',
};

it('lists the holidays, refuses a day beside its field, and removes one', async () => {
  const mocks = [
    {
      request: { query: ShopHolidaysQuery },
      maxUsageCount: 5,
      result: { data: { shopHolidays: [newYear] } },
    },
    {
      request: { query: AddShopHolidayMutation, variables: { input: { day: '2027-01-01', name: 'Again' } } },
      result: {
        errors: [
          new GraphQLError("January 1, 2027 is already a holiday (New Year's Day)", {
            path: ['addShopHoliday'],
            extensions: { code: 'CONFLICT', field: 'day' },
          }),
        ],
      },
    },
    {
      request: { query: RemoveShopHolidayMutation, variables: { day: '2027-01-01' } },
      result: { data: { removeShopHoliday: true } },
    },
  ];
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <ShopHolidaysSection />
      </MockedProvider>
    </ChakraProvider>,
  );
  const list = await screen.findByRole('list', { name: 'Shop holidays' });
  expect(within(list).getByText('January 1, 2027')).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Add a holiday' });
  await userEvent.click(within(form).getByRole('button', { name: 'Add holiday' }));
  expect(await within(form).findByText("Give the holiday's date")).toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText(/Date/), { target: { value: '2027-01-01' } });
  await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Again');
  await userEvent.click(within(form).getByRole('button', { name: 'Add holiday' }));
  expect(
    await within(form).findByText("January 1, 2027 is already a holiday (New Year's Day)"),
  ).toBeInTheDocument();

  await userEvent.click(within(list).getByRole('button', { name: 'Remove the holiday on January 1, 2027' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});
