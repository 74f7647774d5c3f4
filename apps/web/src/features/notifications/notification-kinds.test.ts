import { MODERATOR_NOTIFICATION_KINDS, NOTIFICATION_KINDS } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { receivableKinds, timeZoneNames } from './notification-kinds';

describe('the kinds the preferences list', () => {
  it('are every kind for moderators and reviewers', () => {
    expect(receivableKinds(['all_patient_cases_management'])).toEqual([...NOTIFICATION_KINDS]);
    expect(receivableKinds(['summary_submission'])).toEqual([...NOTIFICATION_KINDS]);
  });
  it('leave the moderator kinds out for members', () => {
    const kinds = receivableKinds(['patient_cases_my_specialty']);
    for (const kind of MODERATOR_NOTIFICATION_KINDS) expect(kinds).not.toContain(kind);
    expect(kinds).toContain('answer_comment');
  });
});

describe('the time zones offered', () => {
  it('are IANA names with UTC among them', () => {
    const names = timeZoneNames();
    expect(names).toContain('UTC');
    expect(names).toContain('America/New_York');
  });
});
