// An exported SVG is XML, and XML 1.0 cannot hold most C0 control characters, a lone surrogate
// (which also makes the data URL's encodeURIComponent throw "URI malformed") or U+FFFE/U+FFFF.
// Card and caller names can carry any of them through a workspace file or a share link, so for
// the moment of a capture every text and attribute in the drawing holds a stand-in instead: a
// control shows as its Control Pictures glyph (U+0000 → ␀), anything else as U+FFFD.

const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g; // eslint-disable-line no-control-regex

/** `text` with every character XML 1.0 forbids replaced by a visible stand-in. */
export function xmlSafeText(text: string): string {
  return text.replace(FORBIDDEN, (c) => {
    const unit = c.charCodeAt(0);
    return unit < 0x20 ? String.fromCharCode(0x2400 + unit) : '\uFFFD';
  });
}

const needsCare = (text: string) => {
  FORBIDDEN.lastIndex = 0;
  const found = FORBIDDEN.test(text);
  FORBIDDEN.lastIndex = 0;
  return found;
};

/**
 * Replaces what XML forbids in every text node and attribute under `root`, and returns the
 * function that puts the originals back. Nothing is touched when nothing needs it.
 */
export function makeXmlSafe(root: Element): () => void {
  const undo: Array<() => void> = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node as Text;
    const original = text.data;
    if (!needsCare(original)) continue;
    text.data = xmlSafeText(original);
    undo.push(() => {
      text.data = original;
    });
  }
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      const original = attribute.value;
      if (!needsCare(original)) continue;
      element.setAttribute(attribute.name, xmlSafeText(original));
      undo.push(() => element.setAttribute(attribute.name, original));
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}
