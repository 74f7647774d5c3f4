import { useSession } from '../../features/auth/session';
import { PageLoader } from '../../ui/PageLoader';
import { AppLayout } from './AppLayout';
import { PublicLayout } from './PublicLayout';

/**
 * Pages anyone may open (About, FAQ, support, not-found, …): a signed-in person keeps the app's header,
 * menu and light background; a visitor gets the public header and the background image (spec §2).
 */
export function EitherLayout() {
  const { status, user } = useSession();
  // Without this, a signed-in member reloading the FAQ would see the public shell flash first.
  if (status === 'not_asked' || status === 'loading') {
    return <PageLoader minHeight="100vh" />;
  }
  return user ? <AppLayout /> : <PublicLayout />;
}
