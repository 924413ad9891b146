import { useLocation, useNavigate, type Location } from 'react-router-dom';

/** Where to go after signing in: the page the guard sent us from (location state), or /. */
export function useReturnTo(): { returnTo: string; state: unknown; goBack(): void } {
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: Location } | null)?.from;
  const returnTo = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/';
  return { returnTo, state: location.state, goBack: () => navigate(returnTo, { replace: true }) };
}
