/**
 * "Verify your e-mail" under the navbar: an unverified account (a shop admin's too: the server makes it admin only
 * once the address is verified, so until then it has a customer's navbar) reads that the Dashboard opens after that.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyEmailPanel } from '../VerifyEmailPanel';
import { customer, fakeAuth, renderWithApp } from '../../../test/render';

// The emulator's link list is fetched over the network; not here.
jest.mock('../../lib/emailVerification', () => ({ emulatorVerificationLink: async () => null }));

const unverified = { ...customer, email: 'admin@gluegun.test', emailVerified: false };
const note = 'Signing in as a shop admin? The Dashboard opens once this e-mail address is verified.';

describe('Verify your e-mail', () => {
  it('says that the Dashboard opens once the address is verified', async () => {
    renderWithApp(<VerifyEmailPanel />, { auth: fakeAuth({ user: unverified }) });
    const panel = await screen.findByRole('region', { name: 'Verify your e-mail' });
    expect(panel).toHaveTextContent('We sent a verification link to admin@gluegun.test.');
    expect(panel).toHaveTextContent(note);
  });

  it('leaves it out of the Pay dialog', async () => {
    renderWithApp(<VerifyEmailPanel compact />, { auth: fakeAuth({ user: unverified }) });
    expect(await screen.findByRole('region', { name: 'Verify your e-mail' })).not.toHaveTextContent(note);
  });

  it('shows nothing to a verified account', () => {
    renderWithApp(<VerifyEmailPanel />, { auth: fakeAuth({ user: { ...unverified, emailVerified: true } }) });
    expect(screen.queryByRole('region', { name: 'Verify your e-mail' })).not.toBeInTheDocument();
  });
});

describe('Resend the e-mail', () => {
  it('says the e-mail was sent again when a real e-mail goes out', async () => {
    const auth = fakeAuth({ user: unverified });
    renderWithApp(<VerifyEmailPanel emulator={false} />, { auth });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification e-mail sent again.');
    expect(auth.resendVerification).toHaveBeenCalledTimes(1);
  });

  it('on the local Auth emulator says where the link is, not that an e-mail was sent', async () => {
    renderWithApp(<VerifyEmailPanel emulator />, { auth: fakeAuth({ user: unverified }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the e-mail' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      /No e-mail is sent on the local sign-in service \(Auth emulator at [^)]+\): the new link is in the emulator's log/,
    );
    expect(status).not.toHaveTextContent('Verification e-mail sent again.');
  });
});
