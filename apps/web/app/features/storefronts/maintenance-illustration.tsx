const TEETH = [0, 45, 90, 135, 180, 225, 270, 315];

function Gear({ x, y, r, className }: { x: number; y: number; r: number; className: string }) {
  return (
    <g transform={`translate(${x} ${y})`} className={className}>
      {TEETH.map((angle) => (
        <rect
          key={angle}
          x={-r * 0.22}
          y={-r * 1.3}
          width={r * 0.44}
          height={r * 0.6}
          rx={r * 0.08}
          transform={`rotate(${angle})`}
        />
      ))}
      <circle r={r} />
      <circle r={r * 0.38} className="fill-white" />
    </g>
  );
}

/** A browser window with gears, a wrench and a traffic cone: the store is being worked on. */
export function MaintenanceIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 320 240" role="img" aria-label={label} className="h-auto w-full max-w-sm">
      <ellipse cx="160" cy="214" rx="140" ry="14" className="fill-gray-100" />
      <rect
        x="40"
        y="28"
        width="240"
        height="160"
        rx="12"
        className="fill-white stroke-gray-300"
        strokeWidth="2"
      />
      <path d="M40 40a12 12 0 0 1 12-12h216a12 12 0 0 1 12 12v14H40z" className="fill-gray-100" />
      <circle cx="56" cy="41" r="4" className="fill-red-400" />
      <circle cx="70" cy="41" r="4" className="fill-amber-400" />
      <circle cx="84" cy="41" r="4" className="fill-green-400" />
      <rect x="64" y="150" width="96" height="8" rx="4" className="fill-gray-200" />
      <rect x="64" y="166" width="64" height="8" rx="4" className="fill-gray-200" />
      <Gear x={140} y={104} r={26} className="fill-accent" />
      <Gear x={190} y={86} r={15} className="fill-brand" />
      <g transform="rotate(-35 215 140)" className="fill-gray-500">
        <rect x="180" y="134" width="56" height="12" rx="6" />
        <circle cx="244" cy="140" r="15" />
        <rect x="247" y="134" width="14" height="12" className="fill-white" />
      </g>
      <g>
        <path d="M262 206l-18 0 14-58h8l14 58z" className="fill-orange-500" />
        <path d="M251 176h22l3 12h-28z" className="fill-white" />
        <rect x="236" y="204" width="52" height="8" rx="3" className="fill-orange-600" />
      </g>
    </svg>
  );
}
