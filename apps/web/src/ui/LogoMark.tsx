/** The product's mark, drawn the same in the public pages and the signed-in app (no MUI here). */
export function LogoMark({ light = false, size = 32 }: { light?: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={light ? '#ffffff' : '#1e3a8a'} />
      <path
        d="M18 40c0 5 6 8 14 8s14-3 14-9c0-12-26-7-26-16 0-4 4-7 11-7 6 0 10 2 12 6"
        fill="none"
        stroke={light ? '#1e3a8a' : '#ffffff'}
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}
