import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '@rr/contracts/server';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import { DelayNotice, LoginSubmit } from './login-page';
import { LoginUnlockCard } from './login-unlock-page';
import { LogoutCard } from './logout-page';

// The new sign-in screens as they render: each state of the stateless cards, in English
// and, for one, German — the messages come from the same catalogues the app loads.
function render(node: React.ReactNode, locale: 'en' | 'de' = 'en'): string {
  const messages = locale === 'en' ? { ...validationMessages.en, ...en } : { ...validationMessages.de, ...de };
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messages}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  );
}

const noop = () => undefined;
const logout = { brand: 'Race Rewards', busy: false, failure: null, onSignOut: noop, homeTo: '/', loginTo: '/login' };

describe('LogoutCard (/logout, where a cross-site GET /api/logout lands)', () => {
  it('asks before signing out, with a Sign out button and a Cancel back to the home page', () => {
    const html = render(<LogoutCard view="confirm" {...logout} />);
    expect(html).toContain('<h1 class="rr-page-header__title">Log out of Race Rewards?</h1>');
    expect(html).toMatch(/<button[^>]*data-testid="logout-submit"[^>]*>Log out<\/button>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*data-testid="logout-cancel"[^>]*>Cancel<\/a>|<a[^>]*data-testid="logout-cancel"[^>]*href="\/"[^>]*>Cancel<\/a>/);
    expect(html).not.toContain('role="alert"');
  });

  it('shows a refused sign-out (CROSS_SITE) and keeps the button', () => {
    const html = render(<LogoutCard view="confirm" {...logout} failure={{ id: 'error.CROSS_SITE', defaultMessage: 'x' }} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('This request came from another site and was refused');
    expect(html).toContain('data-testid="logout-submit"');
  });

  it('is busy while signing out', () => {
    const html = render(<LogoutCard view="confirm" {...logout} busy />);
    expect(html).toContain('Logging out…');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="logout-submit"|<button[^>]*data-testid="logout-submit"[^>]*disabled=""/);
  });

  it('tells a visitor who is not signed in, with the login link', () => {
    const html = render(<LogoutCard view="signedOut" {...logout} />);
    expect(html).toContain('You are not logged in');
    expect(html).toMatch(/href="\/login"[^>]*>Log in<\/a>/);
    expect(html).not.toContain('logout-submit');
  });

  it('speaks German', () => {
    expect(render(<LogoutCard view="confirm" {...logout} />, 'de')).toContain('Von Race Rewards abmelden?');
  });
});

describe('LoginUnlockCard (/login-unlock?token=…)', () => {
  it('waits while the token is checked', () => {
    const html = render(<LoginUnlockCard state={{ kind: 'working' }} loginTo="/login" onRetry={noop} />);
    expect(html).toContain('Checking your unlock link…');
    expect(html).toContain('role="status"');
  });

  it('says sign-in is unlocked for this browser, naming the e-mail, with a button to the login page', () => {
    const html = render(<LoginUnlockCard state={{ kind: 'unlocked', email: 'rider@example.com' }} loginTo="/login" onRetry={noop} />);
    expect(html).toContain('Sign-in is unlocked for this browser. You can log in to <strong>rider@example.com</strong> now.');
    expect(html).toMatch(/href="\/login"[^>]*>Log in<\/a>/);
    // The e-mail travels in the router state, not in the address.
    expect(html).not.toContain('email=');
  });

  it('shows the invalid link message with a link to login', () => {
    const html = render(<LoginUnlockCard state={{ kind: 'invalid' }} loginTo="/login" onRetry={noop} />);
    expect(html).toContain('This unlock link is invalid or has expired.');
    expect(html).toMatch(/href="\/login"[^>]*>Back to log in<\/a>/);
    expect(html).not.toContain('<button');
  });

  it('offers a retry for failures that may pass, and only the way to login for the others', () => {
    const message = { id: 'ui.error.unexpected', defaultMessage: 'Unexpected Error' };
    const html = render(<LoginUnlockCard state={{ kind: 'failed', message, retryable: true }} loginTo="/login" onRetry={noop} />);
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    const final = render(<LoginUnlockCard state={{ kind: 'failed', message, retryable: false }} loginTo="/login" onRetry={noop} />);
    expect(final).not.toContain('<button');
    expect(final).toMatch(/href="\/login"[^>]*>Back to log in<\/a>/);
  });
});

describe('the login form while sign-ins are held', () => {
  it('disables the submit with a visible countdown during LOGIN_DELAYED, and frees it after', () => {
    const waiting = render(<LoginSubmit submitting={false} waitSeconds={7} />);
    expect(waiting).toMatch(/<button[^>]*disabled=""[^>]*>Try again in 7 s<\/button>/);
    const free = render(<LoginSubmit submitting={false} waitSeconds={0} />);
    expect(free).not.toContain('disabled');
    expect(free).toContain('>Log in</button>');
  });

  it('says the server’s wait in the user’s language', () => {
    expect(render(<DelayNotice seconds={30} />)).toContain('Too many failed sign-ins. Please wait 30 seconds and try again.');
    expect(render(<DelayNotice seconds={30} />, 'de')).toContain('Bitte warte 30 Sekunden');
  });
});
