import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Header } from './Header';
import { Footer } from './Footer';

// Off the shell's critical path: it waits for the server's answer before it can show anyway.
const DisclaimerPrompt = lazy(() => import('../../features/disclaimer/DisclaimerPrompt'));

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
      <Suspense fallback={null}>
        <DisclaimerPrompt />
      </Suspense>
    </div>
  );
}
