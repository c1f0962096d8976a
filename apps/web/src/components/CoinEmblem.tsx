/** A Chinese coin (round, square hole) drawn in SVG: the brand's decorative mark, with no font needed. */
export function CoinEmblem({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r="46" fill="none" stroke="currentColor" strokeWidth="5" />
      <circle cx="50" cy="50" r="36" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="38" y="38" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="5" />
      <path
        d="M50 14v12M50 74v12M14 50h12M74 50h12"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
