import { describe, expect, it } from 'vitest';
import { chooseSpecialty, listHeading, showsPagination, specialtyOptions } from './list-rules';

describe('the Case Consensuses filter (spec §2)', () => {
  it('lists specialties alphabetically, each once', () => {
    expect(
      specialtyOptions([
        { name: 'Dermatology' },
        { name: 'allergy and immunology' },
        { name: 'Cardiology' },
        { name: 'Cardiology' },
        { name: ' ' },
      ]),
    ).toEqual(['allergy and immunology', 'Cardiology', 'Dermatology']);
    expect(specialtyOptions(undefined)).toEqual([]);
  });

  it('names the specialty in the heading, or all of them', () => {
    expect(listHeading('Cardiology')).toBe('All Case Consensuses for "Cardiology"');
    expect(listHeading(null)).toBe('All Case Consensuses for "All specialties"');
  });
});

describe('which consensuses the page opens with', () => {
  it('follows the address when it names a specialty or all of them', () => {
    expect(chooseSpecialty('Dermatology', 'Cardiology', 3)).toEqual({ specialty: 'Dermatology', settled: true });
    expect(chooseSpecialty('all', 'Cardiology', 3)).toEqual({ specialty: null, settled: true });
  });

  it('starts with the member’s own specialty when it has consensuses', () => {
    expect(chooseSpecialty(null, 'Cardiology', 2)).toEqual({ specialty: 'Cardiology', settled: true });
    expect(chooseSpecialty('', 'Cardiology', 2)).toEqual({ specialty: 'Cardiology', settled: true });
  });

  it('waits while it is unknown whether the own specialty has any', () => {
    expect(chooseSpecialty(null, 'Cardiology', undefined)).toEqual({ specialty: 'Cardiology', settled: false });
  });

  it('shows all specialties when the own one has none, or the member has no specialty', () => {
    expect(chooseSpecialty(null, 'Allergy', 0)).toEqual({ specialty: null, settled: true });
    expect(chooseSpecialty(null, null, undefined)).toEqual({ specialty: null, settled: true });
  });
});

describe('the unwired page control (spec §2, §9)', () => {
  it('appears only above 100 loaded tiles', () => {
    expect(showsPagination(0)).toBe(false);
    expect(showsPagination(100)).toBe(false);
    expect(showsPagination(101)).toBe(true);
  });
});
