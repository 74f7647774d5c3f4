import { describe, expect, it } from 'vitest';
import { detectPhi } from './detect';

/** Every finding as `kind:text`: the whole list, so a stretched span or an extra finding fails too. */
const found = (text: string) => detectPhi(text).map((f) => `${f.kind}:${f.text}`);

describe('numbers without a label', () => {
  it('takes a card number only when its check digit is right (Luhn)', () => {
    expect(found('Paid with 4111 1111 1111 1111 yesterday.')).toEqual(['account:4111 1111 1111 1111']);
    expect(found('Paid with 5555-5555-5555-4444 yesterday.')).toEqual(['account:5555-5555-5555-4444']);
    expect(found('Paid with 4111 1111 1111 1112 yesterday.')).toEqual([]);
    expect(found('Batch 1234 5678 9012 3456 of the reagent.')).toEqual([]);
  });

  it('knows a Medicare number, a device UDI, an SSN and a VIN by their shape', () => {
    expect(found('CMS letter for 1EG4-TE5-MK72 came back.')).toEqual(['health_plan:1EG4-TE5-MK72']);
    expect(found('Pump label (01)00643169007222(17)250101(21)A1 on the box.')).toEqual([
      'device:(01)00643169007222(17)250101(21)A1',
    ]);
    expect(found('On file: 666-12-3456 today.')).toEqual(['ssn:666-12-3456']);
    expect(found('On file: 666 12 3456 today.')).toEqual(['ssn:666 12 3456']);
    expect(found('Numbers 666-12 3456 today.')).toEqual([]);
    expect(found('Truck 1HGCM82633A004352 towed.')).toEqual(['vehicle:1HGCM82633A004352']);
  });

  it('takes any other long number as an identifier', () => {
    expect(found('Accession E00982113 pending.')).toEqual(['other_id:E00982113']);
  });
});

describe('labelled lists', () => {
  it('takes the next values of a list when they are long enough to be identifiers', () => {
    expect(found('MRNs 3318820 and 3318821 merged.')).toEqual(['mrn:3318820', 'mrn:3318821']);
    expect(found('MRN 3318820 and 1234 merged.')).toEqual(['mrn:3318820', 'mrn:1234']);
    expect(found('MRN 3318820 and 123 merged.')).toEqual(['mrn:3318820']);
  });

  it('needs enough digits for the label', () => {
    expect(found('policy 123 lapsed')).toEqual([]);
    expect(found('policy 1234 lapsed')).toEqual(['health_plan:1234']);
  });
});
