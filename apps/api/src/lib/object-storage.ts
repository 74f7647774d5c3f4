import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { traced } from './tracing.js';
import type { AppConfig } from '../config.js';
import { AppError } from './errors.js';

/** One stored object, ready to stream to a client. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live: a folder (default) or an S3-compatible bucket. Keys are chosen by the
 * caller and never contain a slash; putting a key that exists again stores nothing new.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Where clients can read the object without us (S3_PUBLIC_URL), or null when the API serves it. */
  publicUrl(key: string): string | null;
  /** Whether the storage answers now (readiness reports it; an upload would fail with 503 meanwhile). */
  reachable(): Promise<boolean>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

function assertSafeKey(key: string) {
  // The callers validate keys already; this keeps a path or URL from ever being built from a bad one.
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error('unsafe storage key');
}

/** The storage is down or refused us: nothing the client can fix, and nothing was stored. */
const unavailable = () =>
  new AppError(503, 'storage_unavailable', 'The file storage is briefly unavailable. Please try again in a moment.');

export function localStorage(dir: string, contentTypeOf: (key: string) => string): ObjectStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(dir, key);
  };
  const sizeOf = async (file: string) => {
    try {
      const s = await stat(file);
      return s.isFile() ? s.size : null;
    } catch {
      return null;
    }
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      if ((await sizeOf(file)) !== null) return;
      await mkdir(dir, { recursive: true });
      // Written aside, then renamed: a reader never sees half a file, and two uploads of the same
      // bytes at once both end with the same complete one.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, file);
      } catch (err) {
        await unlink(partial).catch(() => {});
        throw err;
      }
    },
    async get(key) {
      const file = fileOf(key);
      const size = await sizeOf(file);
      return size === null ? null : { body: createReadStream(file), contentType: contentTypeOf(key), size };
    },
    async exists(key) {
      return (await sizeOf(fileOf(key))) !== null;
    },
    publicUrl: () => null,
    // A folder of this machine: there is nothing to reach.
    reachable: async () => true,
  };
}

type S3Settings = NonNullable<AppConfig['uploads']['s3']>;

const S3_OPERATIONS: Record<string, string> = { HEAD: 'HeadObject', GET: 'GetObject', PUT: 'PutObject' };

/** Path-style requests (`endpoint/bucket/key`), signed with SigV4: AWS and the S3-compatible services. */
export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    // A refused or failed request surfaces at once as a 503; the client retries the upload.
    retries: 1,
  });
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return `${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${key}`;
  };
  const send = async (key: string, init: RequestInit) => {
    const operation = S3_OPERATIONS[init.method ?? 'GET'] ?? 'Request';
    // A span per S3 call when tracing is on (lib/tracing.ts); fetch's own span is its child.
    const attributes = {
      'rpc.system': 'aws-api',
      'rpc.service': 'S3',
      'rpc.method': operation,
      'aws.s3.bucket': settings.bucket,
    };
    return traced(`S3.${operation}`, { kind: 'client', attributes }, async () => {
      try {
        return await client.fetch(urlOf(key), init);
      } catch {
        throw unavailable();
      }
    });
  };
  const head = async (key: string) => {
    const res = await send(key, { method: 'HEAD' });
    if (res.status === 404) return false;
    if (!res.ok) throw unavailable();
    return true;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      // Stored already: nothing to send. Without s3:ListBucket, AWS answers a missing key 403, not
      // 404, so anything but a 200 means "send it" (a real refusal then fails the PUT).
      if ((await send(key, { method: 'HEAD' })).ok) return;
      const res = await send(key, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: {
          'content-type': contentType,
          // Served straight from the bucket when S3_PUBLIC_URL points at it: the keys are content hashes.
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
      await res.body?.cancel();
      if (!res.ok) throw unavailable();
    },
    async get(key) {
      const res = await send(key, { method: 'GET' });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw unavailable();
      }
      return {
        body: Readable.fromWeb(res.body as WebReadableStream),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        size: Number(res.headers.get('content-length') ?? 0),
      };
    },
    exists: head,
    publicUrl: (key) => (settings.publicUrl ? `${settings.publicUrl}/${key}` : null),
    // HEAD of the bucket itself: 200 when it exists and our keys may list it.
    async reachable() {
      try {
        const res = await client.fetch(`${settings.endpoint}/${encodeURIComponent(settings.bucket)}`, {
          method: 'HEAD',
        });
        return res.ok;
      } catch {
        return false;
      }
    },
  };
}

/** The storage the configuration names: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createObjectStorage(
  config: AppConfig['uploads'],
  contentTypeOf: (key: string) => string,
): ObjectStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.localDir, contentTypeOf);
}
