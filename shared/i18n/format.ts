/** Fills {placeholders} in a catalogue string. Kept apart from the catalogues so importing it loads none. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
