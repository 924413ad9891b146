import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { COMPANY_KEY_SCOPES } from '@gluegun/common';
import { CompanyApiKeysPanel } from '../components/CompanyApiKeysPanel';
import { API_KEYS_PAGE, ApiKeysQuery, CreateApiKeyMutation } from '../../integrations/api/apiKeys';
import { connectionPage } from '../../../../test/connectionPage';

// jsdom has no PointerEvent; Chakra's checkboxes (zag) construct one on press.
if (!('PointerEvent' in window))
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const KEY = 'gg_live_0123456789ab_0123456789abcdef0123456789abcdef0123456';
const row = {
  __typename: 'ApiKey' as const,
  id: 'k1',
  name: 'ERP sync',
  prefix: 'gg_live_0123456789ab',
  scopes: ['read:orders'],
  createdBy: 'boss@acme.test',
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

function renderPanel(mocks: any[], role: 'COMPANY_ADMIN' | 'BUYER' = 'COMPANY_ADMIN') {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <CompanyApiKeysPanel role={role} />
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('My company: API keys', () => {
  it('offers a company admin only the company scopes and creates a company key, shown once', async () => {
    const create = {
      request: {
        query: CreateApiKeyMutation,
        variables: { input: { name: 'ERP sync', scopes: ['read:orders'], expiresAt: null, company: true } },
      },
      result: { data: { createApiKey: { __typename: 'CreatedApiKey', key: KEY, apiKey: row } } },
    };
    renderPanel([listEmpty, create, listOne]);
    const section = screen.getByRole('region', { name: 'API keys' });
    expect(await within(section).findByText('No API keys yet.')).toBeInTheDocument();
    const offered = within(section)
      .getAllByRole('checkbox')
      .map((c) => c.getAttribute('value'));
    expect(offered).toEqual([...COMPANY_KEY_SCOPES]);
    expect(within(section).queryByRole('checkbox', { name: 'read:users' })).not.toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText(/^Name/), 'ERP sync');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'read:orders' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('region', { name: 'Your new key "ERP sync"' });
    expect(within(shown).getByDisplayValue(KEY)).toBeInTheDocument();
  });

  it('is not shown to members who are not company admins', () => {
    const { container } = renderPanel([], 'BUYER');
    expect(container.querySelector('section')).toBeNull();
  });
});
