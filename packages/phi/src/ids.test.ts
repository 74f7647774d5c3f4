import { describe, expect, it } from 'vitest';
import { detectPhi } from './detect';
import type { PhiKind } from './kinds';

/** Issue 23: identifier classes that first-contact text missed, each with look-alikes that must stay clean. */
const found = (text: string) => detectPhi(text).map((f) => `${f.kind}:${f.text}`);
const expectFlag = (text: string, kind: PhiKind, piece: string) =>
  expect(found(text), text).toContainEqual(expect.stringMatching(new RegExp(`^${kind}:.*${escapeRe(piece)}`)));
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('identifiers after a cue word, anywhere in its sentence', () => {
  it('biometric templates, enrolments and DNA samples', () => {
    expectFlag('Retina template RT-55120-Q was captured at the kiosk.', 'biometric', 'RT-55120-Q');
    expectFlag('The voiceprint login (voice template VQ-20931) fails since surgery.', 'biometric', 'VQ-20931');
    expectFlag('His exome (WES-2023-0412) was reanalysed.', 'biometric', 'WES-2023-0412');
  });

  it('STR profiles and Y-STR haplotypes: two or more loci with alleles', () => {
    expectFlag('Profile D5S818 11,12; D13S317 9,11; TPOX 8,8 matched.', 'biometric', 'D5S818 11,12; D13S317 9,11');
    expectFlag('Haplotype DYS456 15, DYS458 17, DYS635 23 in both.', 'biometric', 'DYS456 15, DYS458 17');
  });

  it('device serial lists and transmitter ids', () => {
    const text = 'Serial numbers: pump 2204-77120, receiver 61B2-44K8, phone QRX331092.';
    for (const id of ['2204-77120', '61B2-44K8', 'QRX331092']) expectFlag(text, 'device', id);
    expectFlag('The CGM transmitter is 7HQP31 now.', 'device', '7HQP31');
    expectFlag('Pump ID 4471-2219 was swapped by the rep.', 'device', '4471-2219');
  });

  it('accessions, service numbers, badges, inmate and trial subject numbers', () => {
    expectFlag('Cytology accession C23-18840 read as atypical.', 'other_id', 'C23-18840');
    expectFlag('Lab # H22-00417 is still pending.', 'other_id', 'H22-00417');
    expectFlag('Service number RA 18 442 901 is on his DD-214.', 'other_id', 'RA 18 442 901');
    expectFlag('Inmate #BK-77120 needs dialysis.', 'other_id', 'BK-77120');
    expectFlag('Trial subj 0318 had grade 3 rash.', 'other_id', '0318');
  });

  it('unique marks and titles described in words', () => {
    expectFlag(
      'He has a tattoo of a koi fish on the right calf, per family.',
      'other_id',
      'a koi fish on the right calf',
    );
    expectFlag('a birthmark shaped like a star on her neck', 'other_id', 'a star on her neck');
    expectFlag(
      'She is the reigning state barrel-racing champion.',
      'other_id',
      'reigning state barrel-racing champion',
    );
    expectFlag('He is the only beekeeper from his county, 60M.', 'other_id', 'only beekeeper from his county');
  });

  it('leaves doses, measurements, genes, years and ordinary uses of the cue words alone', () => {
    for (const text of [
      'Serial troponins 0.02, 0.04 and 0.03 ng/mL.',
      'The iris was atrophic; DNA extracted from 2 mL, 250 ng per library.',
      'Subject matter experts suggest 1200 mg daily.',
      'Genome sequencing found a CYP2C19 and SCN5A variant in 2021.',
      'A 3.5 mm plate with 6 screws; scar on the abdomen from 1985.',
      'The first dose of the year was in 2019.',
      'Single locus D8S1179 is informative.',
      'Medtronic Azure XT DR MRI W1DR01 pacemaker implanted; titrate +10 mg to +20 mg.',
    ]) {
      expect(detectPhi(text), text).toEqual([]);
    }
  });
});

describe('loosely stated plates, SSNs, phones and e-mails', () => {
  it('plates and registrations', () => {
    expectFlag('Police wrote his plate as 8LMN204 in the report.', 'vehicle', '8LMN204');
    expectFlag('boat registration KD 5521 PQ on the slip', 'vehicle', 'KD 5521');
    expectFlag('her vanity license plate reads ASTHMA1', 'vehicle', 'ASTHMA1');
  });

  it('a second id written like a labelled one, and a strong value after a comma', () => {
    expectFlag('Acct numbers look like Q11-0088412; the other site sent Q11-0088421 back.', 'account', 'Q11-0088421');
    expectFlag('Found a second account, OLD-BAL-00719, in collections.', 'account', 'OLD-BAL-00719');
    expect(detectPhi('Seen in 2019, then case, 2021 and 2022 follow-ups.')).toEqual([]);
  });

  it('SSN last four, masked and spaced', () => {
    expectFlag('SSN last four 4417 matched two charts.', 'ssn', '4417');
    expectFlag('last 4 of his social is 0392', 'ssn', '0392');
    expectFlag('SSN ***-**-6621 on the face sheet', 'ssn', '***-**-6621');
    expectFlag('ssn 9 0 1 - 4 4 - 8 8 1 2 typed by the pt', 'ssn', '9 0 1 - 4 4 - 8 8 1 2');
  });

  it('phones read aloud, with an en dash or slashes; obfuscated e-mails', () => {
    expectFlag('call the wife at six one seven, five five five, oh one four two', 'phone', 'six one seven');
    expectFlag('she wrote (208) five five five - 0 1 7 3 on the form', 'phone', '(208) five five five - 0 1 7 3');
    expectFlag('Dad is 404/555/0155.', 'phone', '404/555/0155');
    expectFlag('Mom: 555–0128.', 'phone', '555–0128');
    expectFlag('Call +44 20 7946 0958 in London.', 'phone', '+44 20 7946 0958');
    expectFlag('nurse line 555.014.8823 ext. 204', 'phone', '555.014.8823 ext. 204');
    expectFlag('email tlopez at example dot com with results', 'email', 'tlopez at example dot com');
    expectFlag('send to rk[at]example[dot]org', 'email', 'rk[at]example[dot]org');
    expectFlag('e-mail p.nguyen (at) example.test please', 'email', 'p.nguyen (at) example.test');
  });

  it('leaves counts, ranges and ordinary "at" phrases alone', () => {
    for (const text of [
      'Counted one, two, three by the nurse.',
      'We met at noon on the unit.',
      'Last four cycles at 80%.',
    ]) {
      expect(detectPhi(text), text).toEqual([]);
    }
  });
});
