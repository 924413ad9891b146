/**
 * How forms end a submit (components/form/formOutcome.ts, lib/formErrors.ts): a form emptied after a save shows no
 * message when its focused field loses focus (the click that blurs it lands where it was aimed), and a server refusal
 * stays under the field it names through the form's own checks until that field changes.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ReactNode } from 'react';
import { InlineForm } from '../src/features/company/components/InlineForm';
import { SelectField } from '../src/features/company/components/SelectField';
import { validateInvite } from '../src/features/company/components/InvitationsPanel';
import { ROLE_OPTIONS } from '../src/features/company/components/companyForms';
import { TextField } from '../src/components/form/TextField';
import { FormDialog } from '../src/components/form/FormDialog';
import { RegisterWebhookForm } from '../src/features/integrations/components/RegisterWebhookForm';
import { CreateWebhookEndpointMutation } from '../src/features/integrations/api/webhooks';
import { CreateApiKeyForm } from '../src/features/integrations/components/CreateApiKeyForm';
import { CreateApiKeyMutation } from '../src/features/integrations/api/apiKeys';
import { ReviewForm } from '../src/features/reviews/components/ReviewForm';
import { keepRefusal, withRefusals, type RefusalMemory } from '../src/lib/formErrors';

// jsdom has no PointerEvent; Chakra's checkboxes (zag) construct one on press.
if (!('PointerEvent' in window))
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
jest.mock('../src/components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const wrap = (ui: ReactNode, mocks: unknown[] = []) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks as never}>{ui}</MockedProvider>
    </ChakraProvider>,
  );
const refusal = (message: string, field: string) => ({
  errors: [new GraphQLError(message, { path: ['x'], extensions: { code: 'BAD_USER_INPUT', field } })],
});

describe('a form emptied after a save', () => {
  it('invitation: the emptied e-mail field shows nothing when the next click (Revoke) blurs it, and that click lands', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const revoke = jest.fn();
    wrap(
      <>
        <InlineForm
          label="Send invitation"
          initialValues={{ email: '', role: 'BUYER' }}
          validate={validateInvite}
          fieldOf={{ email: 'email', role: 'role' }}
          onSubmit={send}
          submitLabel="Send invitation"
          resetOnSuccess
        >
          <TextField name="email" label="E-mail" type="email" required />
          <SelectField name="role" label="Role" options={ROLE_OPTIONS} required />
        </InlineForm>
        <button type="button" onClick={revoke}>
          Revoke
        </button>
      </>,
    );
    const email = screen.getByLabelText(/E-mail/);
    await userEvent.type(email, 'new@buyer.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveValue(''));
    expect(send).toHaveBeenCalledWith({ email: 'new@buyer.test', role: 'BUYER' });
    expect(email).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(revoke).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('E-mail is required')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    // Edited again and emptied, it says so as before; a submit checks every field as before.
    await userEvent.type(email, 'x');
    await userEvent.clear(email);
    await userEvent.tab();
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
  });

  it('webhook: the emptied URL field shows no error after a registration', async () => {
    const url = 'https://erp.example.com/hooks';
    const mocks = [
      {
        request: {
          query: CreateWebhookEndpointMutation,
          variables: { input: { url, eventTypes: [], description: null } },
        },
        result: {
          data: {
            createWebhookEndpoint: {
              __typename: 'CreatedWebhookEndpoint',
              secret: 'whsec_x',
              endpoint: { __typename: 'WebhookEndpoint', id: 'w1', url },
            },
          },
        },
      },
    ];
    const onRegistered = jest.fn();
    wrap(
      <>
        <RegisterWebhookForm eventTypes={['payment.recorded']} onRegistered={onRegistered} />
        <button type="button">Elsewhere</button>
      </>,
      mocks,
    );
    await userEvent.type(screen.getByLabelText(/^URL/), url);
    await userEvent.click(screen.getByRole('button', { name: 'Register endpoint' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(url, 'whsec_x'));
    await waitFor(() => expect(screen.getByLabelText(/^URL/)).toHaveValue(''));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Enter the URL that receives the webhooks')).not.toBeInTheDocument();
  });

  it('API key: the emptied name field shows no error after a key is made', async () => {
    const mocks = [
      {
        request: {
          query: CreateApiKeyMutation,
          variables: { input: { name: 'ERP', scopes: ['read:orders'], expiresAt: null } },
        },
        result: {
          data: {
            createApiKey: {
              __typename: 'CreatedApiKey',
              key: 'gg_live_x',
              apiKey: { __typename: 'ApiKey', id: 'k1' },
            },
          },
        },
      },
    ];
    const onCreated = jest.fn();
    wrap(
      <>
        <CreateApiKeyForm scopes={['read:orders']} onCreated={onCreated} />
        <button type="button">Elsewhere</button>
      </>,
      mocks,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'read:orders' }));
    await userEvent.type(screen.getByLabelText(/^Name/), 'ERP');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('ERP', 'gg_live_x'));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Give the key a name')).not.toBeInTheDocument();
  });

  it('review: the emptied description shows no error after a review is added', async () => {
    const onSubmitReview = jest.fn().mockResolvedValue({});
    wrap(
      <>
        <ReviewForm onSubmitReview={onSubmitReview} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.type(screen.getByLabelText(/Photo URL/), 'https://img.test/me.jpg');
    await userEvent.type(screen.getByLabelText(/Review description/), 'Strong glue.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    await waitFor(() => expect(screen.getByLabelText(/Review description/)).toHaveValue(''));
    expect(onSubmitReview).toHaveBeenCalledWith({
      photoUrl: 'https://img.test/me.jpg',
      description: 'Strong glue.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
  });
});

describe('a server refusal under its field', () => {
  const PRIVATE =
    '10.0.0.1 points at a private, loopback or link-local address (10.0.0.1): webhooks can only go to public addresses';

  it('webhook: a private address typed with a description shows the refusal under the URL, and it stays until the URL changes', async () => {
    const mocks = [
      {
        request: {
          query: CreateWebhookEndpointMutation,
          variables: { input: { url: 'https://10.0.0.1/h', eventTypes: [], description: 'ERP' } },
        },
        result: refusal(PRIVATE, 'url'),
      },
    ];
    wrap(<RegisterWebhookForm eventTypes={['payment.recorded']} onRegistered={jest.fn()} />, mocks);
    const url = screen.getByLabelText(/^URL/);
    await userEvent.type(url, 'https://10.0.0.1/h');
    await userEvent.type(screen.getByLabelText(/^Description/), 'ERP');
    await userEvent.click(screen.getByRole('button', { name: 'Register endpoint' }));
    // The refused field takes focus (the description loses it, and the form's own checks run).
    await waitFor(() => expect(url).toHaveFocus());
    expect(await screen.findByText(PRIVATE)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByLabelText(/^Description/));
    await userEvent.type(screen.getByLabelText(/^Description/), ' sync');
    expect(screen.getByText(PRIVATE)).toBeInTheDocument();
    await userEvent.type(url, 'x');
    await waitFor(() => expect(screen.queryByText(PRIVATE)).not.toBeInTheDocument());
  });

  it('a dialog form keeps the refusal under its field while another field is typed in', async () => {
    const refused = {
      errors: [
        new GraphQLError('That invoice is already paid', {
          path: ['applyCredit'],
          extensions: { code: 'CONFLICT', field: 'purchaseOrderId' },
        }),
      ],
    };
    const onSubmit = jest.fn().mockRejectedValue(new CombinedGraphQLErrors(refused));
    wrap(
      <FormDialog
        open
        onClose={jest.fn()}
        title="Apply credit"
        initialValues={{ invoice: '', amount: '' }}
        validate={() => ({})}
        fieldOf={{ purchaseOrderId: 'invoice', amountCents: 'amount' }}
        onSubmit={onSubmit}
        cancelLabel="Cancel"
        submitLabel="Apply"
      >
        <TextField name="invoice" label="Invoice" />
        <TextField name="amount" label="Amount" />
      </FormDialog>,
    );
    await userEvent.type(screen.getByLabelText('Invoice'), 'PO-1');
    await userEvent.type(screen.getByLabelText('Amount'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('That invoice is already paid')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount'), '0');
    await userEvent.tab();
    expect(screen.getByText('That invoice is already paid')).toBeInTheDocument();
  });

  it('withRefusals adds a kept refusal while its field holds the refused value, and forgets it once it changes', () => {
    const memory: RefusalMemory = new Map();
    keepRefusal(memory, 'url', 'Not a public address', { url: 'https://10.0.0.1' });
    keepRefusal(memory, 'rules.1.threshold', 'Too high', {
      rules: [{ threshold: '1' }, { threshold: '900' }],
    });
    expect(
      withRefusals(
        memory,
        { url: 'https://10.0.0.1', rules: [{ threshold: '1' }, { threshold: '900' }] },
        {},
      ),
    ).toEqual({ url: 'Not a public address', rules: [undefined, { threshold: 'Too high' }] });
    // The form's own message for a field comes first.
    expect(withRefusals(memory, { url: 'https://10.0.0.1', rules: [] }, { url: 'Enter the URL' })).toEqual({
      url: 'Enter the URL',
    });
    expect([...memory.keys()]).toEqual(['url']);
    expect(withRefusals(memory, { url: 'https://example.com', rules: [] }, {})).toEqual({});
    expect(memory.size).toBe(0);
  });
});
