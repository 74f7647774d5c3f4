import { landingPath, type RoleKey } from '@pc/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/session';
import { useFirstPaintOfPage } from '../lib/first-paint';
import { PageLoader } from '../ui/PageLoader';
import { withoutTrailingSlash } from './paths';

/** Every route passes here: `/questions/` and the like redirect to the path without the slash (spec §2). */
export function RootRoute() {
  const location = useLocation();
  const { status } = useSession();
  // Once the page is there, the reads it can be shown without may go (lib/first-paint.ts).
  useFirstPaintOfPage(status === 'success' || status === 'failure');
  const target = withoutTrailingSlash(location.pathname);
  if (target) return <Navigate to={`${target}${location.search}${location.hash}`} replace state={location.state} />;
  return <Outlet />;
}

/** `/`: a visitor goes to sign in, a signed-in person to their landing page (spec §2, §4). */
export function HomeRedirect() {
  const { status, user } = useSession();
  if (status === 'not_asked' || status === 'loading') {
    return <PageLoader />;
  }
  const landing = user ? landingPath(user.roleKey as RoleKey, user.permissions) : '/login';
  return <Navigate to={landing} replace />;
}
