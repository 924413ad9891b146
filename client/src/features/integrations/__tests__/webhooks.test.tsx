import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import WebhooksPage from '../components/WebhooksPage';
import { CreateWebhookEndpointMutation, RotateWebhookSecretMutation, WebhooksQuery } from '../api/webhooks';
import { overlapHoursOf } from '../components/WebhookEndpointCard';
import { validateWebhook } from '../components/RegisterWebhookForm';

// jsdom has no PointerEvent; Chakra's checkboxes (zag) construct one on press.
if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const URL_ = 'https://erp.example.com/hooks';
const SECRET = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0';
const endpoint = {
  __typename: 'WebhookEndpoint' as const, id: 'w1', url: URL_, description: null, eventTypes: ['payment.recorded'], enabled: true,
  disabledAt: null, disabledReason: null, secretRotatedAt: null, previousSecretExpiresAt: null, createdAt: '2026-11-24T10:00:00.000Z',
};
const health = { __typename: 'OutboxHealth' as const, waiting: 3, oldestWaitingSeconds: 7, failedDeliveries: 1, retryingDeliveries: 0, disabledEndpoints: 0 };
const list = (endpoints: typeof endpoint[]) => ({
  request: { query: WebhooksQuery },
  result: { data: { webhookEndpoints: endpoints, webhookEventTypes: ['order_item.placed', 'payment.recorded'], outboxHealth: health } },
});
const createVars = { input: { url: URL_, eventTypes: ['payment.recorded'], description: null } };

function renderPage(mocks: any[]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}><WebhooksPage /></MockedProvider>
    </ChakraProvider>,
  );
}

async function register() {
  await userEvent.type(await screen.findByLabelText(/^URL/), URL_);
  await userEvent.click(screen.getByRole('checkbox', { name: 'payment.recorded' }));
  await userEvent.click(screen.getByRole('button', { name: 'Register endpoint' }));
}

describe('Webhooks page', () => {
  it('shows the outbox at the top and a new endpoint\'s secret once', async () => {
    renderPage([
      list([]),
      { request: { query: CreateWebhookEndpointMutation, variables: createVars },
        result: { data: { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', secret: SECRET, endpoint: { __typename: 'WebhookEndpoint', id: 'w1', url: URL_ } } } } },
      list([endpoint]),
    ]);
    const outbox = await screen.findByRole('region', { name: 'Outbox' });
    expect(within(outbox).getByText('Events waiting')).toBeInTheDocument();
    expect(within(outbox).getByText('7 s')).toBeInTheDocument();
    await register();
    const shown = await screen.findByRole('region', { name: `Signing secret of ${URL_}` });
    expect(within(shown).getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(within(shown).getByText('Store it now: it is not shown again.')).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('refuses an empty URL itself and shows the server\'s refusal of the URL under it, with no secret', async () => {
    expect(validateWebhook({ url: ' ', eventTypes: [], description: '' })).toEqual({ url: 'Enter the URL that receives the webhooks' });
    renderPage([
      list([]),
      { request: { query: CreateWebhookEndpointMutation, variables: createVars },
        result: { errors: [new GraphQLError('The URL must not reach a private address', { path: ['createWebhookEndpoint'], extensions: { code: 'BAD_USER_INPUT', field: 'url' } })] } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Register endpoint' }));
    expect(await screen.findByText('Enter the URL that receives the webhooks')).toBeInTheDocument();
    await register();
    expect(await screen.findByText('The URL must not reach a private address')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Signing secret/ })).not.toBeInTheDocument();
  });

  it('rotates a secret with whole hours only, and shows the new secret once', async () => {
    expect(overlapHoursOf('24')).toBe(24);
    expect(overlapHoursOf('0')).toBe(0);
    expect(overlapHoursOf('-1')).toBeNull();
    expect(overlapHoursOf('1.5')).toBeNull();
    renderPage([
      list([endpoint]),
      { request: { query: RotateWebhookSecretMutation, variables: { id: 'w1', overlapHours: 2 } },
        result: { data: { rotateWebhookSecret: { __typename: 'RotatedWebhookSecret', secret: SECRET,
          endpoint: { __typename: 'WebhookEndpoint', id: 'w1', secretRotatedAt: '2026-11-24T11:00:00.000Z', previousSecretExpiresAt: '2026-11-24T13:00:00.000Z' } } } } },
    ]);
    const hours = await screen.findByLabelText('Hours the old secret keeps signing');
    await userEvent.clear(hours);
    await userEvent.type(hours, 'two');
    await userEvent.click(screen.getByRole('button', { name: `Rotate secret ${URL_}` }));
    expect(await screen.findByText('Enter a whole number of hours (0 or more)')).toBeInTheDocument();
    await userEvent.clear(hours);
    await userEvent.type(hours, '2');
    await userEvent.click(screen.getByRole('button', { name: `Rotate secret ${URL_}` }));
    const shown = await screen.findByRole('region', { name: `Signing secret of ${URL_}` });
    expect(within(shown).getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(screen.queryByText('Enter a whole number of hours (0 or more)')).not.toBeInTheDocument();
  });
});
