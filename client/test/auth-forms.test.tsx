import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LogInPage from '../src/features/auth/components/LogInPage';
import SignUpPage from '../src/features/auth/components/SignUpPage';
import { fakeAuth, renderWithApp } from './render';

describe('Log-in form', () => {
  it('requires e-mail and password and sends nothing', async () => {
    const auth = fakeAuth();
    renderWithApp(<LogInPage />, { auth });
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(auth.signInWithEmail).not.toHaveBeenCalled();
  });

  it("refuses a password under 6 characters with the spec's message", async () => {
    const auth = fakeAuth();
    renderWithApp(<LogInPage />, { auth });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@b.co');
    await userEvent.type(screen.getByLabelText(/Password/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Must be 6 chracters longer')).toBeInTheDocument();
    expect(auth.signInWithEmail).not.toHaveBeenCalled();
  });

  it('signs in with valid input and shows provider errors in red text', async () => {
    const error = Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
      code: 'auth/invalid-credential',
    });
    const auth = fakeAuth({ signInWithEmail: jest.fn().mockRejectedValue(error) });
    renderWithApp(<LogInPage />, { auth });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@b.co');
    await userEvent.type(screen.getByLabelText(/Password/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(auth.signInWithEmail).toHaveBeenCalledWith('a@b.co', '123456'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
  });

  it.each(['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential'])(
    'says the same words for %s, so a stranger cannot tell whether an account exists',
    async (code) => {
      const error = Object.assign(new Error(`Firebase: Error (${code}).`), { code });
      const auth = fakeAuth({ signInWithEmail: jest.fn().mockRejectedValue(error) });
      renderWithApp(<LogInPage />, { auth });
      await userEvent.type(screen.getByLabelText(/E-mail/), 'a@b.co');
      await userEvent.type(screen.getByLabelText(/Password/), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/^Wrong e-mail or password\.$/);
      expect(alert).not.toHaveTextContent(/not found|user|password is wrong/i);
    },
  );

  it('shows the Google and GitHub buttons and a link to sign-up', () => {
    renderWithApp(<LogInPage />);
    expect(screen.getByRole('button', { name: /Continue to Google/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /GitHub/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });
});

describe('Google sign-in against the Auth emulator', () => {
  it('asks for the Google account in the chooser and signs in with it', async () => {
    const auth = fakeAuth();
    renderWithApp(<LogInPage />, { auth });
    await userEvent.click(screen.getByRole('button', { name: /Continue to Google/ }));
    const chooser = await screen.findByRole('dialog', { name: 'Sign in with Google (Auth emulator)' });
    await userEvent.type(within(chooser).getByLabelText('Google e-mail'), 'Gail@Example.com');
    await userEvent.type(within(chooser).getByLabelText('Display name'), 'Gail Google');
    await userEvent.click(within(chooser).getByRole('button', { name: 'Sign in with Google.com' }));
    await waitFor(() =>
      expect(auth.signInWithGoogle).toHaveBeenCalledWith({ email: 'gail@example.com', name: 'Gail Google' }),
    );
  });

  it('refuses a chooser entry that is not an e-mail and signs nobody in', async () => {
    const auth = fakeAuth();
    renderWithApp(<SignUpPage />, { auth });
    await userEvent.click(screen.getByRole('button', { name: /Continue to Google/ }));
    const chooser = await screen.findByRole('dialog', { name: 'Sign in with Google (Auth emulator)' });
    await userEvent.type(within(chooser).getByLabelText('Google e-mail'), 'not-an-email');
    await userEvent.click(within(chooser).getByRole('button', { name: 'Sign in with Google.com' }));
    expect(await within(chooser).findByText('Enter an e-mail address')).toBeInTheDocument();
    expect(auth.signInWithGoogle).not.toHaveBeenCalled();
  });
});

describe('Sign-up form', () => {
  it('requires a name and a 6-character password', async () => {
    const auth = fakeAuth();
    renderWithApp(<SignUpPage />, { auth });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@b.co');
    await userEvent.type(screen.getByLabelText(/Password/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Must be 6 chracters longer')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('creates the account with name, e-mail and password', async () => {
    const auth = fakeAuth();
    renderWithApp(<SignUpPage />, { auth });
    await userEvent.type(screen.getByLabelText(/Name/), 'Bea Buyer');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'bea@b.co');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(auth.signUp).toHaveBeenCalledWith('Bea Buyer', 'bea@b.co', 'secret1'));
  });
});
