// Text from cards is untrusted. A URL becomes a link only when the WHATWG URL parser reads it as
// absolute http: or https:; anything else (javascript:, data:, relative, garbage) stays plain text.
// What is shown is the address the parser reads (see display-url.ts): a look-alike host appears as
// its punycode, a user name dressed as a host is named apart, and a link labelled by other text
// (a provider's name) shows its host beside it, so no label can hide where it leads.
import type { ReactNode } from 'react';
import { showUrl } from './display-url';
import './safe-link.css';

/** The URL as a safe href, or undefined when it is not an absolute http(s) URL. */
export function safeHref(url: string): string | undefined {
  return showUrl(url).href;
}

export interface SafeLinkProps {
  readonly href: string;
  /** What to show; the URL as the parser reads it when not given. */
  readonly children?: ReactNode;
  readonly className?: string;
}

/** A link that opens in a new tab when `href` is http(s); otherwise the text, inert. */
export function SafeLink({ href, children, className }: SafeLinkProps) {
  const shown = showUrl(href);
  const content = children ?? shown.text;
  if (shown.href === undefined) {
    return <span className={`safe-link-text ${className ?? ''}`.trim()}>{content}</span>;
  }
  return (
    <span className="safe-link">
      <a className={className} href={shown.href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
      {children !== undefined && <span className="safe-link-host"> ({shown.host})</span>}
      {shown.userinfo !== undefined && (
        <span className="safe-link-warning">
          {' '}
          The address puts “{shown.userinfo}” before “@”; it really goes to {shown.host}.
        </span>
      )}
    </span>
  );
}
