import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddProductPage from '../components/AddProductPage';
import { CreateProductMutation } from '../api/createProduct';
import { renderAt } from '../../../../test/renderDashboard';
import { notifySuccess } from '../../../components/toaster';
import { GraphQLError } from 'graphql';
import { GENERIC_MESSAGES } from '../../../lib/errors';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

const input = {
  name: 'Hot Glue Gun 60W',
  description: 'Strong',
  imageUrl: 'https://img.test/g.png',
  priceCents: 1250,
  quantity: 500,
};

async function fill() {
  await userEvent.type(screen.getByLabelText(/Product name/), input.name);
  await userEvent.type(screen.getByLabelText(/Price/), '12.50');
  await userEvent.type(screen.getByLabelText(/Quantity/), '500');
  await userEvent.type(screen.getByLabelText(/Image link/), input.imageUrl);
  await userEvent.type(screen.getByLabelText(/Description/), input.description);
}

describe('Post Product form', () => {
  it('refuses an empty form with a message for every field and sends nothing', async () => {
    renderAt(<AddProductPage />, { mocks: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Post Product' }));
    for (const message of [
      'Name is required',
      'Price is required',
      'Quantity is required',
      'Image URL is required',
      'Description is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('refuses a price that is not dollars', async () => {
    renderAt(<AddProductPage />, { mocks: [] });
    await userEvent.type(screen.getByLabelText(/Price/), '12.505');
    await userEvent.click(screen.getByRole('button', { name: 'Post Product' }));
    expect(await screen.findByText('Price must be in dollars, e.g. 12.50')).toBeInTheDocument();
  });

  it('says the quantity minimum in the placeholder', () => {
    renderAt(<AddProductPage />, { mocks: [] });
    expect(screen.getByLabelText(/Quantity/)).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/minimum 100/),
    );
  });

  it("posts the price in cents, toasts 'Thanks!! Post Completed' and clears the form", async () => {
    const mock = {
      request: { query: CreateProductMutation, variables: { input } },
      result: { data: { createProduct: { __typename: 'Product' as const, id: 'p1', ...input } } },
    };
    renderAt(<AddProductPage />, { mocks: [mock] });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Post Product' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Thanks!! Post Completed'));
    await waitFor(() => expect(screen.getByLabelText(/Product name/)).toHaveValue(''));
  });

  it("shows the server's refusal and keeps the values", async () => {
    const refusal = new GraphQLError('Image URL must be an http(s) link', {
      path: ['createProduct'],
      extensions: { code: 'BAD_USER_INPUT', field: 'imageUrl' },
    });
    const mock = {
      request: { query: CreateProductMutation, variables: { input } },
      result: { errors: [refusal] },
    };
    renderAt(<AddProductPage />, { mocks: [mock] });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Post Product' }));
    expect(await screen.findByText('Image URL must be an http(s) link')).toBeInTheDocument();
    expect(screen.getByLabelText(/Product name/)).toHaveValue(input.name);
  });

  it('never shows a crash or network text: a generic sentence instead', async () => {
    const mock = {
      request: { query: CreateProductMutation, variables: { input } },
      error: new Error('connect ECONNREFUSED 127.0.0.1:4000'),
    };
    renderAt(<AddProductPage />, { mocks: [mock] });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Post Product' }));
    expect(await screen.findByText(GENERIC_MESSAGES.unknown)).toBeInTheDocument();
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
  });
});
