import { AUTH_ROOT, SITE_PAGES, paths } from '@rr/contracts/routes';
import { PREFIXED_LOCALES } from '@rr/i18n';
import { FullScreenSpinner, NotFoundScreen, lazyPage } from '@rr/ui';
import { Suspense } from 'react';
import { Outlet, Route, Routes } from '@rr/router';
import { RemoteRoutes } from '../components/remote-routes';
import { resolveLayout } from '../layouts';
import type { RemoteName } from '../lib/remotes';
import { AuthGuard } from './auth-guard';

// The e-mail check is the shell's only form: its own chunk, so react-hook-form, the form kit and the schemas (zod)
// load with that page and not with every first visit.
// The proxy pages (an administrator starting or ending an impersonation) likewise.
const ProxyStartPage = lazyPage(() => import('../features/proxy/components/proxy-pages').then((module) => module.ProxyStartPage));
const ProxyRemovePage = lazyPage(() => import('../features/proxy/components/proxy-pages').then((module) => module.ProxyRemovePage));
const EmailVerifyPage = lazyPage(() => import('../features/email-verify/components/email-verify-page').then((module) => module.EmailVerifyPage));

/** The signed-in areas: path under /auth, layout, and the remote whose ./routes fill it. */
export const AREAS: { path: string; layout: string; remote: RemoteName; home: string }[] = [
  { path: 'rider/*', layout: 'rider', remote: 'mf_rider', home: paths.home('rider') },
  { path: 'dealer/*', layout: 'dealer', remote: 'mf_dealer', home: paths.home('dealer') },
  { path: 'promoter/*', layout: 'promoter', remote: 'mf_promoter', home: paths.home('promoter') },
  { path: 'admin/*', layout: 'admin', remote: 'mf_admin', home: paths.home('admin') },
];

/**
 * The remote that will fill the page at `pathname`: an area's under AUTH_ROOT/{role}, mf_public for the public site;
 * none for the shell's own pages (e-mail check, proxy pages). Boot starts loading it before the session is known.
 */
export function remoteForPath(pathname: string): RemoteName | null {
  if (pathname === AUTH_ROOT || pathname.startsWith(`${AUTH_ROOT}/`)) {
    const area = AREAS.find((candidate) => pathname.startsWith(`${AUTH_ROOT}/${candidate.path.replace('/*', '')}`));
    return area?.remote ?? null;
  }
  const proxyPages = [SITE_PAGES.proxyRider, SITE_PAGES.proxyDealer, SITE_PAGES.proxyPromoter, SITE_PAGES.proxyRemove].map((page) => page.split('/:')[0]!);
  return proxyPages.some((prefix) => pathname.startsWith(prefix)) ? null : 'mf_public';
}

function withLayout(layout: string, element: React.ReactNode) {
  const Layout = resolveLayout(layout);
  return <Layout>{element}</Layout>;
}

/**
 * The shell's route table. mf_public's ./routes is mounted at / and under each locale prefix (it
 * renders its own not-found screen for unknown public paths); each role remote under /auth/{role}.
 */
export function AppRoutes() {
  const Public = resolveLayout('public');
  return (
    <Routes>
      <Route element={<Public />}>
        <Route path="/*" element={<RemoteRoutes name="mf_public" />} />
        {PREFIXED_LOCALES.map((locale) => (
          <Route key={locale} path={`/${locale}/*`} element={<RemoteRoutes name="mf_public" homeHref={`/${locale}`} />} />
        ))}
      </Route>

      <Route path={AUTH_ROOT} element={<AuthGuard />}>
        <Route path={SITE_PAGES.emailVerify} element={withLayout('default', <Suspense fallback={<FullScreenSpinner />}><EmailVerifyPage /></Suspense>)} />
        {AREAS.map((area) => (
          <Route key={area.path} path={area.path} element={withLayout(area.layout, <RemoteRoutes name={area.remote} homeHref={area.home} />)} />
        ))}
        <Route path="*" element={withLayout('default', <NotFoundScreen />)} />
      </Route>

      <Route element={withLayout('default', <Suspense fallback={<FullScreenSpinner />}><Outlet /></Suspense>)}>
        <Route path={SITE_PAGES.proxyRider} element={<ProxyStartPage target="rider" />} />
        <Route path={SITE_PAGES.proxyDealer} element={<ProxyStartPage target="dealer" />} />
        <Route path={SITE_PAGES.proxyPromoter} element={<ProxyStartPage target="promoter" />} />
        <Route path={SITE_PAGES.proxyRemove} element={<ProxyRemovePage />} />
      </Route>
    </Routes>
  );
}
