import { useSyncExternalStore } from 'react';
import { useSession } from '../auth/session';

/**
 * Spec §4: whether the member has active questions they have not opened yet (the My Specialty dot
 * and the "more questions" popup). It starts from the session (`userHasUnseenTopics`) and follows
 * what the thread and saved answers report (`hasUnseenTopics`); it is cleared when the member is
 * sent to the unseen questions.
 */
type Reported = { userId: number; value: boolean } | null;

let reported: Reported = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function reportUnseenTopics(userId: number, value: boolean) {
  if (reported?.userId === userId && reported.value === value) return;
  reported = { userId, value };
  for (const listener of listeners) listener();
}

/** For the header's dot: `true` while the signed-in member has unseen questions. */
export function useUnseenTopics(): boolean {
  const { user } = useSession();
  const latest = useSyncExternalStore(
    subscribe,
    () => reported,
    () => null,
  );
  if (!user) return false;
  return latest?.userId === user.id ? latest.value : user.userHasUnseenTopics;
}
