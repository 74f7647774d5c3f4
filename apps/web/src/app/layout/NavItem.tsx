import { NavLink as RouterNavLink } from 'react-router';
import { useUnseenTopics } from '../../features/feed/unseen-topics';
import { useTargetResolver } from './external-href';
import type { NavLink } from './navigation';

/** One header link: in-app (marked when current) or external (new tab); My Specialty carries the unseen dot. */
export function NavItem({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  const resolve = useTargetResolver();
  const unseen = useUnseenTopics();
  const target = resolve(link.to);
  const dot = link.unseenDot && unseen && (
    <>
      <span className="pc-nav-dot" aria-hidden="true" />
      <span className="pc-visually-hidden">(new questions)</span>
    </>
  );
  if (target.kind === 'internal') {
    return (
      <RouterNavLink to={target.path} className="pc-nav-link" data-nav-item={link.label} onClick={onNavigate}>
        {link.label}
        {dot}
      </RouterNavLink>
    );
  }
  return (
    <a
      href={target.href ?? undefined}
      aria-disabled={target.href ? undefined : true}
      target="_blank"
      rel="noopener noreferrer"
      className="pc-nav-link"
      data-nav-item={link.label}
      onClick={onNavigate}
    >
      {link.label}
      <span className="pc-visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
