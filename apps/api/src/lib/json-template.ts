/**
 * A response serialised once with holes where each reader's own values go (their votes, their
 * answered marks): `parts` are the JSON text between the holes, `holes` say what each hole is for.
 * Cached shared parts are kept this way (issue 27), so a request fills in a few values and joins
 * strings instead of building, validating and serialising the whole response again. Plain strings and
 * arrays: it survives JSON, so the shared cache can keep it in Redis too.
 */
export interface JsonTemplate<H> {
  parts: string[];
  holes: H[];
}

/**
 * What marks a hole while the value is serialised. PostgreSQL text cannot hold a NUL character, so
 * no stored string serialises to `"\u0000…"`; a string that spells out the six characters has its
 * backslash escaped and does not match either.
 */
const MARK = '\u0000hole:';
const MARKED = /"\\u0000hole:(\d+)"/g;

/**
 * Serialises `value` (already validated against its response schema, so that nothing unlisted is in
 * it) into a template. `mark(hole)` returns what to put where the hole goes: call it for each
 * per-reader value before serialising, in any order.
 */
export function templateOf<H>(build: (mark: (hole: H) => string) => unknown): JsonTemplate<H> {
  const holes: H[] = [];
  const value = build((hole) => {
    holes.push(hole);
    return `${MARK}${holes.length - 1}`;
  });
  const pieces = JSON.stringify(value).split(MARKED);
  // split with a capture group alternates text and the captured hole numbers.
  const parts: string[] = [];
  const order: H[] = [];
  for (let i = 0; i < pieces.length; i++) {
    if (i % 2 === 0) parts.push(pieces[i] as string);
    else order.push(holes[Number(pieces[i])] as H);
  }
  if (order.length !== holes.length) throw new Error('a hole of the template was not serialised');
  return { parts, holes: order };
}

/** The JSON text with each hole filled by `fill(hole)`, which returns JSON text (`true`, `-1`, `null`). */
export function fillTemplate<H>(template: JsonTemplate<H>, fill: (hole: H) => string): string {
  const { parts, holes } = template;
  let text = parts[0] as string;
  for (let i = 0; i < holes.length; i++) text += fill(holes[i] as H) + (parts[i + 1] as string);
  return text;
}

/** The media type of the JSON text a route sends as it is (Fastify's own for JSON bodies). */
export const JSON_TEXT = 'application/json; charset=utf-8';
