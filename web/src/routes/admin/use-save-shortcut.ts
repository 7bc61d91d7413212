import { useEffect, useRef } from 'react';

/**
 * Ctrl+S / Cmd+S calls `save` instead of the browser's "save page" (the post editor, the entity
 * and people forms).
 */
export function useSaveShortcut(save: () => void): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        latest.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
