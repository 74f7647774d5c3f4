import { describe, expect, it } from 'vitest';
import { detectPhi } from './detect';

/** Every finding as `kind:text`: the whole list, so a stretched span or an extra finding fails too. */
const found = (text: string) => detectPhi(text).map((f) => `${f.kind}:${f.text}`);

describe('names', () => {
  it.each([
    ['Tran Van Duc, 67M, with CAP.', 'Tran Van Duc'],
    ['Tran Van Duc is a 67-year-old with CAP.', 'Tran Van Duc'],
    ['Tran Van Duc (67 y/o) with CAP.', 'Tran Van Duc'],
    ['Tran Van Duc, 67, with CAP.', 'Tran Van Duc'],
    ['Okafor Chidi, 45F, with CAP.', 'Okafor Chidi'],
  ])('before an age and sex: %s', (text, name) => expect(found(text)).toEqual([`name:${name}`]));

  it.each([
    ['Initials J.S.K. on the consent form.', 'J.S.K.'],
    ['Consent signed by J. S. at noon.', 'J. S.'],
  ])('initials: %s', (text, name) => expect(found(text)).toEqual([`name:${name}`]));

  it('not dotted abbreviations', () => {
    expect(found('Dr. visit at 5 P.M. with the R.N. and the M.D. today.')).toEqual([]);
  });

  it.each([
    ['We saw him and benedict okoro (patient) today.', 'benedict okoro'],
    ['Spoke with the okoro (pt) family.', 'okoro'],
  ])('words marked as the patient: %s', (text, name) => expect(found(text)).toEqual([`name:${name}`]));

  it.each([
    ['She is employed by Northgate Logistics as a driver.', 'Northgate Logistics'],
    ['He works part-time at Blue Heron Cafe and smokes.', 'Blue Heron Cafe'],
    ['Employer, Northgate Logistics, called.', 'Northgate Logistics'],
    ['Her job (Acme Plumbing) involves solvents.', 'Acme Plumbing'],
    ['He works nights for the Port of Tacoma now.', 'Port of Tacoma'],
  ])('employers: %s', (text, name) => expect(found(text)).toEqual([`name:${name}`]));
});
