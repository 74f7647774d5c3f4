import { MESSAGES, npiError } from '@pc/contracts';
import { z } from 'zod';

/**
 * A registration request (spec §2 /registration): who is asking to join, with the NPI member services
 * verifies before an account is created. Same rules and messages as the rest of the product (spec §5).
 */
export interface RegistrationRequest {
  firstName: string;
  lastName: string;
  email: string;
  npi: string;
  specialty: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationRequest, string>>;

const emailSchema = z.email();

export function validateRegistration(form: RegistrationRequest): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const key of ['firstName', 'lastName', 'email', 'npi', 'specialty'] as const) {
    if (!form[key].trim()) errors[key] = MESSAGES.required;
  }
  if (!errors.email && !emailSchema.safeParse(form.email.trim()).success) errors.email = MESSAGES.email;
  if (!errors.npi) {
    const npi = npiError(form.npi.trim());
    if (npi) errors.npi = npi;
  }
  return errors;
}

/** The e-mail to member services that carries the request (subject and body a person reads). */
export function registrationMailto(form: RegistrationRequest, memberServices: string): string {
  const name = `${form.firstName.trim()} ${form.lastName.trim()}`;
  const body = [
    'Hello member services,',
    '',
    'I would like to join Peer Consults.',
    '',
    `Name: ${name}`,
    `E-mail address: ${form.email.trim()}`,
    `NPI number: ${form.npi.trim()}`,
    `Specialty: ${form.specialty.trim()}`,
  ].join('\n');
  const query = new URLSearchParams({ subject: `Registration request: ${name}`, body });
  // mailto wants %20 for spaces, not '+'.
  return `mailto:${memberServices}?${query.toString().replace(/\+/g, '%20')}`;
}
