import { hasAnyRole } from '@hr/shared';
import { useAuth } from '@/lib/auth';

/** hr and admin change the organisation; site_hr only reads it (the server checks too). */
export function useCanEditOrganisation(): boolean {
  const { user } = useAuth();
  return !!user && hasAnyRole(user.roles, ['hr', 'admin']);
}
