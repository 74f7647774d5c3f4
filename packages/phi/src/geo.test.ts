import { describe, expect, it } from 'vitest';
import { detectPhi } from './detect';

/** Every finding as `kind:text`: the whole list, so a stretched span or an extra finding fails too. */
const found = (text: string) => detectPhi(text).map((f) => `${f.kind}:${f.text}`);

describe('places smaller than a state', () => {
  it('takes "City, ST" with a real state abbreviation', () => {
    expect(found('She moved to Dunmore, PA last year.')).toEqual(['geo:Dunmore, PA']);
    expect(found('Seen in Dunmore, XX last year.')).toEqual([]);
  });

  it('takes the city of "City, State", not a state or a named institution', () => {
    expect(found('An outbreak hit Scranton, Pennsylvania last fall.')).toEqual(['geo:Scranton']);
    expect(found('An outbreak hit Scranton, Ohio last fall.')).toEqual(['geo:Scranton']);
    expect(found('Ohio, Pennsylvania and Texas had outbreaks.')).toEqual([]);
    expect(found('She flew in from New York, NY yesterday.')).toEqual([]);
    expect(found('Mayo Clinic, MN referred her.')).toEqual([]);
  });

  it('takes a ZIP code after a state abbreviation only', () => {
    expect(found('Ship to PA 18512 please.')).toEqual(['geo:18512']);
    expect(found('CK 12500 on admission.')).toEqual([]);
  });
});
