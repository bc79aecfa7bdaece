// The review report's only styles, inline in the file. The report's Content-Security-Policy
// allows exactly this text by its hash, so the file can be opened anywhere and nothing else runs
// or loads. A test recomputes STYLE_HASH; change the CSS and the test names the new hash.

export const REPORT_STYLE = `
:root { color-scheme: light dark; --ink: #1b1f24; --muted: #57606a; --line: #d0d7de;
  --panel: #f6f8fa; --ok: #1a7f37; --ok-bg: #dafbe1; --no: #b42318; --no-bg: #fde7e4;
  --mark: #8a5a00; --mark-bg: #fff4d6; --bg: #ffffff; }
@media (prefers-color-scheme: dark) {
  :root { --ink: #e6edf3; --muted: #9aa4af; --line: #3d444d; --panel: #161b22; --ok: #57d27a;
    --ok-bg: #12301c; --no: #ff8a80; --no-bg: #3b1614; --mark: #f0c35b; --mark-bg: #3a2c09;
    --bg: #0d1117; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--ink);
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main, header { max-width: 1100px; margin: 0 auto; padding: 0 24px; }
header { padding-top: 28px; padding-bottom: 8px; border-bottom: 2px solid var(--ink); }
h1 { font-size: 24px; margin: 0 0 4px; }
h2 { font-size: 18px; margin: 28px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
h3 { font-size: 15px; margin: 18px 0 6px; }
p { margin: 6px 0; }
.muted { color: var(--muted); }
code, .code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
.fingerprint { overflow-wrap: anywhere; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 8px 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.note { white-space: pre-wrap; background: var(--panel); border-left: 3px solid var(--line);
  padding: 6px 10px; margin: 6px 0; }
table { border-collapse: collapse; width: 100%; margin: 8px 0 12px; }
caption { text-align: left; font-weight: 600; padding: 4px 0; }
th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
thead th { background: var(--panel); }
tr { break-inside: avoid; }
.grid td { text-align: center; white-space: nowrap; }
.grid td:first-child { text-align: left; }
.allow { color: var(--ok); background: var(--ok-bg); }
.deny { color: var(--no); background: var(--no-bg); }
.flag { color: var(--mark); background: var(--mark-bg); padding: 0 4px; border-radius: 3px; }
ul.plain { margin: 4px 0; padding-left: 20px; }
.counts { display: flex; flex-wrap: wrap; gap: 6px 16px; padding: 0; margin: 8px 0; list-style: none; }
details { margin: 8px 0; }
summary { color: var(--muted); cursor: pointer; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 6px 0; padding: 6px 10px;
  background: var(--panel); font: 11px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.counts li { background: var(--panel); border: 1px solid var(--line); border-radius: 4px; padding: 2px 8px; }
footer { max-width: 1100px; margin: 32px auto; padding: 0 24px 32px; color: var(--muted); }
@media print {
  :root { --ink: #000000; --bg: #ffffff; --panel: #f2f2f2; --line: #999999; --muted: #444444;
    --ok: #0a5c24; --ok-bg: #e3f6e8; --no: #8f1c12; --no-bg: #fbe5e2; --mark: #6b4500;
    --mark-bg: #fff1cc; color-scheme: light; }
  body { font-size: 10.5pt; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  main, header, footer { max-width: none; padding-left: 0; padding-right: 0; }
  h2 { break-after: avoid; }
  section { break-inside: auto; }
}
`;

/** `'sha256-…'` of REPORT_STYLE, for the report's Content-Security-Policy. */
export const STYLE_HASH = 'sha256-urb5YTqXBa2xRC7ncXeIYUCyDPjSSTCiWX1NPxAZPGs=';
