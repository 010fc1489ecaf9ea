/** A tactics-board pitch for the hero (pure SVG, decorative). */
const TEAM_A = [
  [46, 170],
  [130, 95],
  [130, 245],
  [205, 170],
  [255, 110],
  [262, 238],
] as const;
const TEAM_B = [
  [474, 170],
  [390, 100],
  [392, 240],
  [318, 170],
  [300, 70],
  [330, 268],
] as const;

export function PitchArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 520 340" role="presentation" aria-hidden="true">
      <defs>
        <clipPath id="pitch-clip">
          <rect width="520" height="340" rx="22" />
        </clipPath>
        <marker
          id="pitch-arrow"
          viewBox="0 0 10 10"
          refX="6"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0 0l10 5-10 5z" fill="var(--color-accent)" />
        </marker>
      </defs>
      <g clipPath="url(#pitch-clip)">
        <rect width="520" height="340" fill="#0e2619" />
        {Array.from({ length: 8 }, (_, index) => (
          <rect
            key={index}
            x={index * 65}
            width="65"
            height="340"
            fill={index % 2 ? '#113020' : '#0e2619'}
          />
        ))}
        <g fill="none" stroke="rgb(255 255 255 / 55%)" strokeWidth="2.5">
          <rect x="16" y="16" width="488" height="308" rx="4" />
          <path d="M260 16v308" />
          <circle cx="260" cy="170" r="46" />
          <rect x="16" y="95" width="74" height="150" />
          <rect x="430" y="95" width="74" height="150" />
          <path d="M90 140a34 34 0 010 60M430 140a34 34 0 000 60" />
          <rect x="6" y="145" width="10" height="50" />
          <rect x="504" y="145" width="10" height="50" />
        </g>
        <circle cx="260" cy="170" r="4" fill="rgb(255 255 255 / 70%)" />
      </g>
      <g
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="2.5"
        strokeDasharray="7 7"
        markerEnd="url(#pitch-arrow)"
      >
        <path d="M213 162 Q 240 120 248 118" />
        <path d="M262 104 Q 330 40 372 120" />
        <path d="M140 238 Q 200 290 252 246" />
      </g>
      {TEAM_B.map(([x, y]) => (
        <g key={`b${x}${y}`}>
          <circle cx={x} cy={y} r="13" fill="#e8edf5" />
          <circle cx={x} cy={y} r="13" fill="none" stroke="#0a0e17" strokeWidth="3" />
        </g>
      ))}
      {TEAM_A.map(([x, y]) => (
        <g key={`a${x}${y}`}>
          <circle cx={x} cy={y} r="17" fill="rgb(195 245 60 / 25%)" />
          <circle cx={x} cy={y} r="12" fill="var(--color-accent)" />
        </g>
      ))}
      <g transform="translate(382 128)">
        <circle r="9" fill="#fff" />
        <path d="M0-4.5l4.3 3.1-1.6 5H-2.7l-1.6-5z" fill="#0a0e17" />
      </g>
    </svg>
  );
}
