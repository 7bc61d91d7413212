import { useEffect, useRef, useState } from 'react';
import { type Lang, TIMING } from '../../../../shared/constants.ts';
import { formatDecimal } from '../../../../shared/i18n/numbers.ts';
import { countUpValue } from './count-up-math.ts';
import { prefersReducedMotion } from './motion.ts';

interface CountUpProps {
  value: number;
  decimals: number;
  suffix: string;
  /** The page's language, for the number format (decimal comma in Estonian). */
  lang: Lang;
}

type Phase = 'static' | 'waiting' | 'running' | 'done';

/**
 * A number that counts up from 0 over TIMING.counterDurationMs once 30% of it is visible, only
 * once. The server renders the final value (readers without JavaScript see the real figure);
 * after hydration it resets to 0 until it scrolls into view. Reduced motion keeps the final value.
 */
export function CountUp({ value, decimals, suffix, lang }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [phase, setPhase] = useState<Phase>('static');
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    setPhase('waiting');
    setShown(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setPhase('running');
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setShown(countUpValue(value, elapsed, TIMING.counterDurationMs, decimals));
          if (elapsed < TIMING.counterDurationMs) frame = requestAnimationFrame(tick);
          else setPhase('done');
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: TIMING.counterVisibilityThreshold },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, decimals]);

  // Not Intl.NumberFormat: its first use would cost the hydrating page tens of milliseconds.
  const format = (n: number) => formatDecimal(n, decimals, lang) + suffix;

  return (
    <span ref={ref} className="count-up" data-phase={phase}>
      {/* Screen readers get the final figure once, not every intermediate frame. */}
      <span aria-hidden="true">{format(shown)}</span>
      <span className="visually-hidden">{format(value)}</span>
    </span>
  );
}
