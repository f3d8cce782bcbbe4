import { Route, Routes } from 'react-router-dom';
import { RemoteIntlProvider } from './app/intl-provider';
import { NotFoundBlock } from './components/status';
import { FaqPage } from './features/about/components/faq-page';
import { RulesPage } from './features/about/components/rules-page';
import { LoginPage } from './features/auth/components/login-page';
import { EventDetailPage } from './features/events/components/event-detail-page';
import { EventsPage } from './features/events/components/events-page';
import { HomePage } from './features/home/components/home-page';
import { InfoPage } from './features/info/components/info-page';
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
          <Route path="register" element={<InfoPage page="register" narrow links={[{ to: '/about/rules', labelId: 'public.register.rules' }, { to: '/login', labelId: 'public.register.login' }]} />} />
          <Route path="account-recovery" element={<InfoPage page="accountRecovery" narrow links={[{ to: '/login', labelId: 'public.auth.backToLogin' }]} />} />
          <Route path="forgot-password" element={<InfoPage page="forgotPassword" narrow links={[{ to: '/login', labelId: 'public.auth.backToLogin' }]} />} />
          <Route path="forgot-password-reset" element={<InfoPage page="forgotPasswordReset" narrow links={[{ to: '/login', labelId: 'public.auth.backToLogin' }]} />} />
          <Route path="password-lost-reset" element={<InfoPage page="passwordLostReset" narrow links={[{ to: '/login', labelId: 'public.auth.backToLogin' }]} />} />
          <Route path="oauth/callback" element={<InfoPage page="oauthCallback" narrow links={[{ to: '/login', labelId: 'public.auth.backToLogin' }]} />} />
          <Route path="*" element={<NotFoundBlock />} />
        </Routes>
      </div>
    </RemoteIntlProvider>
  );
}
