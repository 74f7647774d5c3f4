/** A zod-style issue, as the contracts' schemas report it. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message per top-level field ('name', 'targetAudience', 'npiRows'…), for the form's fields. */
export function firstErrorPerField(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
