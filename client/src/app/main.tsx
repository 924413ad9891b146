import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
// Read before the router starts (RouteScroll compares the entry it first sees with it).
import './firstEntry';

function Router({ children }: { children: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}

const container = document.getElementById('root')!;
// A pre-rendered page (public routes, visitors without a session: see the guard script in index.html) is hydrated;
// otherwise the guard emptied #root and the app renders from scratch. Either way as a transition: React works in
// slices of a few milliseconds and lets the browser answer input in between, instead of one long task.
startTransition(() => {
  if (container.firstElementChild) hydrateRoot(container, <App Router={Router} />);
  else createRoot(container).render(<App Router={Router} />);
});
