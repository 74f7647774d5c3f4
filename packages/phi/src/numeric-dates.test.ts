import { describe, expect, it } from 'vitest';
import { findDates } from './dates';

const dates = (text: string) =>
  findDates(text)
    .filter((c) => c.kind === 'date')
    .map((c) => c.text);

describe('findDates: numeric and compact dates', () => {
  it.each([
    ['admitted 03APR2024 with urosepsis', '03APR2024'],
    ['intubated 12jun25, extubated 15JUN25', '12jun25'],
    ['Admitted 14.3. with CAP, discharged 19.3. on amox-clav', '19.3'],
    ['adm 10/30, d/c 11/4, readmit 11/9 with CHF', '11/9'],
    ['intubated 11/01, trach 11/14, first SBT passed 11/23', '11/23'],
    ['SLNB done 10/21, adjuvant nivo?', '10/21'],
    ['birthday was last Saturday (11/22)', '11/22'],
    ['died the morning of 8/2', '8/2'],
    ['DOD: 05/06, autopsy pending', '05/06'],
    ['CT 9/14 showed progression; 9/28 PET confirmed it', '9/28'],
  ])('%s', (text, date) => expect(dates(text)).toContain(date));

  it.each([
    'Pain 7/10, strength 4/5, murmur 2/6, 3/12 cores positive.',
    'Reduced by 1/3, then on 1/2 tab daily.',
    'Hb on 14.3. Stable; now on 2.5. mg.',
    'BP 150/95 and 20/20 vision; APGAR 8/9.',
  ])('not a date: %s', (text) => expect(dates(text)).toEqual([]));
});
