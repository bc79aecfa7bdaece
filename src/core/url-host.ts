// What a URL's host really is, for a reviewer deciding whether to trust it: the host the WHATWG URL
// parser reaches (punycode for non-ASCII labels), any user name placed before "@" to look like a
// host, and labels that mix scripts (a Cyrillic "а" among Latin letters). Script membership comes
// from the Unicode data in the JavaScript engine (`\p{Script_Extensions=…}`), judged by the rules
// of Unicode TS #39 §5.1 (mixed-script detection) over the recommended scripts of UAX #31 Table 5.

/** UAX #31 Table 5: the scripts recommended for identifiers, so for host names. */
const RECOMMENDED_SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Thaana', 'Devanagari', 'Bengali',
  'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai',
  'Lao', 'Tibetan', 'Myanmar', 'Georgian', 'Hangul', 'Ethiopic', 'Khmer', 'Hiragana', 'Katakana',
  'Bopomofo', 'Han',
] as const; // prettier-ignore

type Script = (typeof RECOMMENDED_SCRIPTS)[number];

const EXTENSIONS = new Map<Script, RegExp>(
  RECOMMENDED_SCRIPTS.map((name) => [name, new RegExp(`\\p{Script_Extensions=${name}}`, 'u')]),
);
const SCRIPT = new Map<Script, RegExp>(
  RECOMMENDED_SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')]),
);
/** Characters every script shares (digits, hyphen) or that take the script of their base. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
const ANOTHER_SCRIPT = 'another script';

/** TS #39 §5.1: Han is written with Japanese kana, Korean hangul or Bopomofo. */
const AUGMENTED: Readonly<Partial<Record<Script, readonly string[]>>> = {
  Han: ['Han', 'Japanese', 'Korean', 'Han with Bopomofo'],
  Hiragana: ['Hiragana', 'Japanese'],
  Katakana: ['Katakana', 'Japanese'],
  Hangul: ['Hangul', 'Korean'],
  Bopomofo: ['Bopomofo', 'Han with Bopomofo'],
};

/** The script sets a character may be written in, augmented as TS #39 does. */
function scriptSet(char: string): Set<string> {
  const set = new Set<string>();
  for (const [name, pattern] of EXTENSIONS) {
    if (pattern.test(char)) for (const s of AUGMENTED[name] ?? [name]) set.add(s);
  }
  // A letter of a script outside the recommended set is a script of its own here.
  if (set.size === 0) set.add(`${ANOTHER_SCRIPT}:${char}`);
  return set;
}

const EAST_ASIAN = ['Japanese', 'Korean', 'Han with Bopomofo'];

/**
 * The scripts `label` mixes, named, or undefined when it is written in one script. Latin beside
 * Japanese, Korean or Chinese is one script here, as in TS #39's "highly restrictive" level.
 */
export function mixedScripts(label: string): string[] | undefined {
  const chars = [...label].filter((c) => !NEUTRAL.test(c));
  if (chars.length === 0) return undefined;
  const intersect = (list: readonly string[]) => {
    let common: Set<string> | undefined;
    for (const c of list) {
      const set = scriptSet(c);
      common = common === undefined ? set : new Set([...common].filter((s) => set.has(s)));
    }
    return common ?? new Set<string>();
  };
  if (intersect(chars).size > 0) return undefined;
  const nonLatin = chars.filter((c) => !SCRIPT.get('Latin')?.test(c));
  const eastAsian = [...intersect(nonLatin)].some((s) => EAST_ASIAN.includes(s));
  if (eastAsian) return undefined;
  const names: string[] = [];
  for (const c of chars) {
    const name = RECOMMENDED_SCRIPTS.find((s) => SCRIPT.get(s)?.test(c)) ?? ANOTHER_SCRIPT;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

// RFC 3492 parameters for IDNA.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

const digitOf = (code: number) =>
  code >= 0x30 && code <= 0x39
    ? code - 22
    : code >= 0x41 && code <= 0x5a
      ? code - 0x41
      : code >= 0x61 && code <= 0x7a
        ? code - 0x61
        : BASE;

/** RFC 3492 §6.2: the Unicode text of a punycode string, or undefined when it is malformed. */
export function decodePunycode(input: string): string | undefined {
  const cut = input.lastIndexOf('-');
  const output = cut < 0 ? [] : [...input.slice(0, cut)].map((c) => c.codePointAt(0) ?? 0);
  if (output.some((c) => c >= 0x80)) return undefined;
  let n = 0x80;
  let i = 0;
  let bias = 72;
  for (let at = cut < 0 ? 0 : cut + 1; at < input.length;) {
    const old = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (at >= input.length) return undefined;
      const digit = digitOf(input.charCodeAt(at++));
      if (digit >= BASE) return undefined;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (i > 0x7fffffff || w > 0x7fffffff) return undefined;
    }
    bias = adapt(i - old, output.length + 1, old === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) return undefined;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/** A label as Unicode: `xn--` labels decoded, others as they are. */
function labelToUnicode(label: string): string {
  if (!label.toLowerCase().startsWith('xn--')) return label;
  return decodePunycode(label.slice(4)) ?? label;
}

export interface UrlHost {
  /** The host as the URL parser reaches it: lower case, punycode for non-ASCII labels. */
  readonly host: string;
  /** The same host with its labels in Unicode, as a look-alike would show it. */
  readonly unicodeHost: string;
  /** Whatever stands before "@" in the authority (user name and password), if anything. */
  readonly userinfo: string | undefined;
  /** Each label (in Unicode) that mixes scripts, with the scripts it mixes. */
  readonly mixedLabels: ReadonlyArray<{ readonly label: string; readonly scripts: string[] }>;
}

/** The host facts of an absolute URL, or undefined when `url` is not one the parser reads. */
export function urlHost(url: string): UrlHost | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const host = parsed.hostname;
  const labels = host.split('.').map(labelToUnicode);
  const mixedLabels = labels.flatMap((label) => {
    const scripts = mixedScripts(label);
    return scripts === undefined ? [] : [{ label, scripts }];
  });
  const userinfo =
    parsed.username === '' && parsed.password === ''
      ? undefined
      : `${decodeSafely(parsed.username)}${parsed.password === '' ? '' : ':…'}`;
  return { host, unicodeHost: labels.join('.'), userinfo, mixedLabels };
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
