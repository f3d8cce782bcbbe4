import { splitLocalePath } from '@rr/i18n';
import { Component, type ReactNode } from 'react';

type FatalTexts = { title: string; details: string; home: string };

/**
 * This page's three strings in every locale, kept here rather than in the catalogs: the page must show even when a
 * catalog cannot be loaded, and importing all eight catalogs for three strings would put them in every first load.
 */
export const FATAL_TEXTS: Record<string, FatalTexts> = {
  en: { title: 'An error occurred while showing the error page', details: 'Details', home: 'Go to the home page' },
  fr: { title: 'Une erreur est survenue lors de l’affichage de la page d’erreur', details: 'Détails', home: 'Aller à la page d’accueil' },
  de: { title: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', details: 'Details', home: 'Zur Startseite' },
  es: { title: 'Se ha producido un error al mostrar la página de error', details: 'Detalles', home: 'Ir a la página de inicio' },
  it: { title: 'Si è verificato un errore durante la visualizzazione della pagina di errore', details: 'Dettagli', home: 'Vai alla pagina iniziale' },
  nl: { title: 'Er is een fout opgetreden bij het tonen van de foutpagina', details: 'Details', home: 'Naar de startpagina' },
  no: { title: 'Det oppstod en feil da feilsiden skulle vises', details: 'Detaljer', home: 'Gå til forsiden' },
  sv: { title: 'Ett fel uppstod när felsidan skulle visas', details: 'Detaljer', home: 'Gå till startsidan' },
};

/**
 * Spec §2/§8: when the error screen itself fails, show 'An error occurred while showing the error page'
 * with details and a link home. It sits outside every provider and uses nothing that could fail: plain
 * elements, inline styles, the strings above for the URL's locale.
 */
export function FatalErrorPage({ error }: { error: unknown }) {
  const { locale } = splitLocalePath(window.location.pathname);
  const messages = FATAL_TEXTS[locale] ?? FATAL_TEXTS.en!;
  const details = error instanceof Error ? `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}` : String(error);
  return (
    <main style={{ maxWidth: 720, margin: '10vh auto', padding: 24, fontFamily: 'system-ui, sans-serif', color: '#151518' }} data-testid="fatal-error">
      <h1 style={{ fontSize: 28, margin: '0 0 12px' }}>{messages.title}</h1>
      <details open style={{ margin: '16px 0' }}>
        <summary>{messages.details}</summary>
        <pre style={{ whiteSpace: 'pre-wrap', background: '#efeff1', padding: 12, borderRadius: 6, fontSize: 12, overflow: 'auto', maxHeight: 300 }}>{details}</pre>
      </details>
      <a href={locale === 'en' ? '/' : `/${locale}`} style={{ color: '#d0161e', fontWeight: 600 }}>
        {messages.home}
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
