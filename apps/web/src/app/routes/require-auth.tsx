import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';

/** Protected routes: a visitor who is not signed in goes to /hrportal with the wanted URL kept. */
export function RequireAuth() {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'authenticated') return <Outlet />;
  if (state.status === 'unauthenticated' && state.reason === 'signed-out') return <Navigate to="/hrportal" replace />;
  const wanted = location.pathname + location.search + location.hash;
  return <Navigate to={`/hrportal?returnTo=${encodeURIComponent(wanted)}`} replace />;
}
