import { humanMessage } from '../lib/errors';
import { copy } from '../lib/copy';

/** Firebase errors around verification, in words (a missing Firebase session means: sign in again). */
export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (
    code === 'auth/requires-recent-login' ||
    code === 'auth/user-token-expired' ||
    code === 'auth/user-not-found'
  )
    return copy.verify.signInAgain;
  if (code === 'auth/too-many-requests') return 'Too many attempts. Wait a minute and try again.';
  if (typeof code === 'string' && code.startsWith('auth/'))
    return 'The sign-in service refused this. Please try again.';
  return humanMessage(error);
}
