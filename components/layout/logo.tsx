/** The Zweitwerk wordmark: a circular arrow (the second life) and the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 172 36" role="img" aria-hidden="true" focusable="false" width="172" height="36">
      <g fill="none" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M28 12.5A12 12 0 1 0 29.5 22" />
        <path d="M29.5 5.5v7.5H22" />
      </g>
      <path d="M12.5 13h9l-9 10h9" fill="none" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round" />
      <text x="40" y="25.5" fontFamily="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif" fontSize="20" fontWeight="700" letterSpacing="-0.3" fill="currentColor">
        Zweitwerk
      </text>
    </svg>
  );
}
