import '@rr/ui/styles.css';
import './app/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localeAtom } from '@rr/session';
import { getDefaultStore } from 'jotai';
import { App } from './app/app';
import { applyRootLocaleRedirect } from './features/locale/locale-sync';

// Pick the locale (and apply the root redirect) before the first render, so nothing flashes in English.
getDefaultStore().set(localeAtom, applyRootLocaleRedirect());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
