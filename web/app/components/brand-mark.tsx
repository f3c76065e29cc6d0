/** The brand's mark: a lightning bolt in a battery-green tile. Decorative; the brand name is text beside it. */
export function BrandMark({ className, size = 32 }: { className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#047857" />
      <rect x="12" y="3" width="8" height="3" rx="1" fill="#6ee7b7" />
      <path d="M18.5 7 9.5 18h6l-2 8 9-11h-6l2-8z" fill="#ffffff" />
    </svg>
  );
}
