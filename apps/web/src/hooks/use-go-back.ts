import { useLocation, useNavigate } from 'react-router';

/** Back to where the person came from, or to the dashboard when this page opened first (a dialog page closing). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate('/dashboard/default', { replace: true });
    else void navigate(-1);
  };
}
