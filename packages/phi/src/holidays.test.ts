import { describe, expect, it } from 'vitest';
import { findHolidays } from './holidays';

const holidays = (text: string) => findHolidays(text).map((c) => c.text);

describe('findHolidays: a holiday that dates an event', () => {
  it.each([
    ['Her first seizure was on Christmas Eve.', 'Christmas Eve'],
    ['he fell off a ladder halloween night', 'halloween night'],
    ['Sx started the day after Thanksgiving.', 'the day after Thanksgiving'],
    ['seizures began the night before Easter', 'the night before Easter'],
    ["fine til New Year's Day, then limping", "New Year's Day"],
    ['third gout flare since labor day', 'labor day'],
    ['She died on Thanksgiving morning.', 'Thanksgiving morning'],
    ["stroke on Feb 14 (Valentine's Day)", "Valentine's Day"],
    ['Drowning at the lake on the Fourth of July.', 'the Fourth of July'],
    ['admitted over Memorial Day with DKA', 'Memorial Day'],
    ['He came in Thanksgiving Day with chest pain.', 'Thanksgiving Day'],
    ['Christmas Eve she started vomiting.', 'Christmas Eve'],
    ['Over Easter, he fell down the stairs.', 'Easter'],
  ])('%s', (text, day) => expect(holidays(text)).toContain(day));

  it.each([
    'Flu season peaks after Christmas; vaccinate before Thanksgiving.',
    'Clinic volume drops the week of the Fourth of July.',
    'Labor Day weekend is trauma season; Memorial Day to Labor Day is tick season.',
    'Christmas disease is hemophilia B.',
    'Easter lilies are nephrotoxic in cats; Halloween candy and carb counting.',
    'Labor day 2 for the induction, still 3 cm.',
    "She took her mother's day off to come in.",
    "ED visits for fireworks burns spike around New Year's.",
    'Christmas is a hard time for grieving patients.',
    'Thanksgiving is when families present with holiday heart.',
  ])('not a date: %s', (text) => expect(holidays(text)).toEqual([]));
});
