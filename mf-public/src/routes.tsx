import { Suspense } from 'react';
import { Route, Routes } from '@rr/router';
import { PUBLIC_PAGES, type PublicPageName } from '@rr/contracts/routes';
import { splitLocalePath } from '@rr/i18n';
import { lazyPage, PageLoading, type LazyPageComponent } from '@rr/ui';
import { RemoteIntlProvider } from './app/intl-provider';
import { NotFoundBlock } from './components/status';
import './styles/public.css';

// Every page in a chunk of its own, fetched when its route is first shown: the entry carries the routes only, so
// the home page comes without react-hook-form, the form kit or the schemas the account forms use. The bundler sees
// which export each import uses and (package.json "sideEffects") leaves the rest of the feature out of that chunk. Two
// pages of one module share a chunk, so the events finder and the event page are imported from their own modules: the
// finder's first load does not carry the event page (payout and results tables). A chunk that fails
// to load reaches the shell's error boundary (one reload, then Retry); lazyPage builds a new lazy component on the
// remount Retry causes, so Retry fetches the chunk again.
// The pages a first visit most often lands on name their chunk `page-<registry name>`: the BFF finds it by that name in
// this remote's manifest and preloads it with the page's index.html (bff/src/static.ts), so it arrives beside the
// shell's script instead of after the entry and these routes have run.
const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ './features/home').then((m) => m.HomePage));
const EventsPage = lazyPage(() => import(/* webpackChunkName: "page-events" */ './features/events/components/events-page').then((m) => m.EventsPage));
const EventDetailPage = lazyPage(() => import(/* webpackChunkName: "page-event" */ './features/events/components/event-detail-page').then((m) => m.EventDetailPage));
const SeriePage = lazyPage(() => import('./features/series').then((m) => m.SeriePage));
const LoginPage = lazyPage(() => import('./features/auth').then((m) => m.LoginPage));
const LogoutPage = lazyPage(() => import('./features/auth').then((m) => m.LogoutPage));
const LoginUnlockPage = lazyPage(() => import('./features/auth').then((m) => m.LoginUnlockPage));
const OAuthCallbackPage = lazyPage(() => import('./features/auth').then((m) => m.OAuthCallbackPage));
const RulesPage = lazyPage(() => import('./features/about').then((m) => m.RulesPage));
const FaqPage = lazyPage(() => import('./features/about').then((m) => m.FaqPage));
const InfoPage = lazyPage(() => import('./features/info').then((m) => m.InfoPage));
const ContactPage = lazyPage(() => import('./features/contact').then((m) => m.ContactPage));
const PromotersPage = lazyPage(() => import('./features/promoters').then((m) => m.PromotersPage));
const DealersPage = lazyPage(() => import('./features/dealers').then((m) => m.DealersPage));
const PrivacyPage = lazyPage(() => import('./features/privacy').then((m) => m.PrivacyPage));
const RegisterPage = lazyPage(() => import('./features/register').then((m) => m.RegisterPage));
const CreatePinPage = lazyPage(() => import('./features/register').then((m) => m.CreatePinPage));
const AccountRecoveryPage = lazyPage(() => import('./features/recovery').then((m) => m.AccountRecoveryPage));
const ForgotPasswordPage = lazyPage(() => import('./features/recovery').then((m) => m.ForgotPasswordPage));
const ForgotPasswordResetPage = lazyPage(() => import('./features/recovery').then((m) => m.ForgotPasswordResetPage));
const PasswordLostResetPage = lazyPage(() => import('./features/recovery').then((m) => m.PasswordLostResetPage));
// The API reference for integrators: its own chunk, fetched on its own route only.
const ApiReferencePage = lazyPage(() => import(/* webpackChunkName: "page-developers" */ './features/developers').then((m) => m.ApiReferencePage));

/**
 * Every public page of the route registry (`PUBLIC_PAGES`) and what it shows; the type makes a page added to the
 * registry fail to compile here until it has a screen.
 */
export const PUBLIC_ROUTES: Readonly<Record<PublicPageName, React.ReactNode>> = {
  home: <HomePage />,
  events: <EventsPage />,
  event: <EventDetailPage />,
  serie: <SeriePage />,
  login: <LoginPage />,
  rules: <RulesPage />,
  faq: <FaqPage />,
  contact: <ContactPage />,
  thankYouContact: <InfoPage page="thankYou" links={[{ to: '/', labelId: 'public.notFound.home' }]} />,
  privacyPolicy: <PrivacyPage />,
  promoters: <PromotersPage />,
  dealers: <DealersPage />,
  register: <RegisterPage />,
  createPin: <CreatePinPage />,
  accountRecovery: <AccountRecoveryPage />,
  forgotPassword: <ForgotPasswordPage />,
  forgotPasswordReset: <ForgotPasswordResetPage />,
  passwordLostReset: <PasswordLostResetPage />,
  oauthCallback: <OAuthCallbackPage />,
  logout: <LogoutPage />,
  loginUnlock: <LoginUnlockPage />,
  developers: <ApiReferencePage />,
};

/** The page component behind each registry page (several info pages share one). */
const PAGE_COMPONENTS: Readonly<Record<PublicPageName, Pick<LazyPageComponent<object>, 'preload'>>> = {
  home: HomePage,
  events: EventsPage,
  event: EventDetailPage,
  serie: SeriePage,
  login: LoginPage,
  rules: RulesPage,
  faq: FaqPage,
  contact: ContactPage,
  thankYouContact: InfoPage,
  privacyPolicy: PrivacyPage,
  promoters: PromotersPage,
  dealers: DealersPage,
  register: RegisterPage,
  createPin: CreatePinPage,
  accountRecovery: AccountRecoveryPage,
  forgotPassword: ForgotPasswordPage,
  forgotPasswordReset: ForgotPasswordResetPage,
  passwordLostReset: PasswordLostResetPage,
  oauthCallback: OAuthCallbackPage,
  logout: LogoutPage,
  loginUnlock: LoginUnlockPage,
  developers: ApiReferencePage,
};

/** The registry page a path shows ('/de/events/event/e1' → 'event'), or null. */
export function publicPageAt(pathname: string): PublicPageName | null {
  const segments = splitLocalePath(pathname).rest.split('/').filter(Boolean);
  const names = Object.keys(PUBLIC_PAGES) as PublicPageName[];
  return (
    names.find((name) => {
      const pattern = PUBLIC_PAGES[name].split('/').filter(Boolean);
      return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
    }) ?? null
  );
}

// The page the address shows starts loading as soon as these routes are evaluated, not when they first render (which
// waits for the session): on a first visit its chunk arrives beside the rest instead of after it.
if (typeof window !== 'undefined') {
  const first = publicPageAt(window.location.pathname);
  if (first) PAGE_COMPONENTS[first].preload();
}

/** A registry pattern ('/events/event/:eventId') as a route relative to the site root or a locale prefix. */
export const relativePath = (pattern: string): string => pattern.replace(/^\//, '');

/**
 * mf_public/routes: the public site's pages as relative routes. The shell mounts this under '/*' and
 * '/:locale/*' inside its public layout (header, footer, language modal are the shell's). While a page's chunk
 * loads, the spinner its own loading state shows holds the place (inside .pub-root's reserved height).
 */
export default function PublicRoutes() {
  return (
    <RemoteIntlProvider>
      <div className="pub-root">
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {(Object.keys(PUBLIC_ROUTES) as PublicPageName[]).map((name) => {
              const path = relativePath(PUBLIC_PAGES[name]);
              return path === '' ? <Route key={name} index element={PUBLIC_ROUTES[name]} /> : <Route key={name} path={path} element={PUBLIC_ROUTES[name]} />;
            })}
            <Route path="*" element={<NotFoundBlock />} />
          </Routes>
        </Suspense>
      </div>
    </RemoteIntlProvider>
  );
}
