// Counts as the workbench prints them, grouped in thousands ("16,680"). Written out rather than
// `toLocaleString('en-US')`: a page's first call of that loads the browser's number-formatting
// data, tens of milliseconds of whichever panel opens first (the matrix, at 100 × 1,000).
/** `n`, a count (a whole number, 0 or more), with commas between thousands: 1234567 → "1,234,567". */
export function count(n: number): string {
  const digits = String(n);
  let text = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) text += ',';
    text += digits[i];
  }
  return text;
}

/** "1 caller", "1,000 agents". */
export const counted = (n: number, one: string, many: string): string =>
  `${count(n)} ${n === 1 ? one : many}`;
