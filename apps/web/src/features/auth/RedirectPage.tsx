import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { REDIRECT_ALLOWED_ORIGINS } from '../../lib/site-config';
import { resolveRedirectTarget } from './redirect-targets';

/**
 * The redirect route (spec §2): follows `redirectUrl` to a page of this app or of an allow-listed
 * partner site; anything else shows the not-found page, so links can never be bent into an open redirect.
 */
export default function RedirectPage() {
  const [params] = useSearchParams();
  const target = resolveRedirectTarget(params.get('redirectUrl'), window.location.origin, REDIRECT_ALLOWED_ORIGINS);

  const externalUrl = target.kind === 'external' ? target.url : null;
  useEffect(() => {
    if (externalUrl) window.location.replace(externalUrl);
  }, [externalUrl]);

  if (target.kind === 'internal') return <Navigate to={target.path} replace />;
  if (target.kind === 'refused') return <Navigate to="/404" replace />;
  return (
    <Center mih="50vh">
      <Loader role="status" aria-label="Redirecting" />
    </Center>
  );
}
