import { describe, expect, it } from 'vitest';
import { findNames } from './names';

/** The name spans found in `text`. */
const names = (text: string) => findNames(text).map((c) => c.text);

describe('findNames: names of any origin in a person context (texts not in the corpus)', () => {
  it.each([
    ['Adaeze Nwankwo-Eze 47F with new proteinuria.', 'Adaeze Nwankwo-Eze'],
    ['Question about Ryosuke, 9M, with recurrent croup.', 'Ryosuke'],
    ['Hope Abernathy-Quill is 22 and newly pregnant.', 'Hope Abernathy-Quill'],
    ['Will Obuya (58M) has a new murmur.', 'Will Obuya'],
    ['Eilís Ní Bhriain, aged 91, fell at home.', 'Eilís Ní Bhriain'],
    ['Baby Boy Szczepański is jaundiced on day 3.', 'Baby Boy Szczepański'],
    ['newborn Anwuli had a bilious vomit.', 'Anwuli'],
    ['Cpl. Tendai Moyo was seen in sick call.', 'Tendai Moyo'],
    ['Re: Vukovic, Dragana (3312) results attached.', 'Vukovic, Dragana'],
    ['Face sheet: "HOLLOWAY, MAEVE  DOB 1/2/1950".', 'HOLLOWAY, MAEVE'],
    ['Everyone calls him Moose; he is 6\'6".', 'Moose'],
    ['Katarzyna "Kasia" Wróblewska-Nunes came back today.', '"Kasia" Wróblewska-Nunes'],
    ["Oyelowo's parents want a second opinion.", 'Oyelowo'],
    ['Teodora, the daughter of our patient, called.', 'Teodora'],
    ['my pt marisol quenneville, 41 yo, missed dialysis.', 'marisol quenneville'],
    ['her granny pearl still drives.', 'pearl'],
    ['He works as a line cook at Bayside Oyster Grill on weekends.', 'Bayside Oyster Grill'],
    ['Crystal Ndlovu-Park has had three DVTs.', 'Crystal Ndlovu-Park'],
    ['Oluchi and her mother asked about the biopsy.', 'Oluchi'],
    ['Her sons Radomir and Zdravko take turns staying.', 'Zdravko'],
    ['Señora Quispe prefers her daughter to translate.', 'Quispe'],
  ])('%s', (text, name) => {
    expect(names(text)).toContain(name);
  });

  it.each([
    'MR enterography showed skip lesions.',
    'Ann Intern Med ran the editorial.',
    'Bartonella quintana causes trench fever.',
    'Marcus Gunn pupil on the left.',
    'Guillain-Barré, 3 weeks after a diarrheal illness.',
    'Rose Bengal staining of the cornea.',
    'Bill Medicare for the visit.',
    'HeartMate 3, pt doing well.',
    'near miss. Anyone else seen this?',
    'Omnipod Dash pods last three days.',
    'San Francisco syncope rule performed poorly.',
    'Polypharmacy: 17 meds, 76M.',
    'Works with the Libre 3 sensors.',
    'Eliquis, 5 mg twice daily.',
    'Follow-up, 3 months later, the rash was gone.',
    'Covid, 45M, now with myocarditis after the second dose?',
    'Staphylococcus Aureus grew in both bottles.',
  ])('no name in: %s', (text) => {
    expect(names(text)).toEqual([]);
  });
});

describe('findNames: names printed in capitals, as labels, wristbands and face sheets print them (OCR of images)', () => {
  it.each([
    ['Name: LOPEZ MARIA DOB 03/14/1950', 'LOPEZ MARIA'],
    ['PATIENT NAME: GARCIA, ANA F  MRN 7390184', 'GARCIA, ANA F'],
    ['NAME: DOE, JANE', 'DOE, JANE'],
    ['Pt: OKONKWO CHIDI R', 'OKONKWO CHIDI R'],
    ['JOHN SMITH 03/14/1950', 'JOHN SMITH'],
    ['ANA GARCIA #7390184', 'ANA GARCIA'],
    ['PORTABLE CHEST\nMARIA WOJCIK\nMRN 4471029', 'MARIA WOJCIK'],
    ['Her wristband read ORTIZ, CAMILA 04/02/1988.', 'ORTIZ, CAMILA'],
    ['ORTIZ, CAMILA R #4471029', 'ORTIZ, CAMILA R'],
    ['MARIA WOJCIK 84736251', 'MARIA WOJCIK'],
  ])('%s', (text, name) => {
    expect(new Set(names(text))).toEqual(new Set([name]));
  });

  it.each([
    // A label whose value is a clinical word or holds no listed name.
    'Pt: DNR DNI',
    'Patient: NPO after midnight',
    'Patient: PA CHEST',
    'Pt: ALERT AND ORIENTED',
    // A given name that is also a word, before a word: a heading, not a person.
    'GRACE PERIOD 30 days',
    'MAY UPDATE 2024',
    'WILL CALL 555',
    'BILL PAID 300',
    // A record label after a given name is no surname.
    'MARIA DOB 03/14/1950',
    // A diagnosis and its score, a score's name and its value: numbers, not dates.
    'NSTEMI, TIMI 3',
    'TIMI RISK 3',
  ])('%s', (text) => {
    expect(names(text)).toEqual([]);
  });
});
