// Text from cards is untrusted. A URL becomes a link only when the WHATWG URL parser reads it as
// absolute http: or https:; anything else (javascript:, data:, relative, garbage) stays plain text.
import type { ReactNode } from 'react';

/** The URL as a safe href, or undefined when it is not an absolute http(s) URL. */
export function safeHref(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}

export interface SafeLinkProps {
  readonly href: string;
  /** What to show; the URL itself when not given. */
  readonly children?: ReactNode;
  readonly className?: string;
}

/** A link that opens in a new tab when `href` is http(s); otherwise the text, inert. */
export function SafeLink({ href, children, className }: SafeLinkProps) {
  const safe = safeHref(href);
  const content = children ?? href;
  if (safe === undefined) {
    return <span className={`safe-link-text ${className ?? ''}`.trim()}>{content}</span>;
  }
  return (
    <a className={className} href={safe} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
