// A message strip above the content. Errors and warnings are alerts (announced at once); info is
// a polite status.
import type { ReactNode } from 'react';
import { IconButton } from './button';
import { AlertIcon, CloseIcon, InfoIcon } from './icons';

export interface BannerProps {
  readonly tone: 'info' | 'success' | 'warning' | 'error';
  readonly title: string;
  readonly children?: ReactNode;
  /** Buttons offered with the message. */
  readonly actions?: ReactNode;
  /** Shows a close button with this accessible name when given with onDismiss. */
  readonly dismissLabel?: string;
  readonly onDismiss?: () => void;
}

export function Banner({ tone, title, children, actions, onDismiss, dismissLabel }: BannerProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`banner banner-${tone}`} role={urgent ? 'alert' : 'status'}>
      <span className="banner-icon">{urgent ? <AlertIcon /> : <InfoIcon />}</span>
      <div className="banner-body">
        <p className="banner-title">{title}</p>
        {children !== undefined && <div className="banner-detail">{children}</div>}
        {actions !== undefined && <div className="banner-actions">{actions}</div>}
      </div>
      {onDismiss !== undefined && (
        <IconButton
          label={dismissLabel ?? `Dismiss: ${title}`}
          icon={<CloseIcon />}
          size="sm"
          onClick={onDismiss}
        />
      )}
    </div>
  );
}
