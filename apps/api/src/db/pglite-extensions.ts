import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm since 0028, the users list's search), passed to every
 * `PGlite.create` that opens a product's database: PGlite's WebAssembly build carries no extension
 * files, so `CREATE EXTENSION` and every later use of its index (each insert or update of a user
 * writes to it) need the bundle loaded when the database is opened.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
