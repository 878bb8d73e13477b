// Small inline icons: decorative (aria-hidden); the control around each carries the accessible name.
type IconProps = { className?: string };

export function MenuIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ArrowUpIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

export function ChevronDownIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function UserIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="8" r="4" />
      <path strokeLinecap="round" d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

export function CarIcon({ className = 'size-7' }: IconProps) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 32 32" fill="currentColor">
      <path d="M7.5 9.5A3 3 0 0 1 10.3 7.5h11.4a3 3 0 0 1 2.8 2l1.9 5.3A3 3 0 0 1 28 17.5V23a1 1 0 0 1-1 1h-1.2a3 3 0 0 1-5.6 0h-8.4a3 3 0 0 1-5.6 0H5a1 1 0 0 1-1-1v-5.5a3 3 0 0 1 1.6-2.7zm2.1.7L8.1 14.5h15.8l-1.5-4.3a1 1 0 0 0-.9-.7H10.5a1 1 0 0 0-.9.7zM9 22.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm14 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" />
    </svg>
  );
}
