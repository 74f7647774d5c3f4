import type { UserList, UserListItem } from '@pc/contracts';
import { apiFetch } from '../../../../lib/api-client';

/**
 * `GET /users?deleted=true`: the deleted user holding an e-mail address, found after the server said
 * the address belongs to one (code 302), so the form can offer to restore them.
 */
export async function findDeletedUser(email: string): Promise<UserListItem | null> {
  const wanted = email.trim().toLowerCase();
  const list = await apiFetch<UserList>('/users', { query: { deleted: 'true', term: wanted, count: 10 } });
  return list.data.find((u) => u.email.toLowerCase() === wanted) ?? null;
}
