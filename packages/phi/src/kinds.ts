/** The 18 HIPAA Safe Harbor identifier kinds, in the order the rule lists them (roughly). */
export const PHI_KINDS = [
  'name',
  'geo',
  'date',
  'age_over_89',
  'phone',
  'fax',
  'email',
  'ssn',
  'mrn',
  'health_plan',
  'account',
  'license',
  'vehicle',
  'device',
  'url',
  'ip',
  'biometric',
  'other_id',
] as const;

export type PhiKind = (typeof PHI_KINDS)[number];

/** One suspected identifier: `text === input.slice(start, end)` (JS string indexes). */
export type PhiFinding = { start: number; end: number; kind: PhiKind; text: string };

/** Words for the writer, shown next to a highlighted finding. */
export const PHI_KIND_LABELS: Record<PhiKind, string> = {
  name: 'looks like a name',
  geo: 'looks like an address or place smaller than a state',
  date: 'looks like a date',
  age_over_89: 'looks like an age over 89',
  phone: 'looks like a phone number',
  fax: 'looks like a fax number',
  email: 'looks like an e-mail address',
  ssn: 'looks like a Social Security number',
  mrn: 'looks like a medical record number',
  health_plan: 'looks like a health plan number',
  account: 'looks like an account number',
  license: 'looks like a license or certificate number',
  vehicle: 'looks like a vehicle plate or VIN',
  device: 'looks like a device serial number',
  url: 'looks like a web address',
  ip: 'looks like an IP address',
  biometric: 'looks like a biometric identifier',
  other_id: 'looks like an identifying number',
};

export function isPhiKind(value: unknown): value is PhiKind {
  return typeof value === 'string' && (PHI_KINDS as readonly string[]).includes(value);
}
