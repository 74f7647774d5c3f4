import { describe, expect, it } from 'vitest';
import { detectPhi } from './detect';

/**
 * Every phone format the detector documents (README "contact.ts", the comments of src/contact.ts),
 * one test each: the whole number is one finding of kind phone, or fax when the nearest label says
 * fax. A format the rules lose fails here even when another rule (a long digit run is an "other_id")
 * still overlaps it, so the evaluation's recall alone would not notice.
 */
const findingAt = (text: string, number: string) => {
  const start = text.indexOf(number);
  return detectPhi(text).find((f) => f.start <= start && f.end >= start + number.length);
};

const FORMATS: { format: string; number: string; before?: string }[] = [
  { format: 'area code in brackets', number: '(555) 014-2231' },
  { format: 'area code in brackets, no space', number: '(555)014-2231' },
  { format: 'dashes', number: '555-014-2231' },
  { format: 'dots', number: '555.014.2231' },
  { format: 'spaces', number: '555 014 2231' },
  { format: 'country code with spaces', number: '+1 555 014 2231' },
  { format: 'country code with dashes', number: '1-555-014-2231' },
  { format: 'country code and brackets', number: '+1 (555) 014-2231' },
  { format: 'country code, eleven digits run together', number: '+15550142231' },
  { format: 'seven digits with a dash', number: '014-2231' },
  { format: 'seven digits with a space, after a phone word', number: '555 0152', before: 'her cell is ' },
  { format: 'seven digits with a dot, after a phone word', number: '555.0152', before: 'reach her at ' },
  { format: 'ten digits run together, after a phone word', number: '5550142231', before: 'phone: ' },
  { format: 'ten digits run together, after "tel #"', number: '5550142231', before: 'tel # ' },
];

describe('phone formats of the identifier detector', () => {
  it.each(FORMATS)('finds $format as a phone: $number', ({ number, before }) => {
    const text = `Daughter asked us to ${before ?? 'call '}${number} with the echo results.`;
    const finding = findingAt(text, number);
    expect(finding, text).toBeDefined();
    expect(finding!.kind).toBe('phone');
    expect(text.slice(finding!.start, finding!.end)).toContain(number);
  });

  it.each(FORMATS)('calls $format a fax after a fax label: $number', ({ number }) => {
    const text = `Send the records to the clinic, fax: ${number}, before Monday.`;
    const finding = findingAt(text, number);
    expect(finding, text).toBeDefined();
    expect(finding!.kind).toBe('fax');
  });

  it('takes the nearest label: a phone after a fax mentioned earlier', () => {
    const text = 'Fax: 555-019-8840, or phone 555-014-2231 for the nurse line.';
    expect(findingAt(text, '555-019-8840')?.kind).toBe('fax');
    expect(findingAt(text, '555-014-2231')?.kind).toBe('phone');
  });

  it('leaves number shapes that are not phones alone', () => {
    for (const text of [
      'Started 500-1000 mg daily.',
      'Ranges 120-1800 mg/day are quoted.',
      'Give 250-1000 units/kg.',
      'The 2019-2023 cohort.',
    ]) {
      expect(
        detectPhi(text).filter((f) => f.kind === 'phone' || f.kind === 'fax'),
        text,
      ).toEqual([]);
    }
  });
});

describe('ranges written like a local number', () => {
  it.each([
    'Platelets 150-4000 over a week.',
    'Platelets went 150-4000.',
    'Ferritin 300-1200 ng/mL',
    'CD4 200-500 cells',
    'Viral load 400-2000 copies',
    'Dose 250-1000 mg daily',
  ])('%s is no phone', (text) => {
    expect(detectPhi(text).filter((f) => f.kind === 'phone')).toEqual([]);
  });
});

describe('a unit after a local number is a whole word', () => {
  // A word that only begins like a unit ("ng", "kg", "pg", "mg", "l") is a name or a word, not a measure:
  // the number before it stays a phone. Found by an end-to-end stamp ("555-0142 ngjnvnvp").
  it.each(['ngozi', 'kgosi', 'pgtjfhbf', 'mgbeke', 'lucia', 'gwen', 'ivy'])('555-0142 %s is a phone', (word) => {
    const text = `Daughter asked us to call 555-0142 ${word} about the echo.`;
    expect(findingAt(text, '555-0142')?.kind, text).toBe('phone');
  });

  it.each([
    'Ferritin 300-1200 ng/mL',
    'Dose 250-1000 mg',
    'Dose 250-1000 mg.',
    'Bolus 250-1000 mL, then',
    'Iron 200-1000 µmol/L',
  ])('%s is still no phone', (text) => {
    expect(detectPhi(text).filter((f) => f.kind === 'phone')).toEqual([]);
  });
});
