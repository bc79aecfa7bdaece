import { ExportButton, ImportButton } from './file-buttons';
import { HistoryButtons } from './history-buttons';
import { ScenarioPicker } from './scenario-picker';
import { ShareButton } from './share-button';
import { ThemeSwitch } from './theme-switch';
import type { Notify } from './use-notices';
import { useTheme } from './use-theme';
import { WorkspaceName } from './workspace-name';

export interface HeaderProps {
  readonly notify: Notify;
  readonly onFile: (file: File) => void;
  readonly themeStorage: Storage | undefined;
}

export function Header({ notify, onFile, themeStorage }: HeaderProps) {
  const theme = useTheme(themeStorage);
  return (
    <header className="app-header">
      <div className="brand">
        <svg className="brand-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="3" />
          <circle cx="19" cy="5" r="3" />
          <circle cx="19" cy="19" r="3" />
          <path d="M8 11 16 6.5M8 13l8 4.5" />
        </svg>
        <span className="brand-name">Delegation Workbench</span>
      </div>
      <WorkspaceName />
      <div className="header-actions">
        <ScenarioPicker notify={notify} />
        <HistoryButtons />
        <span className="header-divider" aria-hidden="true" />
        <ShareButton notify={notify} />
        <ImportButton onFile={onFile} />
        <ExportButton notify={notify} />
        <span className="header-divider" aria-hidden="true" />
        <ThemeSwitch value={theme.preference} onChange={theme.choose} />
      </div>
    </header>
  );
}
