import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPage } from '@rr/ui';
import { RemoteIntlProvider } from './app/intl-provider';
import { LoadingBlock, NotFoundBlock } from './components/status';
import './styles/public.css';

// Every page in a chunk of its feature, fetched when its route is first shown: the entry carries the routes only, so
// the home page comes without react-hook-form, the form kit or the schemas the account forms use. A chunk that fails
// to load reaches the shell's error boundary (one reload, then Retry); lazyPage builds a new lazy component on the
// remount Retry causes, so Retry fetches the chunk again.
const HomePage = lazyPage(() => import('./features/home').then((m) => m.HomePage));
const EventsPage = lazyPage(() => import('./features/events').then((m) => m.EventsPage));
const EventDetailPage = lazyPage(() => import('./features/events').then((m) => m.EventDetailPage));
const SeriePage = lazyPage(() => import('./features/series').then((m) => m.SeriePage));
const LoginPage = lazyPage(() => import('./features/auth').then((m) => m.LoginPage));
const OAuthCallbackPage = lazyPage(() => import('./features/auth').then((m) => m.OAuthCallbackPage));
const RulesPage = lazyPage(() => import('./features/about').then((m) => m.RulesPage));
const FaqPage = lazyPage(() => import('./features/about').then((m) => m.FaqPage));
const InfoPage = lazyPage(() => import('./features/info').then((m) => m.InfoPage));
const RegisterPage = lazyPage(() => import('./features/register').then((m) => m.RegisterPage));
const CreatePinPage = lazyPage(() => import('./features/register').then((m) => m.CreatePinPage));
const AccountRecoveryPage = lazyPage(() => import('./features/recovery').then((m) => m.AccountRecoveryPage));
const ForgotPasswordPage = lazyPage(() => import('./features/recovery').then((m) => m.ForgotPasswordPage));
const ForgotPasswordResetPage = lazyPage(() => import('./features/recovery').then((m) => m.ForgotPasswordResetPage));
const PasswordLostResetPage = lazyPage(() => import('./features/recovery').then((m) => m.PasswordLostResetPage));

/** Every public page by its path relative to the site root (or a locale prefix). */
export const PUBLIC_ROUTES: readonly { path: string; element: React.ReactNode }[] = [
  { path: '', element: <HomePage /> },
  { path: 'events', element: <EventsPage /> },
  { path: 'events/event/:eventId', element: <EventDetailPage /> },
  { path: 'events/serie/:seriesId', element: <SeriePage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'about/rules', element: <RulesPage /> },
  { path: 'about/faq', element: <FaqPage /> },
  { path: 'about/contact', element: <InfoPage page="contact" links={[{ to: '/about/faq', labelId: 'public.contact.faq' }]} /> },
  { path: 'thank-you-contact', element: <InfoPage page="thankYou" links={[{ to: '/', labelId: 'public.notFound.home' }]} /> },
  { path: 'privacy-policy', element: <InfoPage page="privacy" /> },
  {
    path: 'promoters',
    element: <InfoPage page="promoters" links={[{ to: '/about/faq', labelId: 'public.promoters.faq' }, { to: '/about/contact', labelId: 'public.promoters.contact' }]} />,
  },
  { path: 'dealers', element: <InfoPage page="dealers" /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'register/pin', element: <CreatePinPage /> },
  { path: 'account-recovery', element: <AccountRecoveryPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'forgot-password-reset', element: <ForgotPasswordResetPage /> },
  { path: 'password-lost-reset', element: <PasswordLostResetPage /> },
  { path: 'oauth/callback', element: <OAuthCallbackPage /> },
];

/**
 * mf_public/routes: the public site's pages as relative routes. The shell mounts this under '/*' and
 * '/:locale/*' inside its public layout (header, footer, language modal are the shell's). While a page's chunk
 * loads, the spinner its own loading state shows holds the place (inside .pub-root's reserved height).
 */
export default function PublicRoutes() {
  return (
    <RemoteIntlProvider>
      <div className="pub-root">
        <Suspense fallback={<LoadingBlock />}>
          <Routes>
            {PUBLIC_ROUTES.map(({ path, element }) =>
              path === '' ? <Route key="index" index element={element} /> : <Route key={path} path={path} element={element} />,
            )}
            <Route path="*" element={<NotFoundBlock />} />
          </Routes>
        </Suspense>
      </div>
    </RemoteIntlProvider>
  );
}
