/** An envelope leaving a tray: the picture of the reset-link confirmation (decorative). */
export function InboxIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 240 160"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <ellipse cx="120" cy="146" rx="92" ry="8" fill="#e5e7eb" />
      <path
        d="M40 96h160v38a8 8 0 0 1-8 8H48a8 8 0 0 1-8-8Z"
        fill="#f3f4f6"
        stroke="#d1d5db"
        strokeWidth="2"
      />
      <path d="M40 96h48a32 14 0 0 0 64 0h48" fill="none" stroke="#d1d5db" strokeWidth="2" />
      <g transform="rotate(-8 120 60)">
        <rect
          x="70"
          y="22"
          width="100"
          height="68"
          rx="8"
          fill="#fff"
          stroke="var(--store-primary, #111827)"
          strokeWidth="3"
        />
        <path
          d="m72 28 48 34 48-34"
          fill="none"
          stroke="var(--store-primary, #111827)"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </g>
      <circle cx="178" cy="30" r="14" fill="var(--store-accent, #2563eb)" />
      <path
        d="m171 30 5 5 9-10"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M36 56h18M30 70h14M196 70h16M204 84h10"
        stroke="#d1d5db"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
