// A short label with a tone. The tone colours it, but the words (and an optional icon) carry the
// meaning, so nothing depends on telling colours apart.
import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

export interface BadgeProps {
  readonly tone: BadgeTone;
  readonly icon?: ReactNode;
  /** Monospaced, for machine codes such as TENANT_NOT_PERMITTED. */
  readonly code?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

export function Badge({ tone, icon, code = false, className, children }: BadgeProps) {
  const classes = ['badge', `badge-${tone}`, code && 'badge-code', className].filter(Boolean);
  return (
    <span className={classes.join(' ')}>
      {icon}
      <span className="badge-text">{children}</span>
    </span>
  );
}
