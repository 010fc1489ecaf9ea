/** Drawn backgrounds of the news slides (no external images): a pitch ('league'), a cup ('cup'), a winter cup (the rest). */
export function SlideArt({ theme }: { theme: string }) {
  if (theme === 'league') return <PitchArt />;
  if (theme === 'cup') return <CupArt />;
  return <WinterArt />;
}

function PitchArt() {
  return (
    <svg viewBox="0 0 800 360" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id="slide-grass" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#0f3d24" />
          <stop offset="1" stopColor="#082114" />
        </linearGradient>
      </defs>
      <rect width="800" height="360" fill="url(#slide-grass)" />
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} x={i * 100} width="50" height="360" fill="#ffffff" opacity="0.03" />
      ))}
      <g fill="none" stroke="#c3f53c" strokeOpacity="0.35" strokeWidth="3">
        <rect x="430" y="30" width="340" height="300" rx="4" />
        <line x1="600" y1="30" x2="600" y2="330" />
        <circle cx="600" cy="180" r="52" />
        <rect x="430" y="110" width="50" height="140" />
        <rect x="720" y="110" width="50" height="140" />
      </g>
      <circle cx="600" cy="180" r="5" fill="#c3f53c" fillOpacity="0.6" />
      <g transform="translate(655 250)">
        <circle r="22" fill="#eef2f8" />
        <path d="M0-9l8.5 6.2-3.2 10h-10.6l-3.2-10z" fill="#0a0e17" />
      </g>
    </svg>
  );
}

function CupArt() {
  return (
    <svg viewBox="0 0 800 360" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <radialGradient id="slide-glow" cx="0.75" cy="0.45" r="0.6">
          <stop offset="0" stopColor="#5a4300" />
          <stop offset="1" stopColor="#120d02" />
        </radialGradient>
        <linearGradient id="slide-gold" x1="0" x2="1">
          <stop offset="0" stopColor="#b8860b" />
          <stop offset="0.5" stopColor="#f5c84c" />
          <stop offset="1" stopColor="#a87400" />
        </linearGradient>
      </defs>
      <rect width="800" height="360" fill="url(#slide-glow)" />
      {Array.from({ length: 12 }, (_, i) => (
        <line
          key={i}
          x1="600"
          y1="170"
          x2={600 + 420 * Math.cos((i * Math.PI) / 6)}
          y2={170 + 420 * Math.sin((i * Math.PI) / 6)}
          stroke="#f5c84c"
          strokeOpacity="0.08"
          strokeWidth="26"
        />
      ))}
      <g transform="translate(600 180)">
        <path d="M-70-110h140v40c0 55-30 90-70 95-40-5-70-40-70-95z" fill="url(#slide-gold)" />
        <path
          d="M-70-95h-30c0 45 25 65 45 68M70-95h30c0 45-25 65-45 68"
          fill="none"
          stroke="#f5c84c"
          strokeWidth="10"
        />
        <rect x="-14" y="25" width="28" height="40" fill="#d9a520" />
        <rect x="-55" y="65" width="110" height="26" rx="4" fill="#3b2a05" />
        <path d="M0-80l9 18 20 3-14 14 3 20-18-9-18 9 3-20-14-14 20-3z" fill="#fff6cf" />
      </g>
    </svg>
  );
}

function WinterArt() {
  const flakes = [
    [420, 60, 1],
    [500, 250, 0.7],
    [720, 70, 0.9],
    [760, 280, 0.6],
    [560, 40, 0.5],
    [680, 320, 0.8],
    [460, 160, 0.55],
  ] as const;
  return (
    <svg viewBox="0 0 800 360" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id="slide-ice" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#0c2140" />
          <stop offset="1" stopColor="#050b18" />
        </linearGradient>
      </defs>
      <rect width="800" height="360" fill="url(#slide-ice)" />
      <path d="M0 300q200-40 400 0t400 0v60H0z" fill="#dbeafe" fillOpacity="0.12" />
      {flakes.map(([x, y, s], i) => (
        <g key={i} transform={`translate(${x} ${y}) scale(${s})`} stroke="#bfdbfe" strokeWidth="4">
          <line x1="-24" y1="0" x2="24" y2="0" />
          <line x1="-12" y1="-21" x2="12" y2="21" />
          <line x1="-12" y1="21" x2="12" y2="-21" />
        </g>
      ))}
      <g transform="translate(610 185)" fill="#93c5fd">
        <path d="M-55-85h110v30c0 45-25 72-55 76-30-4-55-31-55-76z" fillOpacity="0.9" />
        <rect x="-11" y="-9" width="22" height="34" fill="#60a5fa" />
        <rect x="-44" y="25" width="88" height="22" rx="4" fill="#1e3a8a" />
        <path d="M-55-85h110" stroke="#eff6ff" strokeWidth="6" />
      </g>
    </svg>
  );
}
