/** A phone showing an abstract league table (decorative SVG, no real data). */
const ROW_COLORS = [
  'var(--color-gold)',
  'var(--color-silver)',
  'var(--color-bronze)',
  'var(--color-surface-3)',
  'var(--color-surface-3)',
  'var(--color-surface-3)',
  'var(--color-danger)',
];

export function PhoneArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 470" aria-hidden="true">
      <rect
        x="4"
        y="4"
        width="232"
        height="462"
        rx="36"
        fill="#05070c"
        stroke="#2c3650"
        strokeWidth="3"
      />
      <rect x="16" y="16" width="208" height="438" rx="26" fill="var(--color-bg)" />
      <rect x="90" y="24" width="60" height="14" rx="7" fill="#05070c" />
      <rect x="32" y="56" width="80" height="10" rx="5" fill="var(--color-accent)" />
      <rect x="32" y="74" width="130" height="18" rx="4" fill="var(--color-text)" opacity="0.9" />
      <rect x="32" y="108" width="176" height="96" rx="14" fill="var(--color-accent)" />
      <circle cx="56" cy="156" r="14" fill="var(--color-on-accent)" opacity="0.85" />
      <text
        x="120"
        y="165"
        textAnchor="middle"
        fontSize="26"
        fontWeight="800"
        fill="var(--color-on-accent)"
      >
        3 : 2
      </text>
      <circle cx="184" cy="156" r="14" fill="var(--color-on-accent)" opacity="0.55" />
      {ROW_COLORS.map((color, index) => {
        const y = 224 + index * 30;
        return (
          <g key={y}>
            <rect x="32" y={y} width="176" height="24" rx="6" fill="var(--color-surface)" />
            <rect x="32" y={y} width="4" height="24" rx="2" fill={color} />
            <circle cx="54" cy={y + 12} r="6" fill="var(--color-surface-3)" />
            <rect
              x="68"
              y={y + 8}
              width={90 - index * 6}
              height="8"
              rx="4"
              fill="var(--color-text-subtle)"
            />
            <rect x="184" y={y + 8} width="14" height="8" rx="4" fill="var(--color-text-muted)" />
          </g>
        );
      })}
      <rect x="32" y="436" width="176" height="4" rx="2" fill="var(--color-surface-3)" />
    </svg>
  );
}
