/** Chakra theme, Apollo client, session and toasts. Must sit inside the router (sign-out navigates). */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './theme';
import { LazyApolloProvider } from '../lib/apolloGate';
import { AuthProvider } from '../lib/auth';
import { Toaster } from '../components/toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <LazyApolloProvider>
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </LazyApolloProvider>
    </ChakraProvider>
  );
}
