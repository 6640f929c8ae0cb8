import { cn } from '../lib/cn';

/** The Orion shield; the same drawing as public/favicon.svg. Decorative: pair it with text. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
    >
      <path
        d="M16 2.5 27.5 6.5V15c0 7-4.9 12.3-11.5 14.5C9.4 27.3 4.5 22 4.5 15V6.5Z"
        fill="#0b2545"
        stroke="#f59e0b"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <ellipse
        cx="16"
        cy="15.5"
        rx="8"
        ry="3.6"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="1.4"
        transform="rotate(-24 16 15.5)"
      />
      <circle cx="16" cy="15.5" r="2.6" fill="#fbbf24" />
    </svg>
  );
}
