import type { PGlite } from '@electric-sql/pglite';

/** What a PGlite connection runs statements with: the database's own, or a transaction's. */
export type Statements = Pick<PGlite, 'query' | 'exec'>;
type Client = Statements & Partial<Pick<PGlite, 'transaction'>>;

/**
 * Applies `wrap` to the client's `query` and `exec`, and to those of the connection object each of its
 * transactions hands to its callback (PGlite's `transaction` gives it an object of its own, which
 * bypasses the client's methods). The one place the PGlite layers of db/client.ts hook in.
 */
export function wrapConnections<C extends Client>(
  client: C,
  wrap: (target: Statements, inTransaction: boolean) => void,
): C {
  wrap(client, false);
  const transaction = client.transaction?.bind(client);
  if (transaction) {
    client.transaction = ((callback: (tx: any) => Promise<unknown>) =>
      transaction((tx) => {
        wrap(tx, true);
        return callback(tx);
      })) as C['transaction'];
  }
  return client;
}
