import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import ApiKeysPage from '../components/ApiKeysPage';
import { API_KEYS_PAGE, ApiKeysQuery, CreateApiKeyMutation } from '../api/apiKeys';
import { connectionPage } from '../../../../test/connectionPage';
import { validateApiKey, expiryOf } from '../components/CreateApiKeyForm';

// jsdom has no PointerEvent; Chakra's checkboxes (zag) construct one on press.
if (!('PointerEvent' in window))
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const KEY = 'gg_live_0123456789abcdef0123456789abcdef';
const row = {
  __typename: 'ApiKey' as const,
  id: 'k1',
  name: 'ERP sync',
  prefix: 'gg_live_0123456789ab',
  scopes: ['read:orders'],
  createdBy: 'admin@gluegun.test',
  createdAt: '2026-11-24T10:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  lastUsedIp: null,
  requestCount: 0,
};
const keys = (rows: unknown[], after: string | null = null, next: string | null = null) =>
  connectionPage(
    ApiKeysQuery,
    { first: API_KEYS_PAGE, after },
    'apiKeyConnection',
    'ApiKeyConnection',
    rows,
    { next },
  );
const listEmpty = keys([]);
const listOne = keys([row]);
const createVars = { input: { name: 'ERP sync', scopes: ['read:orders'], expiresAt: null } };
const refuse = (message: string, extensions: Record<string, unknown>) => ({
  errors: [new GraphQLError(message, { path: ['createApiKey'], extensions })],
});

function renderPage(mocks: any[]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <ApiKeysPage />
      </MockedProvider>
    </ChakraProvider>,
  );
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText(/^Name/), 'ERP sync');
  await userEvent.click(screen.getByRole('checkbox', { name: 'read:orders' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
}

describe('API Keys page', () => {
  it('shows a new key once, with the store-it-now note and a copy button, and forgets it when stored', async () => {
    renderPage([
      listEmpty,
      {
        request: { query: CreateApiKeyMutation, variables: createVars },
        result: { data: { createApiKey: { __typename: 'CreatedApiKey', key: KEY, apiKey: row } } },
      },
      listOne,
    ]);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await fillAndSubmit();
    const shown = await screen.findByRole('region', { name: 'Your new key "ERP sync"' });
    expect(within(shown).getByDisplayValue(KEY)).toBeInTheDocument();
    expect(within(shown).getByText('Store it now: it is not shown again.')).toBeInTheDocument();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await within(shown).findByText('Copied')).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByDisplayValue(KEY)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Your new key/ })).not.toBeInTheDocument();
  });

  it('refuses an empty name and no scopes before asking the server', async () => {
    expect(validateApiKey({ name: '  ', scopes: [], expiresOn: '' })).toEqual({
      name: 'Give the key a name',
      scopes: 'Choose at least one scope',
    });
    expect(validateApiKey({ name: 'x', scopes: ['read:orders'], expiresOn: '' })).toEqual({});
    expect(expiryOf('')).toBeNull();
    expect(expiryOf('2030-01-31')).toBe('2030-01-31T23:59:59.999Z');
    renderPage([listEmpty]);
    await userEvent.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Give the key a name')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope')).toBeInTheDocument();
  });

  it("shows the server's refusal under its field, others above the button, and no key", async () => {
    renderPage([
      listEmpty,
      {
        request: { query: CreateApiKeyMutation, variables: createVars },
        result: refuse('You may only give a key scopes you hold', {
          code: 'BAD_USER_INPUT',
          field: 'scopes',
        }),
      },
      {
        request: { query: CreateApiKeyMutation, variables: createVars },
        result: refuse('Too many keys', { code: 'CONFLICT' }),
      },
    ]);
    await screen.findByText('No API keys yet.');
    await fillAndSubmit();
    expect(await screen.findByText('You may only give a key scopes you hold')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many keys');
    await waitFor(() => expect(screen.queryByDisplayValue(KEY)).not.toBeInTheDocument());
  });

  it('reads the next page of keys with the end cursor and adds it below', async () => {
    renderPage([
      keys([row], null, 'c-k'),
      keys([{ ...row, id: 'k2', name: 'Warehouse feed', prefix: 'gg_live_aaaaaaaaaaaa' }], 'c-k'),
    ]);
    const table = await screen.findByRole('table', { name: 'Keys' });
    expect(within(table).getByText('ERP sync')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more API keys' }));
    expect(await within(table).findByText('Warehouse feed')).toBeInTheDocument();
    expect(within(table).getByText('ERP sync')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more API keys' })).not.toBeInTheDocument();
  });
});
