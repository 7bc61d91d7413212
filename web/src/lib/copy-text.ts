/**
 * Copies text to the clipboard. Where the clipboard is refused (the desktop app refuses every
 * permission request, an insecure origin has no clipboard) `select` is called instead, so the
 * person can copy it by hand; resolves with whether it was copied. The one way Copy buttons copy.
 */
export async function copyText(text: string, select: () => void): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    select();
    return false;
  }
}

/** Selects the text of an element (a list of codes), as a person would by dragging over it. */
export function selectContents(element: Element | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
