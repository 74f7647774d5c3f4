import { Navigate, useLocation } from 'react-router';
import { withoutTrailingSlash } from '../utils/feed-params';

/** Spec §2: `/questions/` and the like redirect to the path without the slash, keeping the query. */
export function TrailingSlashRedirect({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const target = withoutTrailingSlash(location.pathname);
  if (target) return <Navigate to={`${target}${location.search}`} replace state={location.state} />;
  return <>{children}</>;
}
