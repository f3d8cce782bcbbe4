// The first screen of a public page, drawn into its index.html by the BFF, so a phone paints the page's heading as soon
// as the HTML and the stylesheets are in, instead of after the shell's script, the public remote's entry, its routes
// and the page's chunk have arrived and run one after another (bench/README.md "Lighthouse": most of the time before
// the largest paint was that chain). It is the public layout's header and the top of the page (the home page's hero,
// the events finder's title and lead, an event's race style and title) in the page's language, with the classes of
// the components that draw the same parts, so it is laid out exactly as they will be. The shell keeps it on screen
// while the app starts hidden beside it, and swaps the two once the app has drawn the page (shell/src/lib/first-paint.ts):
// nothing on screen moves, and the largest paint is this one.
//
// The texts come from the builds that own them (each writes first-paint.json: shell/rspack.config.mjs,
// mf-public/rspack.config.mjs), so a remote deployed on its own brings its own.
import { PUBLIC_PAGES } from '@rr/contracts/routes';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, detectLocale, isLocale, splitLocalePath } from '@rr/i18n';

/** The pages drawn before the app: the ones a first visit most often lands on. */
export type FirstPaintPage = 'home' | 'events' | 'event';

/** Texts by locale, then by message id (a build's first-paint.json). */
export type FirstPaintTexts = Partial<Record<string, Record<string, string | null | undefined>>>;

/** The event an event page shows, as `/api/event/:id` answers (the fields its first screen uses). */
export interface FirstPaintEvent {
  title: string;
  type?: string | null;
}

export interface FirstPaintInput {
  page: FirstPaintPage;
  /** The address (locale prefix included): the links keep its locale. */
  path: string;
  brand: string;
  shellTexts: FirstPaintTexts;
  publicTexts: FirstPaintTexts;
  event?: FirstPaintEvent | null;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Race styles with a message (mf-public's raceStyle(), which also reads a few spellings of each). */
const RACE_STYLES = ['flat', 'motocross', 'offroadmoto', 'offroad', 'road', 'supercross', 'supermoto', 'mototrials'];

/** The lucide icons the header draws (@rr/ui IconUser, IconMenu), as they render. */
const ICON_ATTRS = 'xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"';
const ICON_USER = `<svg ${ICON_ATTRS} class="lucide lucide-user rr-icon"><path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2"></path><circle cx="12" cy="7" r="4"></circle></svg>`;
const ICON_MENU = `<svg ${ICON_ATTRS} class="lucide lucide-menu rr-icon"><path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path></svg>`;
/** The brand mark (shell BrandLogo). */
const BRAND_MARK =
  '<svg class="rr-brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="var(--rr-brand)"></rect>' +
  '<path d="M9 7v19" stroke="#fff" stroke-width="2.2" stroke-linecap="round"></path><path d="M10 8h14l-3 5 3 5H10z" fill="#fff"></path>' +
  '<path d="M13.5 8h3.5v3.3h-3.5zM17 11.3h3.5v3.4H17zM13.5 14.7h3.5V18h-3.5z" fill="var(--rr-brand)"></path></svg>';

/**
 * The first screen's HTML, or null when a text it needs is missing (a build without first-paint.json, or older than
 * the page): the page then starts as before, with the app alone.
 */
export function renderFirstPaint({ page, path, brand, shellTexts, publicTexts, event }: FirstPaintInput): string | null {
  const { locale } = splitLocalePath(path);
  const shell = shellTexts[locale];
  const texts = publicTexts[locale];
  if (!shell || !texts) return null;
  const missing = Symbol('missing');
  const text = (catalog: Record<string, string | null | undefined>, id: string): string => {
    const value = catalog[id];
    if (typeof value !== 'string') throw missing;
    return escapeHtml(value.replace(/\{brand\}/g, brand));
  };
  const to = (target: string) => escapeHtml(locale === DEFAULT_LOCALE ? target : target === '/' ? `/${locale}` : `/${locale}${target}`);
  try {
    // The header's links as the shell's PUBLIC_HEADER_LINKS name them (the route registry's pages).
    const nav = [
      [PUBLIC_PAGES.events, 'shell.public.nav.events'],
      [PUBLIC_PAGES.rules, 'shell.public.nav.rules'],
      [PUBLIC_PAGES.promoters, 'shell.public.nav.promoters'],
    ]
      .map(([target, id]) => {
        const current = page !== 'home' && target === PUBLIC_PAGES.events;
        return `<a class="rr-public-header__link${current ? ' active' : ''}" href="${to(target!)}"${current ? ' aria-current="page"' : ''}>${text(shell, id!)}</a>`;
      })
      .join('');
    const header =
      '<header class="rr-public-header"><div class="rr-container rr-public-header__inner">' +
      `<a class="rr-public-header__brand" href="${to(PUBLIC_PAGES.home)}"><span class="rr-brand">${BRAND_MARK}<span class="rr-brand__name">${escapeHtml(brand)}</span>` +
      `<span class="rr-visually-hidden"> – ${text(shell, 'shell.brand.home')}</span></span></a>` +
      `<nav class="rr-public-header__nav" aria-label="${text(shell, 'shell.nav.label')}">${nav}</nav>` +
      `<div class="rr-public-header__actions"><a class="rr-icon-button" href="${to(PUBLIC_PAGES.login)}" aria-label="${text(shell, 'shell.public.login')}">${ICON_USER}</a>` +
      `<button type="button" class="rr-icon-button" aria-label="${text(shell, 'shell.public.menu.open')}" aria-haspopup="dialog">${ICON_MENU}</button></div>` +
      '</div></header>';

    let body: string;
    if (page === 'home') {
      body =
        '<div class="pub-home"><section class="pub-hero"><div class="pub-hero__inner">' +
        `<p class="pub-hero__eyebrow">${escapeHtml(brand)}</p>` +
        `<h1 class="pub-hero__title">${text(texts, 'public.home.hero.title')}</h1>` +
        `<p class="pub-hero__text">${text(texts, 'public.home.hero.text')}</p>` +
        '<div class="pub-hero__stat" aria-hidden="true" data-state="empty"></div>' +
        '<div class="pub-hero__actions">' +
        `<a class="rr-button rr-button--primary rr-button--lg" href="${to(PUBLIC_PAGES.events)}">${text(texts, 'public.home.cta.events')}</a>` +
        `<a class="rr-button rr-button--secondary rr-button--lg" href="${to(PUBLIC_PAGES.register)}">${text(texts, 'public.home.cta.register')}</a>` +
        '</div></div></section></div>';
    } else if (page === 'events') {
      body =
        '<div class="rr-container pub-page"><header class="rr-page-header"><div>' +
        `<h1 class="rr-page-header__title">${text(texts, 'public.events.title')}</h1>` +
        `<p class="rr-page-header__description">${text(texts, 'public.events.lead')}</p>` +
        '</div></header></div>';
    } else {
      if (!event?.title) return null;
      const style = RACE_STYLES.includes(event.type ?? '') ? text(texts, `public.raceStyle.${event.type}`) : escapeHtml(event.type ?? '');
      body =
        '<div class="rr-container pub-page"><header class="rr-page-header"><div>' +
        `<p class="rr-page-header__eyebrow">${style}</p>` +
        `<h1 class="rr-page-header__title">${escapeHtml(event.title)}</h1>` +
        '</div></header></div>';
    }
    return `<div id="rr-first-paint" class="rr-public">${header}<main class="rr-public__main"><div class="pub-root">${body}</div></main></div>`;
  } catch (caught) {
    if (caught === missing) return null;
    throw caught;
  }
}

/** The first-paint page a path shows (locale prefix or not), or null for any other page. */
export function firstPaintPageOf(publicPage: string | null): FirstPaintPage | null {
  return publicPage === 'home' || publicPage === 'events' || publicPage === 'event' ? publicPage : null;
}

/**
 * Whether the page may be drawn before the app: not the bare home page of a visitor whose language is another (the
 * shell sends them to that language's home page first, and an English screen would flash before it).
 */
export function drawsInItsLanguage(path: string, cookieHeader: string | undefined, acceptLanguage: string | undefined): boolean {
  if (path !== '/') return true;
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  const preferred: Locale = detectLocale(cookie === undefined ? undefined : decodeURIComponent(cookie), languages);
  return !isLocale(preferred) || preferred === DEFAULT_LOCALE;
}

/** The shell's own stylesheet link in index.html (`<link href="/assets/main.<hash>.css" rel="stylesheet">`). */
const SHELL_STYLESHEET = /<link href="([^"]+\.css)" rel="stylesheet">/;

/** The shell's script in index.html (`<script defer src="/assets/main.<hash>.js"></script>`). */
const SHELL_SCRIPT = /<script defer src="([^"]+\.js)"><\/script>/;

/** The stylesheet index.html links (the shell's), to be read and written into the page. */
export function shellStylesheetOf(indexHtml: string): string | null {
  return SHELL_STYLESHEET.exec(indexHtml)?.[1] ?? null;
}

/**
 * index.html with the first screen before the app's root, the page's language on <html> (as the shell sets it:
 * Norwegian is 'nb') and the stylesheets it is drawn with written into its head: the shell's in place of its link,
 * then the remote's. A phone paints as soon as the HTML has arrived, with no stylesheet to fetch first; the shell's
 * script still comes as a file, and the remote's stylesheet is linked again by the federation runtime (from cache or
 * fetched, the same rules twice change nothing). Their text has no url() but data: ones (the builds inline icons), so
 * nothing in them depends on where they were read from. The shell's script is started by the boot script after the
 * first frame, with the preloads the Link header would have named (shell/src/first-paint-boot.ts says why).
 */
export function withFirstPaint(
  indexHtml: string,
  firstPaint: string,
  styles: { shell: string; remote: readonly string[] },
  path: string,
  start: { boot: string; preloads: readonly { href: string; as: string }[] },
): string | null {
  if (!indexHtml.includes('<div id="root"></div>') || !SHELL_STYLESHEET.test(indexHtml) || !SHELL_SCRIPT.test(indexHtml)) return null;
  const preloads = start.preloads.map(({ as, href }) => `${as}:${href}`).join(' ');
  const { locale } = splitLocalePath(path);
  const style = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  return indexHtml
    .replace(/<html lang="[a-z-]*">/i, `<html lang="${locale === 'no' ? 'nb' : locale}">`)
    .replace(SHELL_STYLESHEET, () => style(styles.shell) + styles.remote.map(style).join(''))
    .replace(SHELL_SCRIPT, (_, main: string) => `<script defer src="${escapeHtml(start.boot)}" data-main="${escapeHtml(main)}" data-preload="${escapeHtml(preloads)}"></script>`)
    .replace('<div id="root"></div>', `${firstPaint}<div id="root"></div>`);
}
