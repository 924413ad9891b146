/**
 * The whole app below its router. The browser (main.tsx) and the build's pre-render (prerender.tsx) render this
 * same tree, so the pre-rendered HTML hydrates without a difference (same elements, same ids from useId).
 */
import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App({ Router }: { Router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <Router>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </Router>
    </StrictMode>
  );
}
