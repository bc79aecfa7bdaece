// The graph as a PNG or SVG file: everything drawn in the viewport (nodes, hops, labels and the
// verdict legend placed beside them) at full size, framed by a margin. html-to-image copies computed
// styles through the CSSOM and never adds a style attribute or element to the page, so it works
// under the app's style-src 'self' policy.
import type { Rect } from '@xyflow/react';
import { toBlob, toSvg } from 'html-to-image';
import { makeXmlSafe } from './xml-safe';

export type ImageFormat = 'png' | 'svg';

export interface ImageFrame {
  readonly width: number;
  readonly height: number;
  /** Scale applied so neither side exceeds the limit; 1 for most graphs. */
  readonly scale: number;
  /** The CSS transform that puts `bounds` inside the frame. */
  readonly transform: string;
}

/** The smallest rectangle holding every one of `rects`; undefined for none. */
export function unionRect(rects: readonly Rect[]): Rect | undefined {
  if (rects.length === 0) return undefined;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const r of rects) {
    x0 = Math.min(x0, r.x);
    y0 = Math.min(y0, r.y);
    x1 = Math.max(x1, r.x + r.width);
    y1 = Math.max(y1, r.y + r.height);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The image size and viewport transform that show `bounds` with `margin` around it. */
export function imageFrame(bounds: Rect, margin = 32, maxSide = 8000): ImageFrame {
  const fullWidth = bounds.width + 2 * margin;
  const fullHeight = bounds.height + 2 * margin;
  const scale = Math.min(1, maxSide / fullWidth, maxSide / fullHeight);
  const dx = (margin - bounds.x) * scale;
  const dy = (margin - bounds.y) * scale;
  return {
    width: Math.ceil(fullWidth * scale),
    height: Math.ceil(fullHeight * scale),
    scale,
    transform: `translate(${dx}px, ${dy}px) scale(${scale})`,
  };
}

/**
 * The bounds, in flow coordinates, of everything drawn inside `viewportElement` whose transform
 * is `viewport` (nodes, hop lines, labels, the legend).
 */
export function drawnBounds(
  viewportElement: HTMLElement,
  viewport: { x: number; y: number; zoom: number },
): Rect | undefined {
  const origin = viewportElement.parentElement?.getBoundingClientRect();
  if (origin === undefined) return undefined;
  const parts = viewportElement.querySelectorAll(
    '.react-flow__node, .react-flow__edge-path, .graph-edge-label, .graph-legend-export',
  );
  const rects: Rect[] = [];
  parts.forEach((part) => {
    const r = part.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return;
    rects.push({
      x: (r.left - origin.left - viewport.x) / viewport.zoom,
      y: (r.top - origin.top - viewport.y) / viewport.zoom,
      width: r.width / viewport.zoom,
      height: r.height / viewport.zoom,
    });
  });
  return unionRect(rects);
}

// Handles and the wide invisible hit areas of hops are for editing, not for the picture.
const keep = (node: HTMLElement) =>
  !(
    node instanceof Element &&
    (node.classList.contains('react-flow__handle') ||
      node.classList.contains('react-flow__edge-interaction'))
  );

const SVG_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
];

/**
 * html-to-image copies computed styles onto HTML elements but clones the inside of an <svg> as is,
 * so hop lines and arrowheads would lose the colours and dashes they get from the stylesheet.
 * This writes those values onto each SVG element (through the CSSOM, which the CSP allows) and
 * returns the function that puts the elements back as they were.
 */
function inlineSvgStyles(root: Element): () => void {
  const saved: Array<[SVGElement, string]> = [];
  root.querySelectorAll('svg *').forEach((element) => {
    if (!(element instanceof SVGElement)) return;
    const computed = getComputedStyle(element);
    saved.push([element, element.style.cssText]);
    for (const name of SVG_PROPERTIES) {
      element.style.setProperty(name, computed.getPropertyValue(name));
    }
  });
  return () => {
    for (const [element, cssText] of saved) element.style.cssText = cssText;
  };
}

/** Renders `viewportElement` inside `frame` as a PNG or SVG file. */
export async function renderImage(
  viewportElement: HTMLElement,
  frame: ImageFrame,
  format: ImageFormat,
  backgroundColor: string,
): Promise<Blob> {
  const options = {
    backgroundColor,
    width: frame.width,
    height: frame.height,
    style: { width: `${frame.width}px`, height: `${frame.height}px`, transform: frame.transform },
    // The app uses system fonts only; there is nothing to embed.
    skipFonts: true,
    pixelRatio: frame.width * frame.height <= 4_000_000 ? 2 : 1,
    filter: keep,
  };
  const restoreStyles = inlineSvgStyles(viewportElement);
  const restoreText = makeXmlSafe(viewportElement);
  try {
    if (format === 'svg') {
      const url = await toSvg(viewportElement, options);
      const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
      return new Blob([svg], { type: 'image/svg+xml' });
    }
    const blob = await toBlob(viewportElement, options);
    if (blob === null) throw new Error('the browser could not encode the PNG');
    return blob;
  } finally {
    restoreText();
    restoreStyles();
  }
}

/**
 * Why an export failed, in words. The image encoder rejects with a bare Event when the browser
 * cannot load the SVG it drew, which would otherwise read "[object Event]".
 */
export function describeExportError(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof Event !== 'undefined' && error instanceof Event) {
    return `the browser could not load the drawing as an image (${error.type} event while rendering the SVG)`;
  }
  const text = typeof error === 'string' ? error : '';
  return text === '' ? 'the image encoder stopped without saying why' : text;
}

/** Offers `blob` to the user as a download named `filename`. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking synchronously can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
