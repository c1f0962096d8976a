export interface NameParts {
  firstName: string;
  lastName: string;
}

/**
 * docs/accounts.md#personal-details: the full name splits at the first space into first and last name, so
 * "Juan dela Cruz" is Juan / dela Cruz. Runs of white space count as one space.
 */
export function splitFullName(fullName: string): NameParts {
  const normalised = fullName.trim().replace(/\s+/g, ' ');
  const space = normalised.indexOf(' ');
  if (space === -1) return { firstName: normalised, lastName: '' };
  return { firstName: normalised.slice(0, space), lastName: normalised.slice(space + 1) };
}

export function joinFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
