import { safeUrl } from './safe-url';

export interface AdSize {
  width: number;
  height: number;
}

/** An ad image only from this site or an https address (the server checks the same when it is saved). */
export function safeAdImage(url: string): string | null {
  const safe = safeUrl(url);
  return safe && (safe.startsWith('/') || safe.startsWith('https:')) ? safe : null;
}
