import { describe, expect, it } from 'vitest';
import { findAges } from './ages';

const ages = (text: string) => findAges(text, new Date('2026-06-01')).map((c) => c.text);

describe('findAges: ages over 89 in the ways physicians write them', () => {
  it.each([
    ['A 93-year-old woman fell at home.', '93-year-old'],
    ['Ninety-eight-year-old with AS, valve area 0.6.', 'Ninety-eight-year-old'],
    ['Pt Gus, ninety-one, still mows his lawn.', 'ninety-one'],
    ['Mr. Ostrowski (96) was seen for a hip fracture.', '96'],
    ['Ruth Bernal, 97, NSTEMI; cath or medical management?', '97'],
    ['Harriet Ames-Cole, 99, new hyponatremia.', '99'],
    ['He is 92 and still plays golf.', '92'],
    ["She's 95 and on eleven meds.", '95'],
    ['my great-grandma is 96 and on warfarin', '96'],
    ['mrs. kaye was 91 at the time', '91'],
    ['a woman of 102 with new hyponatremia', '102'],
    ['she just had her 103rd birthday', '103rd birthday'],
    ['Her ninetieth birthday party was loud.', 'ninetieth birthday'],
    ['Mrs. Feld, in her late nineties, has a liver lesion.', 'in her late nineties'],
    ['Mr. Castellanos (mid-nineties) has dysphagia.', 'mid-nineties'],
    ['Known centenarian, no transfer.', 'centenarian'],
    ['Grandpa turns 100 next month.', 'turns 100'],
    ['She was born in 1931 and remembers the war.', '1931'],
    ['Zenker diverticulotomy at 95? At her age I would not.', '95'],
    ['92 years of age, COPD on 2L.', '92 years of age'],
    ['a 90+ year old woman with a fall', '90+ year old'],
    ['Her dad, 92, has new dementia.', '92'],
    // A word that begins like a unit ("min", "mg", "kg") is no unit: the number is still her age.
    ['grandma was 91 Minnie says', '91'],
    ['mrs. kaye was 93 kgomotso told us', '93'],
  ])('%s', (text, age) => expect(ages(text)).toContain(age));

  it.each([
    'BP 150/95, HR 92, SpO2 95% on RA, amoxicillin 90 mg/kg/day.',
    'Sats in the low 90s; temps in the mid-90s outside.',
    'She was 92 on room air and 95 on 2L.',
    'Patients in their 90s tolerate TAVR well.',
    'Ninety percent respond within ninety days; ninety-day mortality 12%.',
    'This was fatal ninety years ago.',
    'The 95th percentile for BMI defines obesity.',
    'The Boston, 95, criteria were met.',
    'Sats at 92? Fine for COPD in an old smoker.',
    'He was born in 1958 and now has Parkinson disease.',
    'The patient (95%) responded; her father (92 kg) did not.',
    'Mrs. Smith, 94 Elm Street, called about her refill.',
    'A 78-year-old with HFpEF, NT-proBNP 900.',
  ])('not an age: %s', (text) => expect(ages(text)).toEqual([]));
});
