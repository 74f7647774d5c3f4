import { roleByKey } from '@pc/contracts';
import { apiWith, tokenFor } from './moderator-tools';
import { linkFromOutbox } from './sign-in';

/**
 * A new test HCP made by the administrator, with the password set from the account e-mail, who has
 * agreed to the disclaimer: the cheapest way to a member who may answer (one answer per member).
 * Returns the member's access token.
 */
export async function newMember(
  env: { baseUrl: string; dataDir: string; adminToken: string },
  member: { email: string; firstName: string; lastName: string; specialtyId: number; password: string },
): Promise<string> {
  const since = new Date();
  await apiWith(env.baseUrl, env.adminToken, 'POST', '/users', {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    roleId: roleByKey('test_hcp').id,
    specialtyId: member.specialtyId,
  });
  const link = await linkFromOutbox(env.dataDir, member.email, since);
  const set = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password: member.password, confirmation: member.password }).toString(),
  });
  if (!set.ok) throw new Error(`setting the password of ${member.email} answered ${set.status}`);
  const token = await tokenFor(env.baseUrl, member.email, member.password);
  await apiWith(env.baseUrl, token, 'POST', '/disclaimer');
  return token;
}
