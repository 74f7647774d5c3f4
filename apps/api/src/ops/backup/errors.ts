/**
 * A refusal or failure of `npm run backup` / `npm run restore` that the operator can act on: one
 * message, and an exit code a script can tell apart (docs/ops/backup.md lists them).
 */
export const EXIT = {
  ok: 0,
  /** Something unexpected (a bug, a full disk): the message says what. */
  failed: 1,
  /** Wrong arguments. */
  usage: 2,
  /** The archive is not one of ours, is damaged, or an entry's checksum differs from its manifest. */
  badArchive: 3,
  /** The target database or data folder is not empty (and --force was not given). */
  notEmpty: 4,
  /** The archive does not fit this release or target (newer migrations, other database kind, tool versions). */
  incompatible: 5,
  /** The database to back up is in use by a process this command cannot share it with (PGlite). */
  busy: 6,
} as const;

export class BackupError extends Error {
  constructor(
    readonly exitCode: (typeof EXIT)[keyof typeof EXIT],
    message: string,
  ) {
    super(message);
  }
}
