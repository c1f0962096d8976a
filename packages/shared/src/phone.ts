// A Philippine mobile number, as people type it: 09XXXXXXXXX or +639XXXXXXXXX (spaces and dashes allowed).
const MOBILE = /^(09\d{9}|\+639\d{9})$/;

export const PHONE_EXAMPLES = '09171234567 or +639171234567';
export const PHONE_MESSAGE = `Please provide a valid phone number (e.g., ${PHONE_EXAMPLES})`;

export function normalisePhone(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isPhilippineMobile(input: string): boolean {
  return MOBILE.test(normalisePhone(input));
}
