/**
 * Route guard for signed-in pages (spec §2, §6). Anonymous visitors go to /log-in; the page they
 * wanted travels in location state so the login page can send them back.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { PageSpinner } from '../components/PageSpinner';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/log-in" replace state={{ from: location }} />;
  return <>{children}</>;
}
