/** Renders the dashboard at a path with a fake session and Apollo mocks (client-side only tests). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';

type MockedResponse = MockLink.MockedResponse;
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthContext, type AuthContextValue, type SessionUser } from '../src/lib/auth';

export const admin: SessionUser = {
  id: 'a1',
  email: 'admin@gluegun.test',
  displayName: 'Ada Admin',
  role: 'ADMIN',
  emailVerified: true,
};
export const customer: SessionUser = {
  id: 'u1',
  email: 'buyer@gluegun.test',
  displayName: 'Bea Buyer',
  role: 'CUSTOMER',
  emailVerified: true,
};

export function session(user: SessionUser | null, loading = false): AuthContextValue {
  return {
    user,
    loading,
    isAdmin: user?.role === 'ADMIN',
    signInWithEmail: jest.fn(),
    signUp: jest.fn(),
    signInWithGoogle: jest.fn(),
    signOut: jest.fn(),
    sessionEnded: false,
    resendVerification: jest.fn(),
    refreshVerification: jest.fn(),
  };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

export function renderAt(
  ui: ReactElement,
  { path = '/dashboard', auth = session(admin), mocks = [] as MockedResponse[] } = {},
) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/dashboard/*" element={ui} />
              <Route path="/log-in" element={<LocationProbe />} />
              <Route path="/forbidden" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </AuthContext.Provider>
      </MockedProvider>
    </ChakraProvider>,
  );
}
