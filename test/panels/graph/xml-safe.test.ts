// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { describeExportError } from '../../../src/panels/graph/export-image';
import { makeXmlSafe, xmlSafeText } from '../../../src/panels/graph/xml-safe';

/** True when `source` parses as XML: what any SVG viewer does first. */
const wellFormed = (source: string) =>
  new DOMParser().parseFromString(source, 'image/svg+xml').getElementsByTagName('parsererror')
    .length === 0;

describe('xmlSafeText', () => {
  it('shows each forbidden control as its Control Pictures glyph', () => {
    expect(xmlSafeText('fx\u0000agent\u001b')).toBe('fx\u2400agent\u241b');
  });

  it('keeps tab, line feed, carriage return, DEL and surrogate pairs, which XML allows', () => {
    const allowed = 'a\tb\nc\rd\u007fe\u{1F600}';
    expect(xmlSafeText(allowed)).toBe(allowed);
  });

  it('replaces lone surrogates and the two non-characters with U+FFFD', () => {
    expect(xmlSafeText('a\ud800b\udc00c\ufffe\uffff')).toBe('a\ufffdb\ufffdc\ufffd\ufffd');
  });

  it('turns a name that broke the export into text encodeURIComponent and XML accept', () => {
    const name = 'ledger\u0000\u0007\ud800agent';
    expect(() => encodeURIComponent(name)).toThrow(URIError);
    const safe = xmlSafeText(name);
    expect(() => encodeURIComponent(safe)).not.toThrow();
    expect(wellFormed(`<svg xmlns="http://www.w3.org/2000/svg"><text>${safe}</text></svg>`)).toBe(
      true,
    );
  });
});

describe('makeXmlSafe', () => {
  it('makes every text and attribute serialisable, then puts the originals back', () => {
    const root = document.createElement('div');
    const node = document.createElement('div');
    node.setAttribute('data-id', 'card\u0001');
    node.setAttribute('class', 'react-flow__node');
    node.append('name \u0002 with \ud800 inside');
    root.append(node);
    const before = root.outerHTML;

    const restore = makeXmlSafe(root);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject>${new XMLSerializer().serializeToString(root)}</foreignObject></svg>`;
    expect(wellFormed(svg)).toBe(true);
    expect(node.getAttribute('data-id')).toBe('card\u2401');
    expect(node.textContent).toBe('name \u2402 with \ufffd inside');

    restore();
    expect(root.outerHTML).toBe(before);
  });
});

describe('describeExportError', () => {
  it('words an image that failed to load instead of printing [object Event]', () => {
    expect(describeExportError(new Event('error'))).toBe(
      'the browser could not load the drawing as an image (error event while rendering the SVG)',
    );
  });

  it('keeps an error’s own message and never says nothing', () => {
    expect(describeExportError(new Error('there is nothing drawn to export'))).toBe(
      'there is nothing drawn to export',
    );
    expect(describeExportError(undefined)).toBe('the image encoder stopped without saying why');
  });
});
