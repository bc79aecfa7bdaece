// Applies the stored colour theme before the first paint so the page never flashes the wrong
// theme. Runs as a classic blocking script (the CSP allows scripts from 'self' only, so this
// cannot be inline). Mirrors src/app/theme.ts.
(function () {
  var preference = 'system';
  try {
    preference = localStorage.getItem('delegation-workbench:theme') || 'system';
  } catch {
    // Storage unavailable: follow the system.
  }
  var dark =
    preference === 'dark' ||
    (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
