import '@rr/ui/styles.css';
import './app/shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { localeAtom } from '@rr/session';
import { getDefaultStore } from 'jotai';
import { App } from './app/app';
import { applyRootLocaleRedirect } from './features/locale/locale-sync';
import { ShellIntlProvider } from './i18n';

// Pick the locale (and apply the root redirect) before the first render, so nothing flashes in English, and start
// fetching its catalog at once (English is bundled).
const locale = applyRootLocaleRedirect();
getDefaultStore().set(localeAtom, locale);
void ShellIntlProvider.preload(locale);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A transition: React renders the app in slices, yielding to the browser between them, rather than in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
