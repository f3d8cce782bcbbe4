import { Route, Routes } from 'react-router-dom';
import { RemoteIntlProvider } from './app/intl-provider';
import { NotFoundBlock } from './components/status';
import { FaqPage } from './features/about/components/faq-page';
import { RulesPage } from './features/about/components/rules-page';
import { LoginPage } from './features/auth/components/login-page';
import { OAuthCallbackPage } from './features/auth/components/oauth-callback-page';
import { EventDetailPage } from './features/events/components/event-detail-page';
import { EventsPage } from './features/events/components/events-page';
import { HomePage } from './features/home/components/home-page';
import { InfoPage } from './features/info/components/info-page';
import { AccountRecoveryPage } from './features/recovery/components/account-recovery-page';
import { ForgotPasswordPage } from './features/recovery/components/forgot-password-page';
import { ForgotPasswordResetPage } from './features/recovery/components/forgot-password-reset-page';
import { PasswordLostResetPage } from './features/recovery/components/password-lost-reset-page';
import { CreatePinPage } from './features/register/components/create-pin-page';
import { RegisterPage } from './features/register/components/register-page';
import { SeriePage } from './features/series/components/serie-page';
import './styles/public.css';

/**
 * mf_public/routes: the public site's pages as relative routes. The shell mounts this under '/*' and
 * '/:locale/*' inside its public layout (header, footer, language modal are the shell's).
 */
export default function PublicRoutes() {
  return (
    <RemoteIntlProvider>
      <div className="pub-root">
        <Routes>
          <Route index element={<HomePage />} />
          <Route path="events" element={<EventsPage />} />
          <Route path="events/event/:eventId" element={<EventDetailPage />} />
          <Route path="events/serie/:seriesId" element={<SeriePage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="about/rules" element={<RulesPage />} />
          <Route path="about/faq" element={<FaqPage />} />
          <Route path="about/contact" element={<InfoPage page="contact" links={[{ to: '/about/faq', labelId: 'public.contact.faq' }]} />} />
          <Route path="thank-you-contact" element={<InfoPage page="thankYou" links={[{ to: '/', labelId: 'public.notFound.home' }]} />} />
          <Route path="privacy-policy" element={<InfoPage page="privacy" />} />
          <Route path="promoters" element={<InfoPage page="promoters" links={[{ to: '/about/faq', labelId: 'public.promoters.faq' }, { to: '/about/contact', labelId: 'public.promoters.contact' }]} />} />
          <Route path="dealers" element={<InfoPage page="dealers" />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="register/pin" element={<CreatePinPage />} />
          <Route path="account-recovery" element={<AccountRecoveryPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="forgot-password-reset" element={<ForgotPasswordResetPage />} />
          <Route path="password-lost-reset" element={<PasswordLostResetPage />} />
          <Route path="oauth/callback" element={<OAuthCallbackPage />} />
          <Route path="*" element={<NotFoundBlock />} />
        </Routes>
      </div>
    </RemoteIntlProvider>
  );
}
