import { describe, expect, it } from 'vitest';
import { NPI_MESSAGES, generateInternalId, npiCheckDigitValid, npiError, npiWithCheckDigit } from './npi.js';

describe('NPI validation (spec §5)', () => {
  it('accepts a valid NPI and rejects a wrong check digit', () => {
    expect(npiError('1234567893')).toBeNull();
    expect(npiError('1234567890')).toBe(NPI_MESSAGES.luhn);
    expect(npiCheckDigitValid('1245319599')).toBe(true);
  });
  it('reports each rule with its message, in order', () => {
    expect(npiError('12345abc90')).toBe('NPI should be a number');
    expect(npiError('123456789')).toBe('NPI should be 10 digits long');
    expect(npiError('12345678901')).toBe('NPI should be 10 digits long');
    expect(npiError('1'.repeat(19))).toBe('Maximum characters NPI field support is 18');
    expect(npiError('')).toBe('NPI should be a number');
  });
  it('says "Maximum characters … is 18" above 18 characters only: 17 and 18 get the length message', () => {
    expect(npiError('1'.repeat(17))).toBe(NPI_MESSAGES.length);
    expect(npiError('1'.repeat(18))).toBe(NPI_MESSAGES.length);
    expect(npiError('1'.repeat(19))).toBe(NPI_MESSAGES.tooLong);
    expect(npiError('1'.repeat(40))).toBe(NPI_MESSAGES.tooLong);
    // The length rule comes first: letters at 18 are "not a number", at 19 "too long".
    expect(npiError('a'.repeat(18))).toBe(NPI_MESSAGES.notNumber);
    expect(npiError('a'.repeat(19))).toBe(NPI_MESSAGES.tooLong);
    expect(npiError(`1234567893${' '.repeat(9)}`)).toBe(NPI_MESSAGES.tooLong);
  });

  it('wants exactly 10 digits: 9 and 11 are refused, 10 with a valid check digit accepted', () => {
    expect(npiError('123456789')).toBe(NPI_MESSAGES.length);
    expect(npiError('12345678931')).toBe(NPI_MESSAGES.length);
    expect(npiError('1234567893')).toBeNull();
    expect(npiError(' 1234567893')).toBe(NPI_MESSAGES.notNumber);
    expect(npiError('-123456789')).toBe(NPI_MESSAGES.notNumber);
    expect(npiError('１２３４５６７８９３')).toBe(NPI_MESSAGES.notNumber);
  });

  it('checks the Luhn digit with the 80840 prefix on every position', () => {
    // Each of these valid NPIs becomes invalid when any one digit changes.
    for (const npi of ['1234567893', '1245319599', npiWithCheckDigit('987654321'), npiWithCheckDigit('100000000')]) {
      expect(npiCheckDigitValid(npi), npi).toBe(true);
      for (let i = 0; i < 10; i++) {
        const changed = `${npi.slice(0, i)}${(Number(npi[i]) + 1) % 10}${npi.slice(i + 1)}`;
        expect(npiCheckDigitValid(changed), changed).toBe(false);
      }
    }
    expect(npiCheckDigitValid('123456789')).toBe(false);
    expect(npiCheckDigitValid('12345678931')).toBe(false);
  });

  it('completes a base with its check digit', () => {
    expect(npiWithCheckDigit('123456789')).toBe('1234567893');
  });
  it('generates 9-digit internal IDs in range', () => {
    expect(generateInternalId(() => 0)).toBe('100000000');
    expect(generateInternalId(() => 0.9999999999)).toBe('999999999');
  });
});
