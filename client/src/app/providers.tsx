/** Chakra theme, Apollo client, session and toasts. Must sit inside the router (sign-out navigates). */
import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from '../lib/apollo';
import { AuthProvider } from '../lib/auth';
import { Toaster } from '../components/toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={apolloClient}>
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
