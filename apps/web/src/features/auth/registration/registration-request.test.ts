import { describe, expect, it } from 'vitest';
import { registrationMailto, validateRegistration } from './registration-request';

const valid = {
  firstName: ' Helen ',
  lastName: 'Carter',
  email: 'helen@example.org',
  npi: '1234567893',
  specialty: 'Cardiology',
};

describe('registration request', () => {
  it('accepts a complete request with a valid NPI', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('names every missing field with the spec message', () => {
    expect(validateRegistration({ firstName: '', lastName: ' ', email: '', npi: '', specialty: '' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      npi: 'Required',
      specialty: 'Required',
    });
  });

  it('checks the e-mail format and the NPI rules', () => {
    expect(validateRegistration({ ...valid, email: 'helen@', npi: '12345' })).toEqual({
      email: 'Email address is in invalid format.',
      npi: 'NPI should be 10 digits long',
    });
    expect(validateRegistration({ ...valid, npi: '1234567890' }).npi).toBe('This NPI does not match the NPI standard');
    expect(validateRegistration({ ...valid, npi: '12a' }).npi).toBe('NPI should be a number');
  });

  it('writes the request into an e-mail to member services', () => {
    const url = new URL(registrationMailto(valid, 'memberservices@peerconsults.local'));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('memberservices@peerconsults.local');
    expect(url.searchParams.get('subject')).toBe('Registration request: Helen Carter');
    expect(url.searchParams.get('body')).toContain('NPI number: 1234567893');
    expect(url.search).not.toContain('+');
  });
});
