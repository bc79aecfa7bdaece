import './app/csp-safe-zod';
import { exposeForBench } from './app/bench-mode';
import { afterEditScheduler, saveWhenHidden } from './app/save-timing';
import { startApp } from './app/start';
import { browserStorage } from './app/storage';
import { createWorkbenchStore } from './store/store';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/shell.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// An OAuth sign-in comes back to the app's own URL with ?code&state: the Lifecycle panel ends it.
if (location.search.includes('state=') && location.hash === '')
  history.replaceState(null, '', '#/lifecycle');

const storage = browserStorage();
const store = createWorkbenchStore({ storage, saveScheduler: afterEditScheduler() });
saveWhenHidden(store);
exposeForBench(store);
void startApp(root, { store, themeStorage: storage instanceof Storage ? storage : undefined });
