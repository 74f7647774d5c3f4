/** NPI rules of spec §5, with their exact messages. */
export const NPI_MESSAGES = {
  notNumber: 'NPI should be a number',
  length: 'NPI should be 10 digits long',
  luhn: 'This NPI does not match the NPI standard',
  tooLong: 'Maximum characters NPI field support is 18',
} as const;

export const NPI_LENGTH = 10;
export const NPI_FIELD_MAX = 18;
/** The NPI check digit is a Luhn digit over the number prefixed with 80840; that prefix adds 24. */
export const NPI_LUHN_PREFIX_SUM = 24;

export function npiCheckDigitValid(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  let sum = NPI_LUHN_PREFIX_SUM;
  for (let i = 0; i < 9; i++) {
    let digit = Number(npi[8 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(npi[9]);
}

/** Returns the first failing rule's message, or null when the NPI is valid. */
export function npiError(value: string): string | null {
  if (value.length > NPI_FIELD_MAX) return NPI_MESSAGES.tooLong;
  if (!/^\d+$/.test(value)) return NPI_MESSAGES.notNumber;
  if (value.length !== NPI_LENGTH) return NPI_MESSAGES.length;
  if (!npiCheckDigitValid(value)) return NPI_MESSAGES.luhn;
  return null;
}

/** Internal IDs for users without a real NPI: 9 digits, 100000000 to 999999999. */
export const INTERNAL_ID_MIN = 100_000_000;
export const INTERNAL_ID_MAX = 999_999_999;

export function generateInternalId(random: () => number = Math.random): string {
  return String(INTERNAL_ID_MIN + Math.floor(random() * (INTERNAL_ID_MAX - INTERNAL_ID_MIN + 1)));
}

/** Appends the NPI check digit to a 9-digit base (used to generate valid demo and benchmark NPIs). */
export function npiWithCheckDigit(base9: string): string {
  for (let d = 0; d <= 9; d++) if (npiCheckDigitValid(`${base9}${d}`)) return `${base9}${d}`;
  throw new Error(`no check digit for ${base9}`);
}
