import { describe, expect, it } from 'vitest';
import { findAges } from './ages';
import { detectPhi } from './detect';

/** Every finding as `kind:text`: the whole list, so a stretched span or an extra finding fails too. */
const found = (text: string) => detectPhi(text).map((f) => `${f.kind}:${f.text}`);

describe('numeric dates: a real month and day, a plausible year', () => {
  it.each([
    ['2024-03-14', ['date:2024-03-14']],
    ['2024-13-14', []],
    ['2024.03.14', []],
    ['2024-03-2024', []],
    ['14/3/2024', ['date:14/3/2024']],
    ['13/14/2024', []],
    ['3/32/2024', []],
    ['0/14/2024', []],
    ['3/14/1850', []],
    ['3/14/124', []],
  ])('admitted %s', (date, expected) => {
    expect(found(`Admitted ${date} for sepsis.`)).toEqual(expected);
  });

  it.each([
    ['12/31', ['date:12/31']],
    ['13/14', []],
    ['12/32', []],
    ['0/12', []],
  ])('seen on %s, without a year', (date, expected) => {
    expect(found(`Seen on ${date} for the rash.`)).toEqual(expected);
  });
});

describe('ages over 89', () => {
  it.each([
    ['A 95 y.o. woman with syncope.', ['age_over_89:95 y.o']],
    ['She is ninety-two years old.', ['age_over_89:ninety-two years old']],
    ['He turned one hundred in May.', ['age_over_89:turned one hundred']],
    ['She is one hundred and two years old.', ['age_over_89:one hundred and two years old']],
    ['93M / CAD / HTN, admitted with chest pain.', ['age_over_89:93M']],
  ])('%s', (text, expected) => expect(found(text)).toEqual(expected));

  it('leaves a weight or a rate after "is" alone', () => {
    expect(found('He is 95 kg and 180 cm.')).toEqual([]);
    expect(found('She is 92 bpm at rest.')).toEqual([]);
  });

  it('takes a birth year 90 or more years back, and no later one', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const ages = (text: string) => findAges(text, now).map((c) => c.text);
    expect(ages('She was born in 1936 in a farmhouse.')).toEqual(['1936']);
    expect(ages('She was born in 1937 in a farmhouse.')).toEqual([]);
    expect(ages("He was born '36, so he remembers the war.")).toEqual(["'36"]);
    expect(ages("He was born '37, so he remembers the war.")).toEqual([]);
  });
});
