// How the browser tests and the bench start Chromium: Debian's build (browsers are never
// downloaded here), headless, with the switches that keep it from doing work of its own while a
// test or a measurement runs.

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright (1.65) turns off in every Chromium it starts. Chromium reads only the
 * last `--disable-features` switch, and Playwright puts its own before the caller's, so a caller
 * that turns off a feature of its own must repeat these. `test/scripts/chromium.test.ts` fails
 * when playwright-core's list has one that is not here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Debian's Chromium 156 opens the address bar's suggestion popup, a WebUI page
 * (chrome://omnibox-popup.top-chrome), in a renderer of its own for every new window, headless
 * too: in a traced cold load of the 300-agent graph that renderer spent 1.6 s of CPU beside the
 * page's 1.4 s, on two cores. Each browser context is a new window, so every test and every bench
 * load paid for it. Neither ever types into the address bar; these features turn the popup off.
 */
const OMNIBOX_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'FullWebUIOmniboxFrame',
];

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
