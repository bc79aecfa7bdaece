// The application shell: header with the workspace commands, navigation between panels, the
// status banners and the notices over the page (notice-toasts.tsx), and the current panel. Panels meet only here.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useWorkbench, useWorkbenchApi } from '../store';
import { Header } from './header';
import { Nav } from './nav';
import { NoticeToasts } from './notice-toasts';
import { panelForRoute, type PanelDefinition } from './panels';
import { PanelView } from './panel-view';
import { parseRoute, replaceRoute, useHash } from './router';
import { useNotices } from './use-notices';
import { usePanelTop } from './use-panel-top';
import { useUndoKeys } from './use-undo-keys';

// Shown only when saved data could not be read, saving fails or a recording was dropped: loaded
// then, so the first page stays small.
const StatusBanners = lazy(() => import('./status-banners'));
// Opening a share link: loaded when the page is opened at one (or one is followed), and kept
// mounted after the link's route is left, while it asks before replacing changed work.
const SharedLink = lazy(() => import('./shared-link').then((m) => ({ default: m.SharedLink })));
// Dropping a file to import it: listening starts when this small chunk arrives, beside the panel.
const FileDrop = lazy(() => import('./file-drop'));

export interface ShellProps {
  readonly panels: readonly PanelDefinition[];
  /** Where the theme preference is remembered. */
  readonly themeStorage: Storage | undefined;
}

const focusMain = (event: MouseEvent<HTMLAnchorElement>) => {
  // The fragment belongs to the router: move focus without touching the hash.
  event.preventDefault();
  document.getElementById('main')?.focus();
};

export function Shell({ panels, themeStorage }: ShellProps) {
  const store = useWorkbenchApi();
  const { notices, notify, dismiss } = useNotices();
  const statusToShow = useWorkbench(
    (s) => s.recoveries.length > 0 || s.saveError !== undefined || s.recordingNote !== undefined,
  );
  useUndoKeys(store);

  const route = parseRoute(
    useHash(),
    panels.map((p) => p.id),
  );
  const fallback = panelForRoute({ kind: 'home' }, panels);
  const panel = panelForRoute(route, panels);
  const unknownPath = route.kind === 'unknown' ? route.path : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  usePanelTop(panel?.id, heading);
  const [shareSeen, setShareSeen] = useState(false);
  if (route.kind === 'share' && !shareSeen) setShareSeen(true);

  useEffect(() => {
    if (route.kind === 'home' && fallback !== undefined) replaceRoute(fallback.id);
  }, [route.kind, fallback]);
  useEffect(() => {
    if (unknownPath === undefined) return;
    notify({
      key: 'route',
      tone: 'info',
      title: `There is no “${unknownPath}” panel${fallback ? `; showing ${fallback.label} instead` : ''}.`,
    });
    replaceRoute(fallback?.id);
  }, [unknownPath, fallback, notify]);

  // Loaded with the first import: the byte decoder and the importer are not needed to show the
  // first page.
  const onFile = useCallback(
    (file: File) =>
      void import('./import-workspace').then(
        ({ importWorkspace }) => importWorkspace(file, store, notify, dismiss),
        () =>
          notify({
            key: 'import',
            tone: 'error',
            title: `${file.name} could not be imported.`,
            detail: 'The page may be out of date: reload it and try again.',
          }),
      ),
    [store, notify, dismiss],
  );
  const leaveShare = useCallback(
    (shared: string | undefined) =>
      replaceRoute(panels.some((p) => p.id === shared) ? shared : fallback?.id),
    [panels, fallback],
  );

  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={focusMain}>
        Skip to content
      </a>
      <Header notify={notify} onFile={onFile} themeStorage={themeStorage} />
      <div className="app-body">
        <Nav panels={panels} current={panel?.id} />
        <main id="main" className="app-main" tabIndex={-1}>
          <div className="notices">
            {statusToShow && (
              <Suspense fallback={null}>
                <StatusBanners />
              </Suspense>
            )}
          </div>
          <NoticeToasts notices={notices} dismiss={dismiss} />
          {panel === undefined ? (
            <section className="empty-state" aria-labelledby="empty-title">
              <h1 id="empty-title">Delegation Workbench</h1>
              <p>This build has no panels installed.</p>
            </section>
          ) : (
            <>
              <h1 ref={heading} className="panel-title" tabIndex={-1}>
                {panel.label}
              </h1>
              <PanelView key={panel.id} panel={panel} />
            </>
          )}
        </main>
      </div>
      <Suspense fallback={null}>
        <FileDrop onFile={onFile} />
      </Suspense>
      {shareSeen && (
        <Suspense fallback={null}>
          <SharedLink
            hash={route.kind === 'share' ? route.hash : undefined}
            notify={notify}
            leave={leaveShare}
          />
        </Suspense>
      )}
    </div>
  );
}
