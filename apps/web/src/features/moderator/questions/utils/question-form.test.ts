import { describe, expect, it } from 'vitest';
import { checkedText, newQuestionState, serverErrors, toBody, validateQuestion } from './question-form';
import { fromLocalInput, toLocalInput } from './local-date';

const now = new Date('2026-11-22T12:00:30.123Z');

function filled() {
  const { state, saved } = newQuestionState(now);
  return {
    saved,
    state: {
      ...state,
      authorUserId: 5,
      title: 'A proper title',
      description: 'A description that is long enough.',
      therapyArea: 'Cardiology',
      primaryIndication: 'HFpEF',
      secondaryIndication: 'CKD',
      stageProgression: 'Chronic',
      initiatingTeam: 'MS',
      specialties: ['3'],
    },
  };
}

describe('question form', () => {
  it('defaults to publish now and expire in 7 days, sending the exact instants while unchanged', () => {
    const { state, saved } = newQuestionState(now);
    const body = toBody(state, saved);
    expect(body.publishDate).toBe(now.toISOString());
    expect(Date.parse(body.expirationDate) - Date.parse(body.publishDate)).toBe(7 * 24 * 3600 * 1000);
  });

  it('is invalid until every required field is filled, with the spec messages', () => {
    const { state, saved } = newQuestionState(now);
    expect(validateQuestion(state, { now, saved, ownId: null })).toMatchObject({
      authorUserId: 'Required',
      title: 'Required',
      initiatingTeam: 'Required',
      specialties: 'At least one specialty or subspecialty required',
    });
    const ok = filled();
    expect(validateQuestion(ok.state, { now, saved: ok.saved, ownId: null })).toEqual({});
  });

  it('flags a changed date in the past and the order of the dates', () => {
    const { state, saved } = filled();
    const past = toLocalInput(new Date(now.getTime() - 3 * 3600_000).toISOString());
    expect(validateQuestion({ ...state, publishDate: past }, { now, saved, ownId: null }).publishDate).toBe(
      'Selected date is in the past',
    );
    expect(
      validateQuestion({ ...state, expirationDate: state.publishDate }, { now, saved, ownId: null }).publishDate,
    ).toBe('Publish date must come before the expiration date');
    expect(validateQuestion({ ...state, publishDate: '' }, { now, saved, ownId: null }).publishDate).toBe('Required');
  });

  it('checks the NPI list rows and turns them into pairs', () => {
    const { state, saved } = filled();
    const npi = { ...state, specialties: [], useNpiMap: true };
    expect(validateQuestion({ ...npi, npiText: '' }, { now, saved, ownId: null }).npiMap).toBe('Required');
    expect(validateQuestion({ ...npi, npiText: '0,123\nnope\n0,1;2' }, { now, saved, ownId: null }).npiMap).toBe(
      'Row 2 have invalid format, should by "number,number"\nRow 3 have invalid format, should by "number,number"',
    );
    expect(validateQuestion({ ...npi, npiText: '0,1234567893' }, { now, saved, ownId: null })).toEqual({});
    expect(toBody({ ...npi, npiText: '0,1234567893\n\n0,42' }, saved).npiMap).toEqual([
      [0, '1234567893'],
      [0, '42'],
    ]);
    expect(toBody({ ...npi, useNpiMap: false, npiText: '0,1' }, saved).npiMap).toEqual([]);
  });

  it('maps server errors onto fields', () => {
    expect(
      serverErrors([
        { path: 'body.title', message: 'x' },
        { path: 'npiMap.0', message: 'y' },
      ]),
    ).toEqual({
      title: 'x',
      npiMap: 'y',
    });
  });

  it('gives the texts checked for patient identifiers by their body field', () => {
    const { state } = filled();
    expect(checkedText(state, 'title')).toBe('A proper title');
    expect(checkedText(state, 'description')).toBe('A description that is long enough.');
    expect(checkedText(state, 'therapyArea')).toBe('');
  });

  it('converts datetime-local values both ways', () => {
    const local = toLocalInput('2026-11-22T12:34:00.000Z');
    expect(fromLocalInput(local)).toBe('2026-11-22T12:34:00.000Z');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('garbage')).toBe('garbage');
  });
});
