/** Chakra theme, Apollo client, session and toasts. Must sit inside the router (sign-out navigates). */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './theme';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from '../lib/apollo';
import { AuthProvider } from '../lib/auth';
import { Toaster } from '../components/toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
