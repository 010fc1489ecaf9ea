/** Decorative SVG art for the rewards cards. */
function Medal({ x, fill, label }: { x: number; fill: string; label: string }) {
  return (
    <g transform={`translate(${x} 0)`}>
      <path d="M-14 8l10 38h8L14 8z" fill="#c0392b" />
      <path d="M-4 8l4 38 4-38z" fill="#f4f6fa" opacity="0.85" />
      <circle cx="0" cy="66" r="24" fill={fill} />
      <circle cx="0" cy="66" r="17" fill="none" stroke="rgb(0 0 0 / 22%)" strokeWidth="3" />
      <text x="0" y="73" textAnchor="middle" fontSize="20" fontWeight="800" fill="rgb(0 0 0 / 55%)">
        {label}
      </text>
    </g>
  );
}

export function MedalsArt() {
  return (
    <svg viewBox="0 0 200 100" aria-hidden="true">
      <Medal x={52} fill="var(--color-silver)" label="2" />
      <Medal x={148} fill="var(--color-bronze)" label="3" />
      <g transform="translate(0 -6)">
        <Medal x={100} fill="var(--color-gold)" label="1" />
      </g>
    </svg>
  );
}

export function TrophyArt() {
  return (
    <svg viewBox="0 0 200 100" aria-hidden="true">
      <g fill="var(--color-gold)">
        <path d="M74 6h52v26c0 16-11 28-26 28S74 48 74 32z" />
        <path d="M74 12H58c0 16 8 24 18 26l-1-8c-5-2-8-7-9-11h8zM126 12h16c0 16-8 24-18 26l1-8c5-2 8-7 9-11h-8z" />
        <rect x="94" y="58" width="12" height="14" />
        <rect x="80" y="72" width="40" height="8" rx="2" />
      </g>
      <rect x="72" y="80" width="56" height="14" rx="3" fill="var(--color-surface-3)" />
      <path
        d="M100 16l3.5 7 7.5 1-5.5 5.2 1.3 7.6-6.8-3.6-6.8 3.6 1.3-7.6-5.5-5.2 7.5-1z"
        fill="rgb(0 0 0 / 25%)"
      />
    </svg>
  );
}

export function NationalTeamArt() {
  return (
    <svg viewBox="0 0 200 100" aria-hidden="true">
      <path
        d="M78 8l-26 14 10 20 12-6v60h52V36l12 6 10-20-26-14c-3 7-10 12-22 12S81 15 78 8z"
        fill="#f4f6fa"
      />
      <path d="M74 62h52v34H74z" fill="#dc2626" />
      <path d="M62 42l12-6v26H74zM138 42l-12-6" fill="none" />
      <text x="100" y="56" textAnchor="middle" fontSize="24" fontWeight="800" fill="#0a0e17">
        6
      </text>
      <g fill="var(--color-accent)">
        <path d="M160 10l3 6.5 7 1-5 4.8 1.2 7-6.2-3.3-6.2 3.3 1.2-7-5-4.8 7-1z" />
        <path d="M38 50l2 4.4 4.8.7-3.5 3.3.8 4.8-4.1-2.3-4.2 2.3.8-4.8-3.5-3.3 4.8-.7z" />
      </g>
    </svg>
  );
}
