import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, MESSAGES } from './constants.js';
import {
  formatNpiList,
  npiMapIssues,
  PAST_DATE_TOLERANCE_MS,
  parseNpiList,
  QUESTION_MESSAGES,
  questionDateIssues,
  questionFormSchema,
} from './internal-topics.js';
import { closePriorityGaps, movePriority, priorityActions } from './topic-programs.js';

const HOUR = 3600_000;
const now = new Date('2026-11-22T12:00:00Z');
const valid = {
  authorUserId: 3,
  title: 'A valid title',
  description: 'A description of at least twenty characters.',
  therapyArea: 'Cardiology',
  primaryIndication: 'HFpEF',
  secondaryIndication: 'CKD',
  stageProgression: 'Chronic',
  initiatingTeam: 'MS',
  publishDate: now.toISOString(),
  expirationDate: new Date(now.getTime() + 7 * 24 * HOUR).toISOString(),
  specialties: [1],
};

const messages = (body: unknown) => {
  const result = questionFormSchema.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('question form schema', () => {
  it('accepts a complete question and fills the defaults', () => {
    const parsed = questionFormSchema.parse(valid);
    expect(parsed).toMatchObject({
      useNpiMap: false,
      npiMap: [],
      personalized: true,
      hideAnswers: true,
      subspecialties: [],
    });
  });

  it('refuses a body that is not an object without throwing', () => {
    for (const body of [null, [], 'text', 42]) expect(questionFormSchema.safeParse(body).success).toBe(false);
  });

  it('says Required for every missing field', () => {
    expect(messages({})).toEqual({
      authorUserId: 'Required',
      title: 'Required',
      description: 'Required',
      therapyArea: 'Required',
      primaryIndication: 'Required',
      secondaryIndication: 'Required',
      stageProgression: 'Required',
      initiatingTeam: 'Required',
      publishDate: 'Required',
      expirationDate: 'Required',
      specialties: 'At least one specialty or subspecialty required',
    });
    expect(messages({ ...valid, title: '   ' })).toEqual({ title: 'Required' });
  });

  it('says Required, not "invalid", for empty dates and an empty team', () => {
    expect(messages({ ...valid, publishDate: '', initiatingTeam: '' })).toEqual({
      publishDate: MESSAGES.required,
      initiatingTeam: MESSAGES.required,
    });
  });

  it('checks every length with the spec wording', () => {
    expect(messages({ ...valid, title: 'abcd' })).toEqual({ title: 'Text must be at least 5 characters long.' });
    expect(messages({ ...valid, title: 'x'.repeat(201) })).toEqual({
      title: 'Text must be at most 200 characters long.',
    });
    expect(messages({ ...valid, description: 'too short' })).toEqual({
      description: 'Text must be at least 20 characters long.',
    });
    expect(messages({ ...valid, description: 'x'.repeat(2001) })).toEqual({
      description: 'Text must be at most 2000 characters long.',
    });
    for (const field of ['therapyArea', 'primaryIndication', 'secondaryIndication', 'stageProgression']) {
      expect(messages({ ...valid, [field]: 'x' })).toEqual({ [field]: 'Text must be at least 2 characters long.' });
      expect(messages({ ...valid, [field]: 'x'.repeat(21) })).toEqual({
        [field]: 'Text must be at most 20 characters long.',
      });
    }
    expect(questionFormSchema.safeParse({ ...valid, title: 'x'.repeat(200), therapyArea: 'xx' }).success).toBe(true);
  });

  it('allows only the five initiating teams', () => {
    for (const team of ['MS', 'IQ', 'MDRX', 'MDIA', 'HCP'])
      expect(messages({ ...valid, initiatingTeam: team })).toEqual({});
    expect(messages({ ...valid, initiatingTeam: 'XX' })).toEqual({
      initiatingTeam: 'Initiating team must be one of MS, IQ, MDRX, MDIA, HCP',
    });
  });

  it('needs the publish date before the expiration date', () => {
    expect(messages({ ...valid, expirationDate: valid.publishDate })).toEqual({
      publishDate: 'Publish date must come before the expiration date',
    });
    expect(messages({ ...valid, publishDate: 'tomorrow' })).toEqual({ publishDate: 'Enter a valid date and time' });
  });

  it('compares the dates only when both are valid, and refuses publishing after expiring', () => {
    expect(messages({ ...valid, expirationDate: 'soon' })).toEqual({ expirationDate: QUESTION_MESSAGES.invalidDate });
    expect(messages({ ...valid, publishDate: valid.expirationDate, expirationDate: valid.publishDate })).toEqual({
      publishDate: QUESTION_MESSAGES.publishBeforeExpiration,
    });
  });

  it('needs a specialty or subspecialty unless the NPI map is used, and the map with it', () => {
    expect(messages({ ...valid, specialties: [] })).toEqual({
      specialties: 'At least one specialty or subspecialty required',
    });
    expect(messages({ ...valid, specialties: [], subspecialties: [4] })).toEqual({});
    expect(messages({ ...valid, specialties: [], useNpiMap: true })).toEqual({ npiMap: 'Required' });
    expect(messages({ ...valid, specialties: [], useNpiMap: true, npiMap: [[0, '1234567893']] })).toEqual({});
    expect(messages({ ...valid, npiMap: [[1.5, '12']] })).toHaveProperty('npiMap.0.0');
  });

  it('needs the NPI map when it is used, even with specialties', () => {
    expect(messages({ ...valid, useNpiMap: true })).toEqual({ npiMap: MESSAGES.required });
  });
});

describe('dates in the past', () => {
  it('flags a new date more than an hour ago, not a saved one', () => {
    const old = new Date(now.getTime() - 3 * HOUR).toISOString();
    expect(questionDateIssues({ ...valid, publishDate: old }, { now })).toEqual([
      { path: 'publishDate', message: 'Selected date is in the past' },
    ]);
    expect(
      questionDateIssues({ ...valid, publishDate: new Date(now.getTime() - HOUR / 2).toISOString() }, { now }),
    ).toEqual([]);
    const saved = { publishDate: old, expirationDate: valid.expirationDate };
    expect(questionDateIssues({ ...valid, publishDate: old }, { now, saved })).toEqual([]);
    const older = new Date(now.getTime() - 5 * HOUR).toISOString();
    expect(questionDateIssues({ ...valid, publishDate: older }, { now, saved })).toEqual([
      { path: 'publishDate', message: 'Selected date is in the past' },
    ]);
  });

  it('flags a date exactly at the tolerance as not yet in the past', () => {
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(questionDateIssues({ publishDate: at(PAST_DATE_TOLERANCE_MS) }, { now })).toEqual([]);
    expect(questionDateIssues({ publishDate: at(PAST_DATE_TOLERANCE_MS + 1) }, { now })).toHaveLength(1);
  });
});

describe('NPI list editor', () => {
  it('turns number,number lines into (integer, text) pairs and skips empty lines', () => {
    expect(parseNpiList('12,1234567893\n\n 13 , 0987654321 \r\n')).toEqual({
      rows: [
        [12, '1234567893'],
        [13, '0987654321'],
      ],
      errors: [],
    });
  });

  it('reports each bad row by its line number', () => {
    expect(parseNpiList('12,1234567893\nabc\n1;2\n\n3,4,5').errors).toEqual([
      'Row 2 have invalid format, should by "number,number"',
      'Row 3 have invalid format, should by "number,number"',
      'Row 5 have invalid format, should by "number,number"',
    ]);
  });

  it('reads rows up to the largest question id, skipping lines of spaces', () => {
    expect(parseNpiList(`${MAX_ROW_ID},1234567893\n   \n`)).toEqual({ rows: [[MAX_ROW_ID, '1234567893']], errors: [] });
    expect(parseNpiList(`${MAX_ROW_ID + 1},1234567893`).errors).toEqual([QUESTION_MESSAGES.npiRowFormat(1)]);
  });

  it('round-trips through the editor text', () => {
    const rows = parseNpiList('1,111\n2,222').rows;
    expect(formatNpiList(rows)).toBe('1,111\n2,222');
  });

  it('keeps a question form map to its own question (0 = this question)', () => {
    expect(
      npiMapIssues(
        [
          [0, '1'],
          [7, '2'],
        ],
        7,
      ),
    ).toEqual([]);
    expect(npiMapIssues([[8, '1']], 7)).toEqual([
      { path: 'npiMap.0', message: 'Row 1 refers to question 8; use 7 for this question' },
    ]);
    expect(npiMapIssues([[8, '1']], null)[0]?.message).toBe('Row 1 refers to question 8; use 0 for this question');
  });
});

describe('topic program priority', () => {
  const list = [
    { hcmpPrgId: 'a', priority: 1 },
    { hcmpPrgId: 'b', priority: 2 },
    { hcmpPrgId: 'c', priority: 3 },
  ];

  it('offers up and down only when possible', () => {
    expect(priorityActions(list, 'a')).toEqual({ up: false, down: true });
    expect(priorityActions(list, 'b')).toEqual({ up: true, down: true });
    expect(priorityActions(list, 'c')).toEqual({ up: true, down: false });
    expect(priorityActions([{ hcmpPrgId: 'a', priority: 1 }], 'a')).toEqual({ up: false, down: false });
  });

  it('moves by one and swaps neighbours', () => {
    expect(movePriority(list, 'b', -1)).toEqual([
      { hcmpPrgId: 'b', priority: 1 },
      { hcmpPrgId: 'a', priority: 2 },
    ]);
    expect(movePriority(list, 'b', 1)).toEqual([
      { hcmpPrgId: 'b', priority: 3 },
      { hcmpPrgId: 'c', priority: 2 },
    ]);
    expect(movePriority(list, 'a', -1)).toBeNull();
    expect(movePriority(list, 'c', 1)).toBeNull();
    expect(movePriority(list, 'z', 1)).toBeNull();
  });

  it('closes the gap after a detach', () => {
    expect(closePriorityGaps(list.filter((p) => p.hcmpPrgId !== 'b'))).toEqual([
      { hcmpPrgId: 'a', priority: 1 },
      { hcmpPrgId: 'c', priority: 2 },
    ]);
  });
});
