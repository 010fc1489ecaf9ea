import type { ReactNode } from 'react';
import { statisticsTexts } from '../texts';

/** A link that opens in a new tab (spec: player and team names of the rankings). */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {statisticsTexts.newTab}</span>
    </a>
  );
}
