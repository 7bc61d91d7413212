/**
 * Decorative sparkles on the product cards. Each plays for TIMING.sparkle.durationMs, waits
 * repeatDelayMs and repeats; the first starts after initialDelayMs and the next ones staggerMs
 * apart. CSS has no repeat delay, so the cycle is duration + repeat delay and the keyframes in
 * ui.css stay idle for the last 1400/4400 of it. Positions and timings live in ui.css
 * (`.sparkle:nth-child(…)`), not in style attributes: the CSP allows no inline styles.
 * Hidden under reduced motion.
 */
export function Sparkle() {
  return (
    <span className="sparkles" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <svg
          key={i}
          className="sparkle"
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
        >
          <path d="M12 0 L14.5 9.5 L24 12 L14.5 14.5 L12 24 L9.5 14.5 L0 12 L9.5 9.5 Z" />
        </svg>
      ))}
    </span>
  );
}
