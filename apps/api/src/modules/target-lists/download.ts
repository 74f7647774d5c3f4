/** Download links are API paths the web app fetches with its bearer token. */
export const API_PREFIX_V1 = '/api/v1';

/** YYYY-MM-DD (UTC) for file names. */
export const csvDate = (at: Date) => at.toISOString().slice(0, 10);
