export const PHONE_EXAMPLES = '09171234567 or +639171234567';
export const PHONE_MESSAGE = `Please provide a valid phone number (e.g., ${PHONE_EXAMPLES})`;
/** docs/accounts.md#text-messages: a landline cannot receive texts. */
export const LANDLINE_MESSAGE = `That looks like a landline, which cannot receive texts. Please use a mobile number (e.g., ${PHONE_EXAMPLES})`;

// The four ways a Philippine mobile number is written, once spaces, dashes, dots and brackets are gone:
// 09171234567, 9171234567, +639171234567 and 639171234567.
const ANY_MOBILE = /^(?:\+?63|0)?(9\d{9})$/;
const WRITING = /[\s\-.()]/g;

/**
 * A mobile number as it is kept: the local form 09171234567, or +639171234567 when it was written
 * with the country code; anything that is not a mobile number comes back with only its spaces,
 * dashes, dots and brackets gone (the schemas refuse it before it is kept).
 */
export function normalisePhone(input: string): string {
  const bare = input.replace(WRITING, '');
  const match = ANY_MOBILE.exec(bare);
  if (!match) return bare;
  return /^\+?63/.test(bare) ? `+63${match[1]}` : `0${match[1]}`;
}

/** docs/accounts.md#text-messages: every form takes a mobile number the same four ways. */
export function isPhilippineMobile(input: string): boolean {
  return ANY_MOBILE.test(input.replace(WRITING, ''));
}
// Landlines: an area code (02 for Metro Manila, 032 for Cebu, …) and the number, nine digits after the 0.
const LANDLINE = /^(?:\+?63|0)[2-8]\d{8}$/;

/**
 * A Philippine mobile number in the international form the SMS gateway wants (+639171234567), or null
 * when the input is not one (docs/accounts.md#text-messages).
 */
export function toMobileE164(input: string): string | null {
  const match = ANY_MOBILE.exec(input.replace(WRITING, ''));
  return match ? `+63${match[1]}` : null;
}

/** Why a number cannot receive texts, in words for the form; null when it can. */
export function mobileNumberProblem(input: string): string | null {
  if (toMobileE164(input)) return null;
  return LANDLINE.test(input.replace(WRITING, '')) ? LANDLINE_MESSAGE : PHONE_MESSAGE;
}
