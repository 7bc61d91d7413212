import { TIMING } from '../../../../shared/constants.ts';

/** Where the sparkles sit on a card, as percentages of its box. */
const POSITIONS = [
  { top: 12, left: 82 },
  { top: 30, left: 92 },
  { top: 8, left: 64 },
] as const;

/**
 * Decorative sparkles on the product cards. Each plays for TIMING.sparkle.durationMs, waits
 * repeatDelayMs and repeats; the first starts after initialDelayMs and the next ones staggerMs
 * apart. CSS has no repeat delay, so the cycle is duration + repeat delay and the keyframes in
 * ui.css stay idle for the last 1400/4400 of it. Hidden under reduced motion.
 */
export function Sparkle() {
  const { initialDelayMs, staggerMs, durationMs, repeatDelayMs } = TIMING.sparkle;
  const cycle = durationMs + repeatDelayMs;
  return (
    <span className="sparkles" aria-hidden="true">
      {POSITIONS.map((pos, i) => (
        <svg
          key={`${pos.top}-${pos.left}`}
          className="sparkle"
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          style={{
            top: `${pos.top}%`,
            left: `${pos.left}%`,
            animationDelay: `${initialDelayMs + i * staggerMs}ms`,
            animationDuration: `${cycle}ms`,
          }}
        >
          <path d="M12 0 L14.5 9.5 L24 12 L14.5 14.5 L12 24 L9.5 14.5 L0 12 L9.5 9.5 Z" />
        </svg>
      ))}
    </span>
  );
}
