// Place names are spelt differently by the PSGC list and the postal directory ("Sta. Cruz" and
// "Santa Cruz", "Parañaque City" and "Paranaque", "Davao de Oro (Compostela Valley)"), so both are
// compared in one normal form.

const ABBREVIATIONS: Record<string, string> = {
  sta: 'santa',
  sto: 'santo',
  gen: 'general',
  pres: 'president',
  mt: 'mount',
  gov: 'governor',
  st: 'saint',
};

function words(name: string): string[] {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '') // ñ -> n, é -> e
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ') // "(Capital)", "(Compostela Valley)", "(North)"
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return plain ? plain.split(' ').map((word) => ABBREVIATIONS[word] ?? word) : [];
}

/**
 * A city or municipality name in a form both sources agree on: lower case, no accents, punctuation or
 * parenthesised notes, abbreviations spelt out, and without "City of" / "City" ("City of Naga",
 * "Naga City" and "Naga" are one key).
 */
export function normalisePlaceName(name: string): string {
  let parts = words(name);
  if (parts[0] === 'city' && parts[1] === 'of' && parts.length > 2) parts = parts.slice(2);
  if (parts.length > 1 && parts.at(-1) === 'city') parts = parts.slice(0, -1);
  return parts.join(' ');
}

/**
 * A province name in the same form, but keeping "City" ("City of Isabela" is not the province of
 * Isabela) and dropping a trailing "Province" ("Quezon Province" is Quezon).
 */
export function normaliseProvinceName(name: string): string {
  const parts = words(name);
  if (parts.length > 1 && parts.at(-1) === 'province') parts.pop();
  return parts.join(' ');
}
