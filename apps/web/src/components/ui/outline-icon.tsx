/**
 * A one-path mark drawn like the lucide icons around it (24px grid, 2px round stroke), for
 * brand and network marks: the logos themselves are not bundled.
 */
export function OutlineIcon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
