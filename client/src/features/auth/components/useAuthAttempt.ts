/**
 * What Log In and Sign Up share: one sign-in attempt at a time (busy), its refusal in words (error), back to the
 * earlier page when it worked, and whether to show "signed in as" instead of the form (never while an attempt
 * that will navigate away is running, so the notice does not flash).
 */
import { useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { authErrorText } from './authError';
import { useReturnTo } from './useReturnTo';

export function useAuthAttempt() {
  const auth = useAuth();
  const { goBack, state } = useReturnTo();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempting = useRef(false);

  const attempt = async (action: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    attempting.current = true;
    try {
      await action();
      goBack();
    } catch (e) {
      attempting.current = false;
      setError(authErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  const signedInAlready = auth.user && !attempting.current ? auth.user : null;
  return { attempt, error, busy, state, signedInAlready };
}
