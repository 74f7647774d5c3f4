import type { z } from 'zod';
import { badRequest } from './errors.js';

/**
 * A `PATCH` applied to a stored record (design.md: it changes only the fields it is sent): the fields
 * present in the body replace the stored ones, the others stay. The merged record is then checked with
 * the form's whole schema, so a change that is valid alone but not with what is stored (a start date
 * after the stored end date) is refused with the form's own message, and nothing changes.
 */
export function mergePatch<F extends z.ZodType>(
  form: F,
  stored: z.input<F>,
  patch: Partial<Record<string, unknown>>,
): z.output<F> {
  const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const parsed = form.safeParse({ ...(stored as object), ...sent });
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw badRequest(errors[0]!.message, errors);
}
