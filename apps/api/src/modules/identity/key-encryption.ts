import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.js';

/**
 * Encryption at rest of the built-in issuer's secrets (signing keys, cookie keys, session ids) with
 * AES-256-GCM under a key that is not in the database: `KEY_ENCRYPTION_KEY`, or for the embedded
 * default a key generated once into the data folder (mode 0600). A copy of the database alone then
 * signs no token and forges no cookie.
 *
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` is bound in as associated data,
 * so a sealed value copied into another row (another key id, another purpose) does not open.
 */
export interface KeyCipher {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';
export const KEY_FILE = 'key-encryption-key';

export class KeyDecryptionError extends Error {}

export function isSealed(value: string): boolean {
  return value.startsWith(`${VERSION}.`);
}

export function createKeyCipher(key: Buffer): KeyCipher {
  if (key.length !== 32) throw new Error('The key-encryption key must be 32 bytes.');
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new KeyDecryptionError('not a sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
          .setAAD(Buffer.from(context))
          .setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new KeyDecryptionError(
          'A stored issuer key cannot be decrypted: KEY_ENCRYPTION_KEY (or the data folder’s key-encryption-key) is not the one it was encrypted with.',
        );
      }
    },
  };
}

/** The configured key, or the data folder's (created on first start, readable by this user only). */
export async function loadKeyEncryptionKey(config: Pick<AppConfig, 'dataDir' | 'oidc'>): Promise<Buffer> {
  if (config.oidc.keyEncryptionKey) return Buffer.from(config.oidc.keyEncryptionKey, 'base64');
  const file = path.join(config.dataDir, KEY_FILE);
  await mkdir(config.dataDir, { recursive: true });
  // Written aside and linked into place: a second process starting at once never reads half a file.
  const draft = `${file}.${process.pid}.tmp`;
  await writeFile(draft, randomBytes(32).toString('base64'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await unlink(draft);
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64.`);
  return key;
}

export async function keyCipherFor(config: Pick<AppConfig, 'dataDir' | 'oidc'>): Promise<KeyCipher> {
  return createKeyCipher(await loadKeyEncryptionKey(config));
}
