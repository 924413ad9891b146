import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import WebhooksPage from '../components/WebhooksPage';
import {
  CreateWebhookEndpointMutation,
  RotateWebhookSecretMutation,
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_ENDPOINTS_PAGE,
  WebhookDeliveriesQuery,
  WebhookEndpointsQuery,
  WebhooksQuery,
} from '../api/webhooks';
import { DeliveryLog } from '../components/DeliveryLog';
import { connectionPage } from '../../../../test/connectionPage';
import { overlapHoursOf } from '../components/WebhookEndpointCard';
import { validateWebhook } from '../components/RegisterWebhookForm';

// jsdom has no PointerEvent; Chakra's checkboxes (zag) construct one on press.
if (!('PointerEvent' in window))
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const URL_ = 'https://erp.example.com/hooks';
const SECRET = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0';
const endpoint = {
  __typename: 'WebhookEndpoint' as const,
  id: 'w1',
  url: URL_,
  description: null,
  eventTypes: ['payment.recorded'],
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  secretRotatedAt: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};
const health = {
  __typename: 'OutboxHealth' as const,
  waiting: 3,
  oldestWaitingSeconds: 7,
  failedDeliveries: 1,
  retryingDeliveries: 0,
  disabledEndpoints: 0,
};
/** The page's two reads: the outbox and event types, and the first page of endpoints (or the page after `after`). */
const list = (endpoints: (typeof endpoint)[], after: string | null = null, next: string | null = null) => [
  {
    request: { query: WebhooksQuery },
    result: { data: { webhookEventTypes: ['order_item.placed', 'payment.recorded'], outboxHealth: health } },
  },
  connectionPage(
    WebhookEndpointsQuery,
    { first: WEBHOOK_ENDPOINTS_PAGE, after },
    'webhookEndpointConnection',
    'WebhookEndpointConnection',
    endpoints,
    { next },
  ),
];
const createVars = { input: { url: URL_, eventTypes: ['payment.recorded'], description: null } };

function renderPage(mocks: any[]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <WebhooksPage />
      </MockedProvider>
    </ChakraProvider>,
  );
}

async function register() {
  await userEvent.type(await screen.findByLabelText(/^URL/), URL_);
  await userEvent.click(screen.getByRole('checkbox', { name: 'payment.recorded' }));
  await userEvent.click(screen.getByRole('button', { name: 'Register endpoint' }));
}

describe('Webhooks page', () => {
  it("shows the outbox at the top and a new endpoint's secret once", async () => {
    renderPage([
      ...list([]),
      {
        request: { query: CreateWebhookEndpointMutation, variables: createVars },
        result: {
          data: {
            createWebhookEndpoint: {
              __typename: 'CreatedWebhookEndpoint',
              secret: SECRET,
              endpoint: { __typename: 'WebhookEndpoint', id: 'w1', url: URL_ },
            },
          },
        },
      },
      ...list([endpoint]),
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

  it("refuses an empty URL itself and shows the server's refusal of the URL under it, with no secret", async () => {
    expect(validateWebhook({ url: ' ', eventTypes: [], description: '' })).toEqual({
      url: 'Enter the URL that receives the webhooks',
    });
    renderPage([
      ...list([]),
      {
        request: { query: CreateWebhookEndpointMutation, variables: createVars },
        result: {
          errors: [
            new GraphQLError('The URL must not reach a private address', {
              path: ['createWebhookEndpoint'],
              extensions: { code: 'BAD_USER_INPUT', field: 'url' },
            }),
          ],
        },
      },
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
      ...list([endpoint]),
      {
        request: { query: RotateWebhookSecretMutation, variables: { id: 'w1', overlapHours: 2 } },
        result: {
          data: {
            rotateWebhookSecret: {
              __typename: 'RotatedWebhookSecret',
              secret: SECRET,
              endpoint: {
                __typename: 'WebhookEndpoint',
                id: 'w1',
                secretRotatedAt: '2026-11-24T11:00:00.000Z',
                previousSecretExpiresAt: '2026-11-24T13:00:00.000Z',
              },
            },
          },
        },
      },
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

  it('reads the next page of endpoints with the end cursor and adds it below', async () => {
    const second = { ...endpoint, id: 'w2', url: 'https://crm.example.com/hooks' };
    renderPage([
      ...list([endpoint], null, 'c-w'),
      connectionPage(
        WebhookEndpointsQuery,
        { first: WEBHOOK_ENDPOINTS_PAGE, after: 'c-w' },
        'webhookEndpointConnection',
        'WebhookEndpointConnection',
        [second],
      ),
    ]);
    expect(await screen.findByText(URL_)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more webhook endpoints' }));
    expect(await screen.findByText('https://crm.example.com/hooks')).toBeInTheDocument();
    expect(screen.getByText(URL_)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more webhook endpoints' })).not.toBeInTheDocument();
  });
});

describe('Delivery log', () => {
  const delivery = (id: string, eventType: string) => ({
    __typename: 'WebhookDelivery' as const,
    id,
    eventId: `e-${id}`,
    endpointId: 'w1',
    eventType,
    status: 'SUCCEEDED',
    attempts: 1,
    responseStatus: 200,
    durationMs: 12,
    responseExcerpt: null,
    lastAttemptAt: '2026-11-24T10:00:00.000Z',
    deliveredAt: '2026-11-24T10:00:00.000Z',
    createdAt: '2026-11-24T10:00:00.000Z',
  });
  const page = (after: string | null, rows: unknown[], next: string | null = null) =>
    connectionPage(
      WebhookDeliveriesQuery,
      { endpointId: 'w1', first: WEBHOOK_DELIVERIES_PAGE, after },
      'webhookDeliveryConnection',
      'WebhookDeliveryConnection',
      rows,
      { next },
    );

  it('reads the next page of deliveries with the end cursor and adds it below', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <MockedProvider
          mocks={[
            page(null, [delivery('d1', 'payment.recorded')], 'c-d'),
            page('c-d', [delivery('d2', 'order_item.placed')]),
          ]}
        >
          <DeliveryLog endpointId="w1" url={URL_} />
        </MockedProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByText('payment.recorded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Load more deliveries of ${URL_}` }));
    expect(await screen.findByText('order_item.placed')).toBeInTheDocument();
    expect(screen.getByText('payment.recorded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Load more deliveries of ${URL_}` })).not.toBeInTheDocument();
  });
});
