/**
 * Apollo Client (about 50 kB gzip) is not needed to paint: the server sends pre-rendered HTML for the public
 * pages (docs/performance.md). Its chunk starts loading when the app starts; the app below this gate renders,
 * or hydrates the pre-rendered HTML, once it is there. While it loads, a pre-rendered page stays as it is
 * (React leaves a suspended boundary's server HTML in place) and a client-rendered one shows nothing yet.
 */
import { Suspense, use, type ReactNode } from 'react';

const apolloProvider = import('./apolloProvider');

function Gate({ children }: { children: ReactNode }) {
  const { AppApolloProvider } = use(apolloProvider);
  return <AppApolloProvider>{children}</AppApolloProvider>;
}

export function LazyApolloProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
