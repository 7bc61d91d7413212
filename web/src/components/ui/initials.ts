/** Initials from the first two words of a name ('Kadri Lepik' → 'KL', 'Plato' → 'P'). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase())
    .join('');
}
