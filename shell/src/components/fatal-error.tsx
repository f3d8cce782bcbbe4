import { splitLocalePath } from '@rr/i18n';
import { Component, type ReactNode } from 'react';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import fr from '../i18n/fr.json';
import it from '../i18n/it.json';
import nl from '../i18n/nl.json';
import no from '../i18n/no.json';
import sv from '../i18n/sv.json';

const catalogs: Record<string, Record<string, string>> = { en, fr, de, es, it, nl, no, sv };

/**
 * Spec §2/§8: when the error screen itself fails, show 'An error occurred while showing the error page'
 * with details and a link home. It sits outside every provider and uses nothing that could fail: plain
 * elements, inline styles, the catalog read directly for the URL's locale.
 */
export function FatalErrorPage({ error }: { error: unknown }) {
  const { locale } = splitLocalePath(window.location.pathname);
  const messages = { ...en, ...catalogs[locale] } as Record<string, string>;
  const details = error instanceof Error ? `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}` : String(error);
  return (
    <main style={{ maxWidth: 720, margin: '10vh auto', padding: 24, fontFamily: 'system-ui, sans-serif', color: '#151518' }} data-testid="fatal-error">
      <h1 style={{ fontSize: 28, margin: '0 0 12px' }}>{messages['shell.fatal.title']}</h1>
      <details open style={{ margin: '16px 0' }}>
        <summary>{messages['shell.fatal.details']}</summary>
        <pre style={{ whiteSpace: 'pre-wrap', background: '#efeff1', padding: 12, borderRadius: 6, fontSize: 12, overflow: 'auto', maxHeight: 300 }}>{details}</pre>
      </details>
      <a href={locale === 'en' ? '/' : `/${locale}`} style={{ color: '#d0161e', fontWeight: 600 }}>
        {messages['shell.fatal.home']}
      </a>
    </main>
  );
}

/** The outermost boundary: catches failures of the error screen and of the providers. */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; hasError: boolean }> {
  override state = { error: null as unknown, hasError: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }

  override render() {
    return this.state.hasError ? <FatalErrorPage error={this.state.error} /> : this.props.children;
  }
}
