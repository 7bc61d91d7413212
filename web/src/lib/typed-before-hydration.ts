import { type RefObject, useLayoutEffect, useRef } from 'react';

type Values = Record<string, string>;

/**
 * The values a form's fields hold that differ from `values` (by field name), or nothing when none
 * do. A server-rendered form can be used before its script has hydrated it (the scripts come after
 * the page's first paint): React then keeps what was typed or chosen on the page but not in its
 * state, and its next render would put the state back. A group of radio buttons gives the value of
 * the checked one ('' when none is).
 */
export function typedBeforeHydration<V extends Values>(
  form: HTMLFormElement | null,
  values: V,
): Partial<V> | undefined {
  let typed: Record<string, string> | undefined;
  for (const name of Object.keys(values)) {
    const field = form?.elements.namedItem(name);
    const value =
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      field instanceof RadioNodeList
        ? field.value
        : undefined;
    if (value !== undefined && value !== values[name]) typed = { ...typed, [name]: value };
  }
  return typed as Partial<V> | undefined;
}

/**
 * The ref for a form: once, as the form hydrates (before the browser paints again), hands `take`
 * what was typed into it before then, so the state takes it over. `values` is the state the form
 * rendered with.
 */
export function useTypedBeforeHydration<V extends Values>(
  values: V,
  take: (typed: Partial<V>) => void,
): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form hydrates.
  useLayoutEffect(() => {
    const typed = typedBeforeHydration(form.current, values);
    if (typed) take(typed);
  }, []);
  return form;
}
