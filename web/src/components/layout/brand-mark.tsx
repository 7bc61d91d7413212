/** The logo mark: an "L" with a point of light (lumen). Decorative; the brand name is text beside it. */
export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path
        d="M10 7v18h13"
        stroke="#fff"
        strokeWidth="3.4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22" cy="10" r="3.2" fill="#fcd34d" />
    </svg>
  );
}
