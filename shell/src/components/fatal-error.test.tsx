import { LOCALES } from '@rr/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FATAL_TEXTS, FatalErrorPage } from './fatal-error';

describe('the fatal error page (spec §2/§8: the error screen itself failed)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has its three strings in every locale, translated', () => {
    expect(Object.keys(FATAL_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const texts = FATAL_TEXTS[locale]!;
      for (const text of Object.values(texts)) expect(text.trim().length, locale).toBeGreaterThan(0);
      if (locale !== 'en') expect(texts.title, locale).not.toBe(FATAL_TEXTS.en!.title);
    }
  });

  it('speaks the locale of the URL and links to that locale’s home page', () => {
    vi.stubGlobal('window', { location: { pathname: '/de/events' } });
    const html = renderToStaticMarkup(<FatalErrorPage error={new Error('boom')} />);
    expect(html).toContain('Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten');
    expect(html).toContain('href="/de"');
    expect(html).toContain('Error: boom');
  });
});
