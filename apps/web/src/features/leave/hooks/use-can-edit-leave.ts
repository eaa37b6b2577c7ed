import { hasAnyRole } from '@hr/shared';
import { useAuth } from '@/lib/auth';

/** hr and admin change leave types, settings and balances; site_hr only reads (the server checks too). */
export function useCanEditLeave(): boolean {
  const { user } = useAuth();
  return !!user && hasAnyRole(user.roles, ['hr', 'admin']);
}
