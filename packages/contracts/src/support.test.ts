import { describe, expect, it } from 'vitest';
import { supportMessageBodySchema } from './support.js';
import { SUPPORT_FIELDS, SUPPORT_LIMITS, SUPPORT_MESSAGES, supportMessageIssues } from './support-rules.js';

const valid = { name: 'Dr. Rita Lee', email: 'rita@example.org', subject: 'Cannot see rewards', message: 'Hello.' };

/** The page checks with `supportMessageIssues`, the server with the schema: they must say the same. */
const schemaIssues = (input: typeof valid) => {
  const parsed = supportMessageBodySchema.safeParse(input);
  if (parsed.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) issues[String(issue.path[0])] ??= issue.message;
  // One message per field: the server must not add a second one the page would not show.
  expect(parsed.error.issues).toHaveLength(Object.keys(issues).length);
  return issues;
};

describe('support form rules', () => {
  const cases: (typeof valid)[] = [
    valid,
    { ...valid, name: '   ' },
    { ...valid, email: '' },
    { ...valid, email: `${'a'.repeat(250)}@example.org` },
    { ...valid, email: 'not-an-address' },
    { ...valid, email: ' rita@example.org ' },
    { ...valid, email: 'a..b@example.org' },
    { ...valid, subject: 'x'.repeat(SUPPORT_LIMITS.subject + 1) },
    { ...valid, subject: ` ${'x'.repeat(SUPPORT_LIMITS.subject)} ` },
    { ...valid, message: '' },
    { ...valid, name: 'n'.repeat(SUPPORT_LIMITS.name + 1), message: 'm'.repeat(SUPPORT_LIMITS.message + 1) },
  ];
  for (const input of cases) {
    it(`the page and the server agree on ${JSON.stringify(input).slice(0, 80)}`, () => {
      expect(supportMessageIssues(input)).toEqual(schemaIssues(input));
    });
  }

  it('names every field, with the spec’s words for sent and failed', () => {
    expect(SUPPORT_FIELDS).toEqual(['name', 'email', 'subject', 'message']);
    expect(supportMessageIssues({ name: '', email: '', subject: '', message: '' })).toEqual({
      name: 'Required',
      email: 'Required',
      subject: 'Required',
      message: 'Required',
    });
    expect(SUPPORT_MESSAGES).toEqual({
      sent: 'Email sent to support successfully!',
      failed: 'Error while sending email!',
    });
  });
});
