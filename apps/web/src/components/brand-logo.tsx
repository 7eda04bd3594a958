/** The theme's primary colour, from the variables written at build time (no antd needed). */
const primary = { fill: 'var(--ant-color-primary)' };

/** Our robot mark (the same drawing as public/favicon.svg), in the theme's primary colour. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" style={primary} />
      <line x1="32" y1="9" x2="32" y2="16" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="32" cy="8" r="3.5" fill="#c7d2fe" />
      <rect x="13" y="17" width="38" height="30" rx="10" fill="#fff" />
      <circle cx="25" cy="31" r="4.5" style={primary} />
      <circle cx="39" cy="31" r="4.5" style={primary} />
      <path
        d="M25 40h14"
        style={{ stroke: 'var(--ant-color-primary)' }}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="20" y="50" width="24" height="5" rx="2.5" fill="#c7d2fe" />
    </svg>
  );
}
