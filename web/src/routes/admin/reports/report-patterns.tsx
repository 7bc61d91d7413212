/**
 * The fills of the bar series, defined once on the Reports screen: a colour per series from the
 * theme and a texture (solid, stripes, dots, cross-hatch, bands), so series stay apart in grey
 * scale and for people who do not tell the colours apart. Charts and legends refer to them as
 * url(#report-pattern-N).
 */
const TEXTURES = [
  null,
  'M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4',
  'M2,2 h1 v1 h-1 z M6,6 h1 v1 h-1 z',
  'M0,0 L8,8 M8,0 L0,8',
  'M0,2 H8 M0,6 H8',
];

export function ReportPatterns() {
  return (
    <svg className="report-patterns" aria-hidden="true" focusable="false" width="0" height="0">
      <defs>
        {TEXTURES.map((path, i) => (
          <pattern
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, always in this order.
            key={i}
            id={`report-pattern-${i}`}
            patternUnits="userSpaceOnUse"
            width="8"
            height="8"
          >
            <rect width="8" height="8" style={{ fill: `var(--report-${i})` }} />
            {path ? (
              <path
                d={path}
                style={{ stroke: 'var(--report-ink)', strokeWidth: 1.2, fill: 'none' }}
              />
            ) : null}
          </pattern>
        ))}
      </defs>
    </svg>
  );
}

/** A legend swatch: the series' pattern, or a line with its dash. */
export function Swatch({ index, line }: { index: number; line: boolean }) {
  const dash = ['6 3', '2 3', '10 4 2 4'][index % 3];
  return (
    <svg className="report-swatch" aria-hidden="true" focusable="false" width="24" height="14">
      {line ? (
        <line
          x1="1"
          x2="23"
          y1="7"
          y2="7"
          strokeWidth="2"
          strokeDasharray={dash}
          style={{ stroke: `var(--report-line-${index % 2})` }}
        />
      ) : (
        <rect
          x="1"
          y="1"
          width="22"
          height="12"
          fill={`url(#report-pattern-${index % TEXTURES.length})`}
          stroke="currentColor"
          strokeWidth="0.5"
        />
      )}
    </svg>
  );
}
