import { describe, expect, it } from 'vitest';
import { detectPhi } from './detect';
import { isPhiKind, PHI_KIND_LABELS, PHI_KINDS, type PhiKind } from './kinds';

/** The kinds found, with their text, for compact expectations. */
const found = (text: string) => detectPhi(text).map((f) => `${f.kind}:${f.text}`);
const expectFlag = (text: string, kind: PhiKind, piece: string) =>
  expect(found(text), text).toContainEqual(expect.stringMatching(new RegExp(`^${kind}:.*${escapeRe(piece)}`)));
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('detectPhi: every Safe Harbor kind (texts not in the corpus)', () => {
  it('names: context, initials, lowercase, Last-First, diacritics, relatives and employers', () => {
    expectFlag('Pt Gregor Halloway has a new murmur.', 'name', 'Gregor Halloway');
    expectFlag('seen today: pt K.L. with pleuritic pain', 'name', 'K.L.');
    expectFlag('f/u with kevin marchetti next week re: his A1c', 'name', 'kevin marchetti');
    expectFlag('Referral for Whitlock, Dorothy regarding her thyroid nodule.', 'name', 'Whitlock, Dorothy');
    expectFlag('Mrs. Łucja Wiśniewska was admitted overnight.', 'name', 'Łucja Wiśniewska');
    expectFlag('Her husband Tom drove her in.', 'name', 'Tom');
    expectFlag('He works at Redwood Carpentry and cut his thumb.', 'name', 'Redwood Carpentry');
    expectFlag('Mr. Will is a 70-year-old with COPD.', 'name', 'Will');
    expectFlag('ms lee called about the QTc of 480 ms.', 'name', 'lee');
    expectFlag('Saw Patient Harold today.', 'name', 'Harold');
  });

  it('dates in the ways physicians write them', () => {
    for (const d of [
      '3/14/2024',
      '14 Mar 2024',
      'March 14th',
      '2024-03-14',
      'the 14th of March',
      '03.14.2024',
      'Jan 3, 2024',
    ]) {
      expectFlag(`She was admitted ${d} with sepsis.`, 'date', d.replace(/^the /, ''));
    }
    expectFlag('Seen on 3/14 for the rash.', 'date', '3/14');
    expectFlag('Her last visit was in March 2024.', 'date', 'March 2024');
  });

  it('ages over 89, also as a birth year', () => {
    expectFlag('A 93-year-old woman fell at home.', 'age_over_89', '93-year-old');
    expectFlag('91 yo M with HAP', 'age_over_89', '91 yo');
    expectFlag('aged 97, on warfarin', 'age_over_89', 'aged 97');
    expectFlag('He was born in 1929 and still drives.', 'age_over_89', '1929');
    expectFlag('She is a nonagenarian with AS.', 'age_over_89', 'nonagenarian');
  });

  it('contact data: phone, fax, email, url, ip', () => {
    expectFlag('Call her at (555) 014-2231 after 5.', 'phone', '(555) 014-2231');
    expectFlag('Fax: 555-019-8840', 'fax', '555-019-8840');
    expectFlag('Write to jo.ames@example.com today.', 'email', 'jo.ames@example.com');
    expectFlag('Images at https://pacs.example.org/s/123 now.', 'url', 'https://pacs.example.org/s/123');
    expectFlag('Login from 203.0.113.77 flagged.', 'ip', '203.0.113.77');
    expectFlag('Login from 2001:db8::42 flagged.', 'ip', '2001:db8::42');
  });

  it('numbers introduced by their label', () => {
    expectFlag('SSN 666-12-3456 on the form', 'ssn', '666-12-3456');
    expectFlag('MRN 7712093, 66M with CAP', 'mrn', '7712093');
    expectFlag('Medicare ID 1EG4-TE5-MK72 denied the CGM', 'health_plan', '1EG4-TE5-MK72');
    expectFlag('account number 5512-88120 in collections', 'account', '5512-88120');
    expectFlag("driver's license D5512-99120 suspended", 'license', 'D5512-99120');
    expectFlag('license plate 7XYZ123 at the scene', 'vehicle', '7XYZ123');
    expectFlag('VIN 1HGCM82633A004352 on the report', 'vehicle', '1HGCM82633A004352');
    expectFlag('pump serial number SN-4471-2290 recalled', 'device', 'SN-4471-2290');
    expectFlag('fingerprint ID FP-2201-9 used at the kiosk', 'biometric', 'FP-2201-9');
    expectFlag('employee ID E-44120 on the injury form', 'other_id', 'E-44120');
  });

  it('geography smaller than a state', () => {
    expectFlag('She lives at 42 Willow Creek Road, Dunmore, PA 18512.', 'geo', '42 Willow Creek Road');
    expectFlag('She lives at 42 Willow Creek Road, Dunmore, PA 18512.', 'geo', '18512');
    expectFlag('He lives in Tupelo and farms soybeans.', 'geo', 'Tupelo');
    expectFlag('Exposure in Maricopa County last spring.', 'geo', 'Maricopa County');
  });
});

describe('detectPhi: look-alikes stay clean', () => {
  const clean = [
    'Parkinson disease, Graves ophthalmopathy, an Austin Flint murmur and May-Thurner syndrome.',
    'Crohn, Cushing and Wilson disease can all present in young adults.',
    'Ottawa ankle rules, Boston criteria, Framingham risk and the San Francisco syncope rule.',
    'Carbidopa/levodopa 25/100, strength 4/5, acuity 20/40, ABG 7.28/58/62, BP 120/80.',
    'An 89-year-old with SpO2 92%, HR 110, weight at the 95th percentile.',
    'The trial ran from 2019 to 2022; guideline updated in 2023.',
    'ICD-10 E11.9, CPT 99213, SNOMED 44054006, LOINC 2345-7, NDC 0002-7510-01.',
    'PMID 31475795, doi:10.1056/NEJMoa1911303, NCT03036124.',
    'HLA-B27 positive; BRCA1 and JAK2 V617F negative.',
    'Medtronic Azure XT DR pacemaker; Dexcom G7; Eliquis 5 mg BID.',
    'I hope the rose rash will fade; mark the site; the bill was high; faith helps.',
    'In April and May, and again in June, we see more Lyme; grace score 140.',
    // "ms" after a number is milliseconds; a Title Case label is not a patient's name.
    'QTc of 480 ms despite stopping the drug; PR 220 ms shows first-degree block.',
    'Use Submit Patient Case, or see the Patient Portal and Patient Safety pages.',
  ];
  for (const text of clean) it(text, () => expect(found(text)).toEqual([]));
});

describe('findings shape', () => {
  it('are sorted, disjoint and slice the input exactly', () => {
    const text = 'Pt Ana Ruiz (MRN 4471029), DOB 4/9/1950, call 555-0147 or ana.ruiz@example.com.';
    const fs = detectPhi(text);
    expect(fs.length).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < fs.length; i++) {
      expect(text.slice(fs[i].start, fs[i].end)).toBe(fs[i].text);
      if (i > 0) expect(fs[i].start).toBeGreaterThanOrEqual(fs[i - 1].end);
    }
  });

  it('finds nothing in an empty text', () => expect(detectPhi('')).toEqual([]));

  it('tells a kind from other values', () => {
    expect(PHI_KINDS.every(isPhiKind)).toBe(true);
    for (const v of ['names', 'Name', '', 7, null, undefined, ['name']]) expect(isPhiKind(v), String(v)).toBe(false);
  });

  it('has a label in words for every kind', () => {
    expect(PHI_KINDS).toHaveLength(18);
    for (const k of PHI_KINDS) expect(PHI_KIND_LABELS[k]).toMatch(/^looks like /);
  });
});
