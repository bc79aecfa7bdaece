// Characters a card's text must not carry into the workbench: C0 and C1 controls (terminal escape
// sequences, NUL) and the bidirectional overrides that make a name display as something else.
// Tab, line feed and carriage return are ordinary whitespace and stay.

/** True for a UTF-16 unit the importer removes from strings. */
function isUnsafeControl(unit: number): boolean {
  if (unit === 0x09 || unit === 0x0a || unit === 0x0d) return false;
  return (
    unit <= 0x1f ||
    (unit >= 0x7f && unit <= 0x9f) ||
    (unit >= 0x202a && unit <= 0x202e) ||
    (unit >= 0x2066 && unit <= 0x2069)
  );
}

/** `text` without unsafe control characters, and how many were removed. */
export function stripControlCharacters(text: string): { text: string; removed: number } {
  let cleaned = '';
  let removed = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isUnsafeControl(text.charCodeAt(i))) {
      cleaned += text.slice(start, i);
      start = i + 1;
      removed += 1;
    }
  }
  return removed === 0 ? { text, removed } : { text: cleaned + text.slice(start), removed };
}

const CONTROL_NAMES: Readonly<Record<number, string>> = {
  0x00: 'NUL',
  0x09: 'TAB',
  0x0a: 'LINE FEED',
  0x0d: 'CARRIAGE RETURN',
  0x1b: 'ESC',
  0x7f: 'DEL',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
};

/** The distinct control and text-direction characters in `text`: `U+0000 (NUL), U+001B (ESC)`. */
export function describeControls(text: string): string {
  const seen = new Set<number>();
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (isUnsafeControl(unit) || unit === 0x09 || unit === 0x0a || unit === 0x0d) seen.add(unit);
  }
  return [...seen]
    .map((unit) => {
      const name = CONTROL_NAMES[unit];
      const hex = `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
      return name === undefined ? hex : `${hex} (${name})`;
    })
    .join(', ');
}
