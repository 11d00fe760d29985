/** The review screen's loading animation: a triangle walking in a loop. */
export function WalkingTriangle({ label = 'Loading your profile...' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16" data-testid="walking-triangle">
      <svg viewBox="0 0 120 40" width={120} height={40} aria-hidden="true" className="overflow-visible">
        <line x1="0" y1="38" x2="120" y2="38" stroke="#cbd5e1" strokeWidth="2" />
        <g className="walking-triangle">
          <polygon points="0,36 12,14 24,36" fill="#4f46e5" />
        </g>
      </svg>
      <span className="text-sm text-slate-600">{label}</span>
    </div>
  );
}
