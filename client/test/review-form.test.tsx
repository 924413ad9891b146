import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewForm } from '../src/features/reviews/components/ReviewForm';
import { toaster } from '../src/components/toaster';
import { renderWithApp } from './render';

describe('Review form', () => {
  it('shows the card title, and required-field messages when empty', async () => {
    const onSubmitReview = jest.fn();
    renderWithApp(<ReviewForm onSubmitReview={onSubmitReview} />);
    expect(screen.getByText('Add Your Importent Review!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText('Photo URL is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(onSubmitReview).not.toHaveBeenCalled();
  });

  it('refuses a non-http photo link', async () => {
    const onSubmitReview = jest.fn();
    renderWithApp(<ReviewForm onSubmitReview={onSubmitReview} />);
    await userEvent.type(screen.getByLabelText(/Photo URL/), 'javascript:alert(1)');
    await userEvent.type(screen.getByLabelText(/Review description/), 'Great');
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText('Photo URL must be an http(s) link')).toBeInTheDocument();
    expect(onSubmitReview).not.toHaveBeenCalled();
  });

  it('sends the review, toasts, and clears the form', async () => {
    const create = jest.spyOn(toaster, 'create');
    const onSubmitReview = jest.fn().mockResolvedValue({});
    renderWithApp(<ReviewForm onSubmitReview={onSubmitReview} />);
    await userEvent.type(screen.getByLabelText(/Photo URL/), 'https://img.test/me.jpg');
    await userEvent.type(screen.getByLabelText(/Review description/), 'Strong glue, fast delivery.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    await waitFor(() =>
      expect(onSubmitReview).toHaveBeenCalledWith({
        photoUrl: 'https://img.test/me.jpg',
        description: 'Strong glue, fast delivery.',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/Photo URL/)).toHaveValue(''));
    expect(screen.getByLabelText(/Review description/)).toHaveValue('');
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Added Your Review', type: 'success' }),
    );
  });

  it('shows a server error and keeps the input', async () => {
    const onSubmitReview = jest.fn().mockRejectedValue(new Error('Photo URL must be an http(s) link'));
    renderWithApp(<ReviewForm onSubmitReview={onSubmitReview} />);
    await userEvent.type(screen.getByLabelText(/Photo URL/), 'https://img.test/me.jpg');
    await userEvent.type(screen.getByLabelText(/Review description/), 'Nice');
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByLabelText(/Review description/)).toHaveValue('Nice');
  });
});
