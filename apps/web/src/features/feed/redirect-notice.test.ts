import { describe, expect, it } from 'vitest';
import { hasRedirectNotice, redirectTargetFor } from './redirect-notice';

describe('redirectTargetFor', () => {
  it("sends a member to their own feed with the notice, else the other feed, else the moderators' index", () => {
    const mine = redirectTargetFor(['patient_cases_my_specialty', 'patient_cases_other_specialties']);
    expect(mine?.path).toBe('/questions');
    expect(hasRedirectNotice(mine?.state)).toBe(true);
    expect(redirectTargetFor(['patient_cases_other_specialties'])?.path).toBe('/questions_other');
    expect(redirectTargetFor(['all_patient_cases_management'])).toEqual({
      path: '/moderator/questions',
      state: { flash: 'redirected' },
    });
    expect(redirectTargetFor(['search'])).toBeNull();
  });
});
