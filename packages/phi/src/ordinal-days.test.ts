import { describe, expect, it } from 'vitest';
import { findOrdinalDays } from './ordinal-days';

const days = (text: string) => findOrdinalDays(text).map((c) => c.text);

describe('findOrdinalDays: a day of the month as an ordinal', () => {
  it.each([
    ['we saw her again Wednesday the 12th', 'Wednesday the 12th'],
    ['from last Tuesday the 14th', 'last Tuesday the 14th'],
    ['collapsed Friday night the 21st at a party', 'Friday night the 21st'],
    ['admitted on October the 28th for syncope', 'October the 28th'],
    ['biopsy done on the 22nd, path pending', 'the 22nd'],
    ['ablation on the 3rd, pericarditis on the 10th.', 'the 10th'],
    ['Discharged the 5th; readmitted the 8th.', 'the 8th'],
    ['Discharged the 5th, back in the ED the 8th with cellulitis.', 'the 8th'],
    ['admitted on 3rd with CAP', '3rd'],
    ['Monday 9th she collapsed', 'Monday 9th'],
    ['ablation on the 3rd and 10th', '10th'],
  ])('%s', (text, day) => expect(days(text)).toContain(day));

  it.each([
    'Take the 2nd dose on the 3rd day of therapy.',
    'He is on the 2nd floor; the 5th metatarsal is fractured.',
    'Weight at the 95th percentile, the 3rd time this year.',
    'After the 2nd cycle her counts recovered.',
    'Started on 3rd generation cephalosporin since 2nd dose failed.',
    'She was found wandering on Elm and 5th in her nightgown.',
  ])('not a date: %s', (text) => expect(days(text)).toEqual([]));
});
