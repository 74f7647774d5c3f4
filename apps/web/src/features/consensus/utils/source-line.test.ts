import { describe, expect, it } from 'vitest';
import { monthYear, sourceLine } from './source-line';

describe('sourceLine (spec §9)', () => {
  it('names the case, its respondents and the month it was published', () => {
    expect(sourceLine({ CaseNumber: 1001, ResponseCount: 14, PublishDate: '2026-10-01' })).toBe(
      'Community patient case #1001, 14 respondents, October 2026',
    );
  });

  it('reads a date-time in UTC, so the last evening of a month stays in that month', () => {
    expect(sourceLine({ CaseNumber: 7, ResponseCount: 3, PublishDate: '2026-01-31T23:30:00.000Z' })).toBe(
      'Community patient case #7, 3 respondents, January 2026',
    );
  });

  it('says respondent for one and respondents otherwise', () => {
    expect(sourceLine({ CaseNumber: 5, ResponseCount: 1, PublishDate: '2025-03-04' })).toBe(
      'Community patient case #5, 1 respondent, March 2025',
    );
    expect(sourceLine({ CaseNumber: 5, ResponseCount: 0, PublishDate: '2025-03-04' })).toBe(
      'Community patient case #5, 0 respondents, March 2025',
    );
  });

  it('leaves out a date that does not parse instead of printing Invalid Date', () => {
    expect(sourceLine({ CaseNumber: 9, ResponseCount: 2, PublishDate: 'soon' })).toBe(
      'Community patient case #9, 2 respondents',
    );
    expect(monthYear('')).toBe('');
    expect(monthYear(null)).toBe('');
  });
});
