import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { comments, users } from '../../db/schema/index.js';
import { KEY_FILE } from '../../modules/identity/key-encryption.js';
import { buildAnswer, buildTopic } from '../../test/factories.js';
import { testDbKind } from '../../test/test-app.js';
import { pngImage } from '../../modules/uploads/test-images.js';
import { createBackup } from './backup.js';
import { BackupError, EXIT } from './errors.js';
import { restoreBackup } from './restore.js';
import { newPlace, type Place, placeConfig, type RunningProduct, startProduct } from './test-places.js';

/**
 * Issue 26's backup and restore, on the database of this pass: a product seeded as `npm start` seeds
 * it, a member writing comments the whole time, an image; a backup taken while the writes go on
 * (PostgreSQL: pg_dump beside the product; PGlite: through the serving product's own handle); a
 * restore into a fresh database and data folder; the product started there, the demo account signing
 * in (its keys came along) and every acknowledged write and the image found. Then the refusals.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const places: Place[] = [];
const place = async () => {
  const p = await newPlace();
  places.push(p);
  return p;
};
let work: string;
let source: RunningProduct;
let archive: string;
let image: Buffer;
let imageUrl: string;
let topicId: number;
const acknowledgedBefore: string[] = [];
const acknowledgedDuring: string[] = [];
const acknowledgedAfter: string[] = [];
const attempted: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'pc-backup-archives-'));
  source = await startProduct(await place());
}, 120_000);

afterAll(async () => {
  await source?.close().catch(() => {});
  for (const p of places) await p.drop().catch(() => {});
  if (work) await rm(work, { recursive: true, force: true });
});

/** As `npm run backup|restore -- …` runs it (in the API's workspace, paths relative to INIT_CWD). */
async function cli(place: Place, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...place.env,
    INIT_CWD: work,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  };
  if (!place.env.DATABASE_URL) delete env.DATABASE_URL;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/ops/backup/cli.ts', ...args], {
    cwd: apiDir,
    env,
  }).then(
    (r) => ({ code: 0, ...r }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

describe(`backup and restore (${testDbKind})`, () => {
  it('backs up while a member writes, and restores every acknowledged write, the image and the keys', async () => {
    const db = source.database.db;
    const member = await source.signIn('hcp@example.org');
    const admin = await source.signIn('admin@example.org');
    const [hcp] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'hcp@example.org'));
    const topic = await buildTopic(db, { authorUserId: hcp!.id, hideAnswers: false });
    topicId = topic.id;
    const answer = await buildAnswer(db, { topicId, userId: hcp!.id, text: 'My answer before the backup.' });
    const agreed = await source.app.inject({ method: 'POST', url: '/api/v1/disclaimer', headers: member });
    expect(agreed.statusCode).toBe(200);

    image = pngImage(7, 5, { rgb: [200, 30, 90] });
    const upload = await source.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/images',
      headers: { ...admin, 'content-type': 'image/png' },
      payload: image,
    });
    expect(upload.statusCode).toBe(200);
    imageUrl = upload.json().url;
    image = (await source.app.inject({ url: imageUrl })).rawPayload;

    let phase: 'before' | 'during' | 'after' = 'before';
    let stop = false;
    const writer = async () => {
      for (let n = 0; !stop; n++) {
        const text = `Backup-time comment ${n}: a follow-up on dosing.`;
        attempted.push(text);
        const started = phase;
        const res = await source.app.inject({
          method: 'POST',
          url: '/api/v1/comments',
          headers: member,
          payload: { topicId, replyTo: answer.id, text },
        });
        expect(res.statusCode, res.body).toBe(200);
        // A write counts as acknowledged before the backup only if it started and finished before it.
        const list =
          started === 'before' && phase === 'before'
            ? acknowledgedBefore
            : phase === 'after'
              ? acknowledgedAfter
              : acknowledgedDuring;
        list.push(text);
      }
    };
    const backup = async () => {
      while (acknowledgedBefore.length < 5) await new Promise((r) => setTimeout(r, 20));
      archive = path.join(work, 'backup.tar');
      phase = 'during';
      const manifest = await createBackup({ config: source.config, out: archive, database: source.database });
      phase = 'after';
      while (acknowledgedAfter.length < 3) await new Promise((r) => setTimeout(r, 20));
      stop = true;
      return manifest;
    };
    const [, manifest] = await Promise.all([writer(), backup()]);

    // The writes went on while the backup was being taken.
    expect(acknowledgedDuring.length).toBeGreaterThan(0);
    expect(manifest.database.kind).toBe(testDbKind);
    expect(manifest.uploads).toBe('local');
    expect(manifest.keyEncryptionKey).toBe('included');
    expect(manifest.entries.map((e) => e.path)).toEqual(
      expect.arrayContaining([manifest.database.entry, 'key-encryption-key', `uploads/${imageUrl.split('/').pop()}`]),
    );
    expect(readdirSync(work)).toEqual(['backup.tar']);
    // It holds the key-encryption key: its owner's only.
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const target = await place();
    await restoreBackup({ config: placeConfig(target), archive });
    const restored = await startProduct(target);
    try {
      // The demo account signs in on the restored product: its issuer keys opened with the restored key file.
      const again = await restored.signIn('hcp@example.org');
      const me = await restored.app.inject({ url: '/api/v1/current_user', headers: again });
      expect(me.statusCode, me.body).toBe(200);

      const rows = await restored.database.db
        .select({ text: comments.text })
        .from(comments)
        .where(inArray(comments.text, attempted));
      const texts = new Set(rows.map((r) => r.text));
      for (const text of acknowledgedBefore) expect(texts.has(text), text).toBe(true);
      // Nothing restored that was never written; the writes of the backup's time are in it or not.
      for (const text of texts) expect(attempted).toContain(text);
      expect(texts.size).toBeLessThanOrEqual(acknowledgedBefore.length + acknowledgedDuring.length + 1);

      // The answer the comments reply to, through the API as members read it.
      const thread = await restored.app.inject({ url: `/api/v1/topics/${topicId}/answers`, headers: again });
      expect(thread.statusCode, thread.body).toBe(200);
      expect(thread.body).toContain('My answer before the backup.');

      const served = await restored.app.inject({ url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, image)).toBe(0);
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses a restore onto a non-empty database and data folder, from the command too', async () => {
    const target = places.at(-1)!;
    const refusal = await restoreBackup({ config: placeConfig(target), archive }).catch((e) => e);
    expect(refusal).toBeInstanceOf(BackupError);
    expect(refusal.exitCode).toBe(EXIT.notEmpty);
    expect(refusal.message).toMatch(/The target is not empty .*--force/);

    const run = await cli(target, 'restore', 'backup.tar');
    expect(run.code, run.stderr).toBe(EXIT.notEmpty);
    expect(run.stderr).toMatch(/The target is not empty/);

    // --force replaces what is there: a stray image and (PostgreSQL) a stray table are gone after it.
    const config = placeConfig(target);
    writeFileSync(path.join(config.uploads.localDir, 'stray.png'), 'not ours');
    if (target.databaseUrl) {
      const stray = await openDatabase({ url: target.databaseUrl });
      await stray.executeSql('create table stray_table (x int)');
      await stray.close();
    }
    await restoreBackup({ config, archive, force: true });
    expect(readdirSync(config.uploads.localDir)).toEqual([imageUrl.split('/').pop()]);
    expect(readFileSync(path.join(target.dataDir, KEY_FILE))).toEqual(
      readFileSync(path.join(places[0]!.dataDir, KEY_FILE)),
    );
    const restored = await openDatabase({ url: target.databaseUrl, dataDir: target.dataDir });
    try {
      const { rows } = await restored.executeSql(
        "select count(*)::int as n, to_regclass('public.stray_table') is null as gone from comments where text like 'Backup-time comment %'",
      );
      expect(rows[0].gone).toBe(true);
      expect(rows[0].n).toBeGreaterThanOrEqual(acknowledgedBefore.length);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses an archive whose entry differs from its manifest, before touching the target', async () => {
    const bytes = readFileSync(archive);
    const at = bytes.indexOf(image);
    expect(at).toBeGreaterThan(0);
    bytes[at + Math.floor(image.length / 2)]! ^= 0xff;
    writeFileSync(path.join(work, 'damaged.tar'), bytes);
    const target = await place();
    const refusal = await restoreBackup({ config: placeConfig(target), archive: path.join(work, 'damaged.tar') }).catch(
      (e) => e,
    );
    expect(refusal).toBeInstanceOf(BackupError);
    expect(refusal.exitCode).toBe(EXIT.badArchive);
    expect(refusal.message).toMatch(/uploads\/[a-f0-9]{64}\.png differs from its manifest/);
    expect(readdirSync(target.dataDir)).toEqual([]);

    writeFileSync(path.join(work, 'truncated.tar'), bytes.subarray(0, 700));
    const truncated = await restoreBackup({
      config: placeConfig(target),
      archive: path.join(work, 'truncated.tar'),
    }).catch((e) => e);
    expect(truncated.exitCode).toBe(EXIT.badArchive);
    expect(readdirSync(target.dataDir)).toEqual([]);
  });

  it('keeps S3 images out of the archive, and refuses archives of a newer release or of the other database', async () => {
    const s3 = { S3_BUCKET: 'pc-images', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const config = placeConfig({ ...places[0]!, env: { ...places[0]!.env, ...s3 } });
    const inS3 = path.join(work, 's3.tar');
    const manifest = await createBackup({ config, out: inS3, database: source.database });
    expect(manifest.uploads).toBe('s3');
    expect(manifest.entries.filter((e) => e.path.startsWith('uploads/'))).toEqual([]);

    // A local archive into a target that stores its images in S3: refused, nothing touched.
    const target = await place();
    const s3Target = placeConfig({ ...target, env: { ...target.env, ...s3 } });
    const intoS3 = await restoreBackup({ config: s3Target, archive }).catch((e) => e);
    expect(intoS3.exitCode).toBe(EXIT.incompatible);
    expect(intoS3.message).toMatch(/S3_BUCKET/);

    // The same archive, its manifest claiming a migration this release does not have.
    const unpacked = await mkdtemp(path.join(work, 'unpacked-'));
    await tar.x({ file: archive, cwd: unpacked });
    const claimed = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    claimed.migration = { tag: '9999_from_the_future', when: claimed.migration.when + 1 };
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(claimed));
    await tar.c({ file: path.join(work, 'newer.tar'), cwd: unpacked }, readdirSync(unpacked));
    const newer = await restoreBackup({ config: placeConfig(target), archive: path.join(work, 'newer.tar') }).catch(
      (e) => e,
    );
    expect(newer.exitCode).toBe(EXIT.incompatible);
    expect(newer.message).toMatch(/newer release .*9999_from_the_future/);

    // A PGlite archive into PostgreSQL, or the other way round.
    const otherKind =
      testDbKind === 'postgres'
        ? placeConfig({ ...target, env: { DATA_DIR: target.dataDir } })
        : placeConfig({ ...target, env: { ...target.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } });
    const wrongKind = await restoreBackup({ config: otherKind, archive }).catch((e) => e);
    expect(wrongKind.exitCode).toBe(EXIT.incompatible);
    expect(wrongKind.message).toMatch(/DATABASE_URL/);
    expect(readdirSync(target.dataDir)).toEqual([]);
  });

  it.runIf(testDbKind === 'pglite')(
    'the command backs up a serving PGlite product through it, and restores the archive',
    async () => {
      const run = await cli(places[0]!, 'backup', '--out', 'second.tar');
      expect(run.code, run.stderr).toBe(EXIT.ok);
      expect(run.stdout).toMatch(/Backup written to .*second\.tar: pglite database 18/);
      // The product still serves, and the archive restores.
      expect((await source.app.inject({ url: imageUrl })).statusCode).toBe(200);
      const target = await place();
      const restore = await cli(target, 'restore', 'second.tar');
      expect(restore.code, restore.stderr).toBe(EXIT.ok);
      expect(restore.stdout).toMatch(/Restored .*second\.tar .* into PGlite in /);
      const restored = await openDatabase({ dataDir: target.dataDir });
      try {
        const { rows } = await restored.executeSql(
          "select count(*)::int as n from comments where text like 'Backup-time comment %'",
        );
        expect(rows[0].n).toBe(acknowledgedBefore.length + acknowledgedDuring.length + acknowledgedAfter.length);
      } finally {
        await restored.close();
      }
    },
    120_000,
  );

  it.runIf(testDbKind === 'pglite')(
    'the command refuses a PGlite folder that a process holds without answering',
    async () => {
      const held = await place();
      mkdirSync(path.join(held.dataDir, 'pglite'));
      writeFileSync(path.join(held.dataDir, 'pglite', 'PG_VERSION'), '18\n');
      writeFileSync(path.join(held.dataDir, 'pglite', 'postmaster.pid'), '-42\n');
      const run = await cli(held, 'backup', '--out', 'third.tar');
      expect(run.code, run.stderr).toBe(EXIT.busy);
      expect(run.stderr).toMatch(/open in a running product/);
      expect(existsSync(path.join(work, 'third.tar'))).toBe(false);
    },
    60_000,
  );

  it.runIf(testDbKind === 'postgres')(
    'the command backs up a PostgreSQL product while it serves, and restores the archive',
    async () => {
      const run = await cli(places[0]!, 'backup', '--out', 'second.tar');
      expect(run.code, run.stderr).toBe(EXIT.ok);
      expect(run.stdout).toMatch(/Backup written to .*second\.tar: postgres database 15/);
      // And the command restores it into a fresh place.
      const target = await place();
      const restore = await cli(target, 'restore', 'second.tar');
      expect(restore.code, restore.stderr).toBe(EXIT.ok);
      expect(restore.stdout).toMatch(/Restored .*second\.tar .* into DATABASE_URL/);
      const restored = await openDatabase({ url: target.databaseUrl });
      try {
        const { rows } = await restored.executeSql(
          "select count(*)::int as n from comments where text like 'Backup-time comment %'",
        );
        expect(rows[0].n).toBe(acknowledgedBefore.length + acknowledgedDuring.length + acknowledgedAfter.length);
      } finally {
        await restored.close();
      }
    },
    90_000,
  );
});
