/** Fills {placeholders} in a catalogue string. Kept apart from the catalogues so importing it loads none. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** A text with a singular and a plural form. */
export interface Plural {
  one: string;
  other: string;
}

/**
 * The form of `forms` for `count`, with {count} filled in. English and Estonian both use the
 * singular for exactly 1 and the plural otherwise (CLDR 'one'/'other'), so no PluralRules needed.
 */
export function fmtCount(
  forms: Plural,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fmt(count === 1 ? forms.one : forms.other, { count, ...values });
}

/** A text that either reads the same for any number, or has a form for one and for more. */
export type Countable = string | Plural;

/**
 * The form of `text` that agrees with `count` (the same rule as fmtCount), with nothing filled
 * in: for a text with several numbers, each of whose words follow the one it is chosen by.
 */
export function formOf(text: Countable, count: number): string {
  if (typeof text === 'string') return text;
  return count === 1 ? text.one : text.other;
}
