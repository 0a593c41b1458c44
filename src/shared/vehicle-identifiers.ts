// The plain rules of VINs and plates. They live outside schemas/ so that a page needing only them
// (the vehicle picker on the signed-in home) does not load zod with them.

export const VIN_LENGTH = 17;

/** Upper-case, without the spaces and dashes people type or paste between groups. */
export function normalizeVin(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]/g, '');
}

// Letter values of the check-digit algorithm; I, O and Q are never used in a VIN.
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const LETTER_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
const POSITION_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The ISO 3779 / 49 CFR 565 check digit (position 9) the VIN should carry: '0'–'9' or 'X'. */
export function computeVinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i += 1) {
    const char = vin[i] ?? '0';
    const value = /\d/.test(char) ? Number(char) : (LETTER_VALUES[LETTERS.indexOf(char)] ?? 0);
    sum += value * POSITION_WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Why a normalised VIN is not acceptable, or null when it is. */
export function validateVin(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return `A VIN has 17 characters; this one has ${vin.length}.`;
  if (!/^[A-Z0-9]+$/.test(vin)) return 'A VIN contains only letters and digits.';
  if (/[IOQ]/.test(vin)) return 'A VIN never contains the letters I, O or Q.';
  // The check digit is mandatory only for vehicles built for North America (WMI starting 1–5).
  if (/^[1-5]/.test(vin) && computeVinCheckDigit(vin) !== vin[8]) {
    return "This VIN's check digit does not match; please check it for typos.";
  }
  return null;
}

export const US_STATES = [
  { name: 'Alabama', abbreviation: 'AL' },
  { name: 'Alaska', abbreviation: 'AK' },
  { name: 'Arizona', abbreviation: 'AZ' },
  { name: 'Arkansas', abbreviation: 'AR' },
  { name: 'California', abbreviation: 'CA' },
  { name: 'Colorado', abbreviation: 'CO' },
  { name: 'Connecticut', abbreviation: 'CT' },
  { name: 'Delaware', abbreviation: 'DE' },
  { name: 'Florida', abbreviation: 'FL' },
  { name: 'Georgia', abbreviation: 'GA' },
  { name: 'Hawaii', abbreviation: 'HI' },
  { name: 'Idaho', abbreviation: 'ID' },
  { name: 'Illinois', abbreviation: 'IL' },
  { name: 'Indiana', abbreviation: 'IN' },
  { name: 'Iowa', abbreviation: 'IA' },
  { name: 'Kansas', abbreviation: 'KS' },
  { name: 'Kentucky', abbreviation: 'KY' },
  { name: 'Louisiana', abbreviation: 'LA' },
  { name: 'Maine', abbreviation: 'ME' },
  { name: 'Maryland', abbreviation: 'MD' },
  { name: 'Massachusetts', abbreviation: 'MA' },
  { name: 'Michigan', abbreviation: 'MI' },
  { name: 'Minnesota', abbreviation: 'MN' },
  { name: 'Mississippi', abbreviation: 'MS' },
  { name: 'Missouri', abbreviation: 'MO' },
  { name: 'Montana', abbreviation: 'MT' },
  { name: 'Nebraska', abbreviation: 'NE' },
  { name: 'Nevada', abbreviation: 'NV' },
  { name: 'New Hampshire', abbreviation: 'NH' },
  { name: 'New Jersey', abbreviation: 'NJ' },
  { name: 'New Mexico', abbreviation: 'NM' },
  { name: 'New York', abbreviation: 'NY' },
  { name: 'North Carolina', abbreviation: 'NC' },
  { name: 'North Dakota', abbreviation: 'ND' },
  { name: 'Ohio', abbreviation: 'OH' },
  { name: 'Oklahoma', abbreviation: 'OK' },
  { name: 'Oregon', abbreviation: 'OR' },
  { name: 'Pennsylvania', abbreviation: 'PA' },
  { name: 'Rhode Island', abbreviation: 'RI' },
  { name: 'South Carolina', abbreviation: 'SC' },
  { name: 'South Dakota', abbreviation: 'SD' },
  { name: 'Tennessee', abbreviation: 'TN' },
  { name: 'Texas', abbreviation: 'TX' },
  { name: 'Utah', abbreviation: 'UT' },
  { name: 'Vermont', abbreviation: 'VT' },
  { name: 'Virginia', abbreviation: 'VA' },
  { name: 'Washington', abbreviation: 'WA' },
  { name: 'West Virginia', abbreviation: 'WV' },
  { name: 'Wisconsin', abbreviation: 'WI' },
  { name: 'Wyoming', abbreviation: 'WY' },
] as const;
export type UsStateCode = (typeof US_STATES)[number]['abbreviation'];

export const DEFAULT_PLATE_STATE: UsStateCode = 'CA';

/** Upper-case, without spaces and dashes: how plates are stored and sent to lookup services. */
export function normalizePlate(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}
