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
  it('completes a base with its check digit', () => {
    expect(npiWithCheckDigit('123456789')).toBe('1234567893');
  });
  it('generates 9-digit internal IDs in range', () => {
    expect(generateInternalId(() => 0)).toBe('100000000');
    expect(generateInternalId(() => 0.9999999999)).toBe('999999999');
  });
});
