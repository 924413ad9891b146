import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { NotificationSettings } from '../components/NotificationSettings';
import { MyNotificationSettingsQuery, UpdateNotificationSettingsMutation } from '../api/notificationSettings';
import { notifySuccess } from '../../../components/toaster';

// jsdom has no PointerEvent; Chakra's switches (zag) construct one on press.
if (!('PointerEvent' in window))
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const settings = (paymentReminders: boolean, shippingNotices: boolean) => ({
  __typename: 'NotificationSettings' as const,
  paymentReminders,
  shippingNotices,
});

it('says which e-mails always go, shows the optional ones and saves a change', async () => {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider
        mocks={[
          {
            request: { query: MyNotificationSettingsQuery },
            result: { data: { myNotificationSettings: settings(true, true) } },
          },
          {
            request: {
              query: UpdateNotificationSettingsMutation,
              variables: { input: { shippingNotices: false } },
            },
            result: { data: { updateNotificationSettings: settings(true, false) } },
          },
        ]}
      >
        <NotificationSettings />
      </MockedProvider>
    </ChakraProvider>,
  );
  expect(
    screen.getByText(/Order confirmations, invoices and payment receipts always go/),
  ).toBeInTheDocument();
  const shipping = await screen.findByRole('checkbox', { name: 'Shipping notices' });
  expect(shipping).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Payment reminders' })).toBeChecked();
  await userEvent.click(shipping);
  expect(await screen.findByRole('checkbox', { name: 'Shipping notices' })).not.toBeChecked();
  await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Notification settings saved'));
});
