import { type Permission, hasAnyPermission } from '@pc/contracts';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../features/auth/session';
import { PageLoader } from '../ui/PageLoader';

/**
 * Spec §6 route guard: a spinner while the profile loads, the page when one of the route's permissions
 * is held, /no-permissions otherwise. Without a session the member is sent to sign in.
 */
export function RouteGuard({
  permissions,
  children,
}: {
  permissions: readonly Permission[];
  children: React.ReactNode;
}) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'not_asked' || status === 'loading') {
    return <PageLoader />;
  }
  if (status === 'failure' && !user) return <>{children}</>;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!hasAnyPermission(user.permissions, permissions)) return <Navigate to="/no-permissions" replace />;
  return <>{children}</>;
}
