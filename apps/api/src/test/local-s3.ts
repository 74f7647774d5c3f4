import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A local S3 (s3rver) serving one bucket from a folder of its own; `close` removes both. */
export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pc-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
