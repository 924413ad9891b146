/** Render helper: Chakra + a memory router + a fake session, so components run without a server. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthContext, type AuthContextValue, type SessionUser } from '../src/lib/auth';

export const customer: SessionUser = {
  id: 'u1',
  email: 'buyer@gluegun.test',
  displayName: 'Bea Buyer',
  role: 'CUSTOMER',
  emailVerified: true,
};

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    loading: false,
    isAdmin: false,
    signInWithEmail: jest.fn().mockResolvedValue(customer),
    signUp: jest.fn().mockResolvedValue(customer),
    signInWithGoogle: jest.fn().mockResolvedValue(customer),
    signOut: jest.fn().mockResolvedValue(undefined),
    sessionEnded: false,
    resendVerification: jest.fn().mockResolvedValue(undefined),
    refreshVerification: jest.fn().mockResolvedValue(true),
    ...overrides,
  };
}

/** Shows where the router ended up, and the state it carried, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

export function renderWithApp(ui: ReactElement, { auth = fakeAuth(), path = '/', route = '*' } = {}) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="/log-in" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </ChakraProvider>,
  );
}
