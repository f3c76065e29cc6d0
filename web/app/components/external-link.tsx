import type { ReactNode } from "react";
import { ExternalIcon } from "./icons";

/** A link to another site, opened in a new tab, saying so to sight and to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}{" "}
      <ExternalIcon />
      <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
