import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { disclaimerQueryOptions } from '../../features/disclaimer/api/get-disclaimer';
import { useSession } from '../../features/auth/session';
import { useAfterFirstPaint } from '../../lib/first-paint';
import { Header } from './Header';
import { Footer } from './Footer';

// Off the shell's critical path, and fetched only for a member the server says has not agreed yet.
const DisclaimerPrompt = lazy(() => import('../../features/disclaimer/DisclaimerPrompt'));

/**
 * Spec §4's disclaimer prompt, mounted once the server has answered that this member has not read it
 * (the prompt reads the same query); it then stays mounted, so it closes with its transition.
 */
function DisclaimerGate() {
  const { user } = useSession();
  const mustRead = Boolean(user?.mustReadDisclaimer);
  // Asked once the page has painted (lib/first-paint.ts): the prompt comes over it.
  const afterPaint = useAfterFirstPaint();
  const status = useQuery({ ...disclaimerQueryOptions(), enabled: mustRead && afterPaint });
  const [needed, setNeeded] = useState(false);
  if (!needed && mustRead && status.data?.disclaimerRead === false) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <DisclaimerPrompt />
    </Suspense>
  ) : null;
}

/** Authenticated pages: header with navigation, the light purple-gray background, footer. */
export function AppLayout() {
  return (
    <div className="pc-app-bg">
      <a className="pc-skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="pc-main">
        <Outlet />
      </main>
      <Footer />
      <DisclaimerGate />
    </div>
  );
}
