import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
registerRemotes([{ name: 'mf_rider', entry: '/mf/rider/mf-manifest.json' }]);
const R = lazy(() => loadRemote<{ default: React.ComponentType }>('mf_rider/routes').then((m) => m!));
createRoot(document.getElementById('root')!).render(<BrowserRouter><Suspense fallback="..."><R /></Suspense></BrowserRouter>);
