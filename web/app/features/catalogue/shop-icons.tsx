/** Line icons for the shop page. Each is aria-hidden: the control around it carries the name. */
type IconProps = { className?: string; size?: number };

const base = (size: number) => ({
  width: size,
  height: size,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
});

export function ChevronLeftIcon({ className, size = 24 }: IconProps) {
  return (
    <svg className={className} {...base(size)}>
      <path d="m15 18-6-6 6-6" />
    </svg>
  );
}

export function ChevronRightIcon({ className, size = 24 }: IconProps) {
  return (
    <svg className={className} {...base(size)}>
      <path d="m9 18 6-6-6-6" />
    </svg>
  );
}

export function ShareIcon({ className, size = 20 }: IconProps) {
  return (
    <svg className={className} {...base(size)}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

export function MinusIcon({ className, size = 18 }: IconProps) {
  return (
    <svg className={className} {...base(size)}>
      <path d="M5 12h14" />
    </svg>
  );
}

export function PlusIcon({ className, size = 18 }: IconProps) {
  return (
    <svg className={className} {...base(size)}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function FilterIcon({ className, size = 20 }: IconProps) {
  return (
    <svg className={className} {...base(size)}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

export function TrendingIcon({ className, size = 18 }: IconProps) {
  return (
    <svg className={className} {...base(size)}>
      <path d="m3 17 6-6 4 4 8-8M15 7h6v6" />
    </svg>
  );
}

export function ShieldIcon({ className, size = 18 }: IconProps) {
  return (
    <svg className={className} {...base(size)}>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  );
}
