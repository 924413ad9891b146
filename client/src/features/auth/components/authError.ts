import { humanMessage } from '../../../lib/errors';

/**
 * Log-in must not tell a stranger whether an account exists: an unknown address, a wrong
 * password and Firebase's combined code all get the same words.
 */
const WRONG_CREDENTIALS = 'Wrong e-mail or password.';

/** Sign-in provider codes people hit most, in words; other provider codes are spelled out from the code. */
const PROVIDER_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/email-already-in-use': 'Email already in use',
  'auth/too-many-requests': 'Too many attempts. Wait a minute and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
};

/** Provider errors arrive as 'Firebase: Error (auth/invalid-credential).'; the shop's own errors go through lib/errors. */
export function authErrorText(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (typeof code === 'string' && code.startsWith('auth/')) {
    if (PROVIDER_MESSAGES[code]) return PROVIDER_MESSAGES[code];
    const words = code.slice(5).replace(/-/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return humanMessage(error);
}
