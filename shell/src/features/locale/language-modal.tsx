import { get, put } from '@rr/api-client';
import { LOCALES, LOCALE_NAMES, isPublicPath, localeCookie, localizePath, type Locale } from '@rr/i18n';
import { localeAtom, sessionAtom, type Session } from '@rr/session';
import { Button, Modal } from '@rr/ui';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from '@rr/router';
import { apiPath } from '@rr/contracts/routes';

/**
 * Spec §2 "Language selector" and §4 "Language": lists the locales; Confirm stores the choice (cookie for 365 days;
 * signed in, on the account too with PUT /api/account/locale, else GET /api/set-lang so the server agrees) and shows
 * the same page in that locale. The account's language is what its signed-in areas show on any browser.
 */
export function LanguageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const [current, setCurrent] = useAtom(localeAtom);
  const [session, setSession] = useAtom(sessionAtom);
  const [choice, setChoice] = useState<Locale>(current);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (open) setChoice(current);
  }, [open, current]);

  function confirm() {
    document.cookie = localeCookie(choice);
    if (session?.authenticated) {
      // The answer is the session with the stored language; a failure is alerted by the API client, and the page keeps
      // the choice until the next session read.
      void put<Session>(apiPath('/api/account/locale'), { locale: choice }, { minDelayMs: 0 }).then(setSession, () => undefined);
    } else {
      void get(apiPath('/api/set-lang'), { query: { lang: choice }, alert: false, minDelayMs: 0 }).catch(() => undefined);
    }
    onClose();
    if (isPublicPath(location.pathname)) {
      navigate(localizePath(location.pathname, choice) + location.search + location.hash);
    } else {
      setCurrent(choice);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'shell.language.title' })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>{intl.formatMessage({ id: 'ui.confirm.cancel' })}</Button>
          <Button onClick={confirm}>{intl.formatMessage({ id: 'shell.language.confirm' })}</Button>
        </>
      }
    >
      <fieldset className="rr-language-list">
        <legend className="rr-visually-hidden">{intl.formatMessage({ id: 'shell.language.title' })}</legend>
        {LOCALES.map((locale) => (
          <label key={locale} className="rr-language-option" data-checked={choice === locale || undefined}>
            <input type="radio" name="locale" value={locale} checked={choice === locale} onChange={() => setChoice(locale)} />
            <span lang={locale === 'no' ? 'nb' : locale}>{LOCALE_NAMES[locale]}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
