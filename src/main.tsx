import './app/csp-safe-zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { exposeForBench } from './app/bench-mode';
import { afterEditScheduler, saveWhenHidden } from './app/save-timing';
import { browserStorage } from './app/storage';
import { createWorkbenchStore } from './store/store';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/shell.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

const storage = browserStorage();
const store = createWorkbenchStore({ storage, saveScheduler: afterEditScheduler() });
saveWhenHidden(store);
exposeForBench(store);
createRoot(root).render(
  <StrictMode>
    <App store={store} themeStorage={storage instanceof Storage ? storage : undefined} />
  </StrictMode>,
);
