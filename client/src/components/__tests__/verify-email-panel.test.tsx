/**
 * "Verify your e-mail" under the navbar: an unverified account (a shop admin's too: the server makes it admin only
 * once the address is verified, so until then it has a customer's navbar) reads that the Dashboard opens after that.
 */
import { screen } from '@testing-library/react';
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
