import { recaptchaScriptUrl } from './bot-check-state';

/** The part of Google's `grecaptcha` (v2, explicit rendering) the widget uses. */
export interface Grecaptcha {
  render(container: HTMLElement, parameters: {
    sitekey: string;
    callback: (token: string) => void;
    'expired-callback': () => void;
    'error-callback': () => void;
    hl?: string;
  }): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __rrRecaptchaOnload?: () => void;
  }
}

const ONLOAD = '__rrRecaptchaOnload';
/** A script that has not called back by then counts as failed ('Failed to load script'). */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000;

let loaded: { locale: string; promise: Promise<Grecaptcha> } | null = null;

/**
 * Loads reCAPTCHA once per page and language. Another language replaces the script (reCAPTCHA takes its
 * language from the script URL only). A failure (script error or time-out) is forgotten so a retry reloads.
 */
export function loadRecaptcha(locale: string, timeoutMs: number = RECAPTCHA_LOAD_TIMEOUT_MS): Promise<Grecaptcha> {
  if (loaded?.locale === locale) return loaded.promise;
  document.querySelectorAll('script[data-rr-recaptcha]').forEach((old) => old.remove());
  delete window.grecaptcha;

  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      if (loaded?.promise === promise) loaded = null;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('reCAPTCHA script timed out'), timeoutMs);
    window[ONLOAD] = () => {
      window.clearTimeout(timer);
      if (window.grecaptcha) resolve(window.grecaptcha);
      else fail('reCAPTCHA script loaded without grecaptcha');
    };
    script.src = recaptchaScriptUrl(ONLOAD, locale);
    script.async = true;
    script.defer = true;
    script.dataset.rrRecaptcha = locale;
    script.onerror = () => fail('reCAPTCHA script failed to load');
    document.head.appendChild(script);
  });
  loaded = { locale, promise };
  return promise;
}
