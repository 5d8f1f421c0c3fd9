import type { ReactNode } from 'react';
import { Link } from '../../../shared/router';

interface QuickLinkProps {
  icon: ReactNode;
  label: string;
  /** where it leads */
  to: string;
}

/**
 * An account-card shortcut. Every entry leads to a built page now; browsing history, which the specification
 * showed as 'not enabled yet', opens MyTracks (decisions: "Browsing history").
 */
export function QuickLink({ icon, label, to }: QuickLinkProps) {
  return (
    <Link to={to} className="quick-link">
      <span className="quick-link__icon" aria-hidden>
        {icon}
      </span>
      <span className="quick-link__label">{label}</span>
    </Link>
  );
}
