import { describe, expect, it } from 'vitest';
import { detectPhi } from './detect';

/** The geo findings of a text, as their text. Texts here are written for the test, not taken from the corpus. */
const places = (text: string) =>
  detectPhi(text)
    .filter((f) => f.kind === 'geo')
    .map((f) => f.text);

describe('places named in running text (issue 23)', () => {
  it.each([
    ['He drove in from Tullahoma overnight with chest pain.', 'Tullahoma'],
    ['Found down outside Hattiesburg after the storm, CK 60k.', 'Hattiesburg'],
    ['Pt 70M lives near Cedar Rapids with his son.', 'Cedar Rapids'],
    ['She is a flight attendant based out of Raleigh.', 'Raleigh'],
    ['Mrs. K, age 61, of Waukesha, with new ptosis.', 'Waukesha'],
    ['Born in Toledo in 1961, moved around a lot.', 'Toledo'],
  ])('a town after a place cue: %s', (text, place) => {
    expect(places(text)).toContain(place);
  });

  it.each([
    ['Admitted from Cedar Knoll Nursing Home with pneumonia.', 'Cedar Knoll Nursing Home'],
    ['Referral from Brookside Family Clinic for resistant HTN.', 'Brookside Family Clinic'],
    ['Rents a trailer at Shady Oaks Trailer Park, CO exposure.', 'Shady Oaks Trailer Park'],
    ['Fell at the Granite Falls quarry, open femur fx.', 'Granite Falls quarry'],
    ['Swam in Lake Winnebago two days before the fever.', 'Lake Winnebago'],
    ['Stress fracture found at Fort Riley, 22M.', 'Fort Riley'],
  ])('a named place: %s', (text, place) => {
    expect(places(text)).toContain(place);
  });

  it.each([
    ['MVC at Hwy 50 and Pine St, splenic lac.', 'Hwy 50 and Pine St'],
    ['Pedestrian struck on Oak and 3rd, GCS 12.', 'Oak and 3rd'],
    ['Hit by a car on Fulton Ave near the bus stop.', 'Fulton Ave'],
    ['Address: 512 Alder Way, Fairbanks 99701.', '99701'],
    ['Prior address RR 4 Box 27, Millersburg, per chart.', 'RR 4 Box 27'],
    ['She sleeps at the shelter on 3rd St most nights.', '3rd St'],
  ])('roads, corners, boxes and the ZIP after a town: %s', (text, place) => {
    expect(places(text)).toContain(place);
  });

  it.each([
    ['pt lives in north hollywood, asthma.', 'north hollywood'],
    ['she is from crown heights and has measles exposure.', 'crown heights'],
    ['he lives in statesville, cant drive.', 'statesville'],
  ])('a lowercase place in informal writing: %s', (text, place) => {
    expect(places(text)).toContain(place);
  });

  it.each([
    'Ottawa ankle rules were negative, so no x-ray.',
    'The Denver shunt is rarely used for refractory ascites.',
    'A Lake Louise score of 5 suggests acute mountain sickness.',
    'Data from Mayo Clinic cohorts suggest low recurrence.',
    'Trained at Johns Hopkins, the author reviewed the data.',
    'Switched from Keppra to Lamictal because of mood effects.',
    'In Type 2 diabetes start metformin; results in Epic were normal.',
    'Altitude illness is common in Leadville and other mountain towns.',
    'Came back from a safari in Tanzania with an eschar.',
    'The alert fires at SIRS 2/4 after the upgrade moved the BPA.',
    'Frozen section showed no tumor at the margin.',
    'Outside hospital sent the films on a disc.',
    'He got a rash from Amoxicillin and hives from Bactrim as a child.',
    'She grew up in Foster Care; he was in Physical Therapy; she came from Skilled Nursing.',
    'He was started on 3rd line chemo.',
    'Refer to Hospice when prognosis is under six months; meet at Noon.',
  ])('no place in ordinary clinical writing: %s', (text) => {
    expect(places(text)).toEqual([]);
  });

  it.each([
    ['He works at Redwood Carpentry and cut his thumb.', 'Redwood Carpentry'],
    ['CSF from Dana Whitfield, 6 wks old, grew GBS.', 'Dana Whitfield'],
  ])('an employer or a person after a cue is a name, not a place: %s', (text, name) => {
    expect(detectPhi(text).find((f) => f.text === name)?.kind).toBe('name');
  });
});
