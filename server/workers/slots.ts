/**
 * At most `count` holders at once; the others wait in line, first come first served. `take()`
 * resolves when a slot is free, with the function that frees it.
 */
export interface Slots {
  take(): Promise<() => void>;
}

export function createSlots(count: number): Slots {
  let taken = 0;
  const waiting: (() => void)[] = [];
  // A slot freed goes straight to the next in line, so `taken` counts it still.
  const free = () => {
    const next = waiting.shift();
    if (next) next();
    else taken--;
  };
  const once = () => {
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      free();
    };
  };
  return {
    take() {
      if (taken < count) {
        taken++;
        return Promise.resolve(once());
      }
      return new Promise((resolve) => waiting.push(() => resolve(once())));
    },
  };
}
