/** "Mei Lin Tan" is first name "Mei Lin" and last name "Tan"; a single word is a first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' ').slice(0, 80), lastName: words.at(-1)!.slice(0, 80) };
}
