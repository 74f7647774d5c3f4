import { type CurrentUser, roleLabel } from '@pc/contracts';
import { USER_DROPDOWN_HEIGHT, UserDropdown, type UserDropdownItem } from '../../ui/UserDropdown';
import { REWARDS_ENABLED } from '../feature-flags';
import { useTargetResolver } from './external-href';
import { userMenuItems } from './navigation';

/** The menu button's height: the header reserves it while the profile loads. */
export const USER_MENU_HEIGHT = USER_DROPDOWN_HEIGHT;

/** The header's user dropdown (spec §2 Header): Profile, Rewards, My Cases & Consults, Logout by role. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const resolve = useTargetResolver();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const items = userMenuItems(user.roleKey, { rewardsEnabled: REWARDS_ENABLED }).map((item): UserDropdownItem => {
    const target = resolve(item.to);
    return target.kind === 'internal'
      ? { label: item.label, kind: 'internal', path: target.path }
      : { label: item.label, kind: 'external', href: target.href };
  });
  return <UserDropdown name={name} roleName={roleLabel(user.roleKey)} items={items} />;
}
