/**
 * Session state for the whole app. Firebase proves who the user is; the shop server then issues
 * its own session token (spec §3/§4: stored in localStorage under `token`), and `me` says who we are
 * and whether we are admin. Pages call the actions below and show any thrown error as red text.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import type { User as FirebaseUser } from 'firebase/auth';
import { MESSAGES } from '@gluegun/common';
import { errorCode } from './errorCode';
import { getToken, setToken } from './token';
import { ExchangeTokenMutation, MeQuery, SignOutMutation } from './session-operations';
import type { EmulatorGoogleAccount } from './firebaseMode';

export type Role = 'ADMIN' | 'CUSTOMER';

export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
  /** Firebase said the address was verified at the last exchange (paying by invoice needs it). */
  emailVerified: boolean;
  /** A sales rep serving companies shop admins assign (docs/decisions/084); false while acting as a buyer. */
  salesRep?: boolean;
}

export interface AuthContextValue {
  user: SessionUser | null;
  /** True until we know whether a stored token is still valid. */
  loading: boolean;
  isAdmin: boolean;
  signInWithEmail(email: string, password: string): Promise<SessionUser>;
  signUp(name: string, email: string, password: string): Promise<SessionUser>;
  /** Google: Firebase's popup, or with `account` the Auth emulator's credential for that account. */
  signInWithGoogle(account?: EmulatorGoogleAccount): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** The stored session was refused (account removed, or the session ended): /log-in explains it. */
  sessionEnded: boolean;
  /** Sends Firebase's verification e-mail again. */
  resendVerification(): Promise<void>;
  /**
   * Asks Firebase whether the address is verified now (reload), then trades a fresh ID token with the shop so it
   * knows too. Resolves to the verified state.
   */
  refreshVerification(): Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

function toSessionUser(u: {
  id: string;
  email: string;
  displayName?: string | null;
  role: string;
  emailVerified?: boolean | null;
  salesRep?: boolean | null;
}): SessionUser {
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName ?? null,
    role: u.role === 'ADMIN' ? 'ADMIN' : 'CUSTOMER',
    emailVerified: u.emailVerified !== false,
    salesRep: u.salesRep === true,
  };
}

/** Firebase's signed-in user, once Firebase has restored it from the browser; signed out of Firebase, an error to sign in again. */
async function firebaseUser(): Promise<FirebaseUser> {
  const { auth } = await import('./firebase');
  await auth.authStateReady();
  if (!auth.currentUser)
    throw Object.assign(new Error('signed out of Firebase'), { code: 'auth/requires-recent-login' });
  return auth.currentUser;
}

type SetUser = Dispatch<SetStateAction<SessionUser | null>>;
type SetFlag = Dispatch<SetStateAction<boolean>>;

/** Signing in with Firebase (e-mail, sign-up, Google) and the e-mail verification, each ending in the shop's exchange. */
function useFirebaseSession(client: ApolloClient, setUser: SetUser, setSessionEnded: SetFlag) {
  return useMemo(() => {
    /** Trade a Firebase ID token for the shop's session token, store it, then read `me`. */
    const exchange = async (
      firebaseUser: FirebaseUser,
      forceRefresh = false,
      sameUser = false,
    ): Promise<SessionUser> => {
      const idToken = await firebaseUser.getIdToken(forceRefresh);
      const { data } = await client.mutate({ mutation: ExchangeTokenMutation, variables: { idToken } });
      if (!data) throw new Error('No answer from the server');
      setToken(data.exchangeToken.token);
      setSessionEnded(false);
      // A new person's session starts from an empty cache; the same person's fresh token keeps what is on screen
      // (a dialog open on My Orders stays open while the verified state is picked up).
      if (!sameUser) await client.resetStore().catch(() => undefined);
      const me = await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
      const session = toSessionUser(me.data?.me ?? data.exchangeToken.user);
      setUser(session);
      return session;
    };

    return {
      async signInWithEmail(email: string, password: string) {
        const { auth, signInWithEmailAndPassword } = await import('./firebase');
        const cred = await signInWithEmailAndPassword(auth, email, password);
        return exchange(cred.user);
      },

      async signUp(name: string, email: string, password: string) {
        const { auth, createUserWithEmailAndPassword, updateProfile, sendEmailVerification } =
          await import('./firebase');
        const cred = await createUserWithEmailAndPassword(auth, email, password);
        if (!auth.currentUser) throw new Error(MESSAGES.noUserLoggedIn);
        await updateProfile(auth.currentUser, { displayName: name });
        // The verification e-mail (on the emulator: a link listed at its oobCodes endpoint). A failure to send
        // must not fail the sign-up: the banner offers Resend.
        await sendEmailVerification(cred.user).catch(() => undefined);
        // Force a fresh ID token so the server sees the new display name.
        return exchange(cred.user, true);
      },

      async signInWithGoogle(account?: EmulatorGoogleAccount) {
        const { auth, signInWithPopup, signInWithCredential, GoogleAuthProvider } =
          await import('./firebase');
        if (account) {
          // The emulator takes an unsigned Google ID token (its claims as JSON); real Firebase would refuse it.
          const claims = {
            sub: `google-${account.email}`,
            email: account.email,
            email_verified: true,
            name: account.name,
          };
          const cred = await signInWithCredential(
            auth,
            GoogleAuthProvider.credential(JSON.stringify(claims)),
          );
          return exchange(cred.user);
        }
        // Firebase opens its sign-in popup at 500 x 600, the size the spec asks for (§9).
        const cred = await signInWithPopup(auth, new GoogleAuthProvider());
        return exchange(cred.user);
      },

      async resendVerification() {
        const current = await firebaseUser();
        const { sendEmailVerification } = await import('./firebase');
        await sendEmailVerification(current);
      },

      async refreshVerification() {
        const current = await firebaseUser();
        await current.reload();
        if (!current.emailVerified) return false;
        // A fresh ID token carries email_verified: true; the exchange records it on the shop's side.
        const session = await exchange(current, true, true);
        return session.emailVerified;
      },
    };
  }, [client, setUser, setSessionEnded]);
}

/** Signs out on the server, in Firebase and in this browser, whatever the server says. */
function useSignOut(client: ApolloClient, setUser: SetUser, setSessionEnded: SetFlag) {
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    let failure: unknown = null;
    try {
      await client.mutate({ mutation: SignOutMutation });
    } catch (error) {
      // An expired session is already signed out on the server; anything else is reported after
      // the local sign-out below, which happens either way so the browser never keeps a session.
      if (errorCode(error) !== 'UNAUTHENTICATED') failure = error;
    }
    const { auth, firebaseSignOut } = await import('./firebase');
    await firebaseSignOut(auth).catch(() => undefined);
    setToken(null);
    // The router applies navigations as transitions; clearing the user in the same transition means
    // a guarded page is never rendered signed-out (its guard would redirect to /log-in and remember
    // that page for the next sign-in).
    startTransition(() => {
      navigate('/');
      setUser(null);
      setSessionEnded(false); // signed out on purpose: /log-in has nothing to explain
    });
    await client.clearStore();
    if (failure) throw failure;
  }, [client, navigate]);
  return signOut;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState<boolean>(() => Boolean(getToken()));
  const [sessionEnded, setSessionEnded] = useState(false);
  const signedIn = useRef(false);
  signedIn.current = user !== null;

  // Restore the session from a stored token; a stale or revoked token is dropped.
  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    client
      .query({ query: MeQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!cancelled && data) setUser(toSessionUser(data.me));
      })
      .catch((error: unknown) => {
        if (errorCode(error) === 'UNAUTHENTICATED') {
          // The account was deleted, or the session was ended elsewhere: say so on /log-in.
          setToken(null);
          if (!cancelled) setSessionEnded(true);
        }
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [client]);

  // Tabs follow the session (lib/followSession). A guarded page whose session ended goes to
  // /log-in (RequireAuth), which says the session ended and offers to sign in again.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./followSession').then(({ followSession }) => {
      if (cancelled) return;
      stop = followSession({
        isSignedIn: () => signedIn.current,
        endHere: () => {
          // Not a transition: the page that got the refusal must not render signed-in once more before its guard acts.
          setUser(null);
          setSessionEnded(true);
          // resetStore, not clearStore: the page's public queries (the shop's products) run again as a visitor's
          // instead of showing the error of the request the reset cut off.
          void client.resetStore().catch(() => undefined);
        },
        adoptStoredToken: () => {
          client
            .resetStore()
            .catch(() => undefined)
            .then(() => client.query({ query: MeQuery, fetchPolicy: 'network-only' }))
            .then(({ data }) => {
              if (data)
                startTransition(() => {
                  setUser(toSessionUser(data.me));
                  setSessionEnded(false);
                });
            })
            .catch(() => undefined); // a refused token comes back as SESSION_REFUSED_EVENT
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client]);

  const firebaseSession = useFirebaseSession(client, setUser, setSessionEnded);
  const signOut = useSignOut(client, setUser, setSessionEnded);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, isAdmin: user?.role === 'ADMIN', ...firebaseSession, signOut, sessionEnded }),
    [user, loading, firebaseSession, signOut, sessionEnded],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>');
  return value;
}
