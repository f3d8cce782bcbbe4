import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * WCAG 2.2 AA contrast of the colours the design system puts together, read from the CSS itself (the tokens
 * in this package's styles.css and the rules of the shell's chrome), so a colour change that breaks AA fails
 * here before a browser sees it. Normal text needs 4.5:1 (1.4.3); large text (≥ 24px, or ≥ 18.66px bold),
 * control boundaries, state indicators and focus rings need 3:1 (1.4.3, 1.4.11).
 */

const TEXT = 4.5;
const LARGE_OR_NON_TEXT = 3;

const repoFile = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

type Declarations = Record<string, string>;

/** Declarations per single selector, in source order (later rules win, as they would for equal specificity). */
function parseRules(css: string): Map<string, Declarations> {
  const rules = new Map<string, Declarations>();
  const body = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Innermost blocks only: `@media (…) { .a { … } }` yields `.a`.
  for (const match of body.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations: Declarations = {};
    for (const part of match[2]!.split(';')) {
      const colon = part.indexOf(':');
      if (colon > 0) declarations[part.slice(0, colon).trim()] = part.slice(colon + 1).replace(/!important/, '').trim();
    }
    for (const selector of match[1]!.split(',').map((s) => s.trim().replace(/\s+/g, ' '))) {
      if (selector) rules.set(selector, { ...rules.get(selector), ...declarations });
    }
  }
  return rules;
}

/** Every stylesheet of the product: the design system, the shell's chrome and the remotes' page layouts. */
const STYLESHEETS = ['libs/ui/src/styles.css', 'shell/src/app/shell.css', 'mf-public/src/styles/public.css', 'mf-admin/src/styles/admin.css'];

const ui = parseRules(repoFile('libs/ui/src/styles.css'));
const shell = parseRules(repoFile('shell/src/app/shell.css'));
const tokens = ui.get(':root') ?? {};

/** A declaration of a rule, failing loudly when the rule or property is gone (the test must follow the CSS). */
function declared(rules: Map<string, Declarations>, selector: string, property: string): string {
  const value = rules.get(selector)?.[property];
  if (value === undefined) throw new Error(`${selector} { ${property} } is not declared`);
  return value;
}

/** Substitutes var(--token[, fallback]) until none is left. */
function resolve(value: string, depth = 0): string {
  if (depth > 10) throw new Error(`var() cycle in ${value}`);
  const next = value.replace(/var\((--[\w-]+)(?:,\s*([^()]*(?:\([^()]*\))?[^()]*))?\)/g, (_, name: string, fallback?: string) => {
    const token = tokens[name] ?? fallback;
    if (token === undefined) throw new Error(`${name} is not a token`);
    return token.trim();
  });
  return next === value ? value : resolve(next, depth + 1);
}

interface Rgba { r: number; g: number; b: number; a: number }

function parseColor(value: string): Rgba {
  const text = resolve(value).trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16), a: 1 };
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(text);
  if (fn) {
    const [r, g, b, a = '1'] = fn[1]!.split(/[\s,/]+/).filter(Boolean);
    return { r: Number(r), g: Number(g), b: Number(b), a: Number(a) };
  }
  throw new Error(`not a colour: ${value} (${text})`);
}

/** The colour seen when `top` (maybe translucent) lies on the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of `fg` on `bg`; a translucent `bg` lies on `base`. */
function contrast(fg: string, bg: string, base = '#ffffff'): number {
  const background = over(parseColor(bg), parseColor(base));
  const foreground = over(parseColor(fg), background);
  const [hi, lo] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colours of a box-shadow list (`0 0 0 2px <gap>, 0 0 0 4px <ring>`), innermost first. */
function shadowColors(value: string): string[] {
  return resolve(value)
    .split(/,(?![^(]*\))/)
    .map((shadow) => /(#[0-9a-f]{3,6}|rgba?\([^)]+\))\s*$/i.exec(shadow.trim())?.[1])
    .filter((color): color is string => color !== undefined);
}

interface Pair { what: string; fg: string; bg: string; base?: string; min: number }

function expectPairs(pairs: Pair[]) {
  const failures = pairs
    .map((pair) => ({ ...pair, ratio: contrast(pair.fg, pair.bg, pair.base) }))
    .filter((pair) => pair.ratio < pair.min)
    .map((pair) => `${pair.what}: ${resolve(pair.fg)} on ${resolve(pair.bg)} is ${pair.ratio.toFixed(2)}:1, needs ${pair.min}:1`);
  expect(failures).toEqual([]);
}

describe('contrast arithmetic', () => {
  it('matches the WCAG definition at its known points', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The brand red on the dark chrome.
    expect(contrast('#d0161e', '#151518')).toBeCloseTo(3.31, 2);
    // Translucent white text on the dark chrome is blended first.
    expect(contrast('rgba(255, 255, 255, 0.6)', '#151518')).toBeCloseTo(contrast('#a1a1a2', '#151518'), 1);
  });
});

describe('design tokens on light surfaces', () => {
  it('text colours reach 4.5:1 on every light surface they are used on', () => {
    const surfaces = ['var(--rr-surface)', 'var(--rr-bg)', 'var(--rr-gray-50)', 'var(--rr-gray-100)'];
    expectPairs([
      ...surfaces.map((bg) => ({ what: `text on ${bg}`, fg: 'var(--rr-text)', bg, min: TEXT })),
      ...surfaces.map((bg) => ({ what: `muted text on ${bg}`, fg: 'var(--rr-text-muted)', bg, min: TEXT })),
      ...surfaces.map((bg) => ({ what: `brand (links, eyebrows, tabs) on ${bg}`, fg: 'var(--rr-brand)', bg, min: TEXT })),
      { what: 'link hover', fg: 'var(--rr-brand-hover)', bg: 'var(--rr-surface)', min: TEXT },
      { what: 'labels', fg: declared(ui, '.rr-label', 'color'), bg: 'var(--rr-surface)', min: TEXT },
      { what: 'field errors', fg: declared(ui, '.rr-field__error', 'color'), bg: 'var(--rr-surface)', min: TEXT },
      { what: 'success steps', fg: 'var(--rr-success)', bg: 'var(--rr-bg)', min: TEXT },
    ]);
  });

  it('buttons, badges and alerts keep their text readable on their own fill', () => {
    const onFill = (selector: string): Pair => ({
      what: selector,
      fg: declared(ui, selector, 'color'),
      bg: declared(ui, selector, 'background'),
      min: TEXT,
    });
    expectPairs([
      onFill('.rr-button--primary'),
      { what: 'primary button hover', fg: 'var(--rr-brand-contrast)', bg: declared(ui, '.rr-button--primary:hover:not(:disabled)', 'background'), min: TEXT },
      { what: 'primary button pressed', fg: 'var(--rr-brand-contrast)', bg: declared(ui, '.rr-button--primary:active:not(:disabled)', 'background'), min: TEXT },
      onFill('.rr-button--danger'),
      onFill('.rr-badge'),
      onFill('.rr-badge--brand'),
      onFill('.rr-badge--success'),
      onFill('.rr-badge--warning'),
      onFill('.rr-badge--danger'),
      onFill('.rr-alert--info'),
      onFill('.rr-alert--success'),
      onFill('.rr-alert--warning'),
      onFill('.rr-alert--error'),
      onFill('.rr-pagination__page[aria-current=\'page\']'),
    ]);
  });
});

describe('the dark chrome (public header, full-screen menu, sidebar, footer)', () => {
  const dark = 'var(--rr-gray-900)';

  it('uses the lighter brand red for text, and every text colour reaches 4.5:1', () => {
    expect(resolve(declared(shell, '.rr-sidebar', 'background'))).toBe(resolve(dark));
    expect(resolve(declared(shell, '.rr-fullmenu', 'background'))).toBe(resolve(dark));
    expectPairs([
      { what: 'sidebar user type', fg: declared(shell, '.rr-sidebar__type', 'color'), bg: declared(shell, '.rr-sidebar', 'background'), min: TEXT },
      { what: 'full-screen menu section headings', fg: declared(shell, '.rr-fullmenu__heading', 'color'), bg: declared(shell, '.rr-fullmenu', 'background'), min: TEXT },
      { what: 'sidebar text', fg: declared(shell, '.rr-sidebar', 'color'), bg: dark, min: TEXT },
      { what: 'sidebar links', fg: declared(shell, '.rr-sidebar__link', 'color'), bg: dark, min: TEXT },
      { what: 'sidebar link hover', fg: declared(shell, '.rr-sidebar__link:hover', 'color'), bg: declared(shell, '.rr-sidebar__link:hover', 'background'), base: dark, min: TEXT },
      { what: 'sidebar current page', fg: declared(shell, '.rr-sidebar__link.is-active', 'color'), bg: declared(shell, '.rr-sidebar__link.is-active', 'background'), min: TEXT },
      { what: 'sidebar e-mail', fg: declared(shell, '.rr-sidebar__email', 'color'), bg: dark, min: TEXT },
      { what: 'public header links', fg: declared(shell, '.rr-public-header__link', 'color'), bg: declared(shell, '.rr-public-header', 'background'), min: TEXT },
      { what: 'footer text', fg: declared(shell, '.rr-public-footer', 'color'), bg: declared(shell, '.rr-public-footer', 'background'), min: TEXT },
      { what: 'footer copyright', fg: declared(shell, '.rr-public-footer__copyright', 'color'), bg: declared(shell, '.rr-public-footer', 'background'), min: TEXT },
      { what: 'full-screen menu link hover (large text)', fg: declared(shell, '.rr-fullmenu__link:hover', 'color'), bg: dark, min: LARGE_OR_NON_TEXT },
      { what: 'proxy banner', fg: declared(shell, '.rr-proxy-banner', 'color'), bg: declared(shell, '.rr-proxy-banner', 'background'), min: TEXT },
      { what: 'proxy banner button', fg: declared(shell, '.rr-proxy-banner__action', 'color'), bg: declared(shell, '.rr-proxy-banner__action', 'background'), min: TEXT },
    ]);
  });

  it('marks the current public header link with a 3:1 underline', () => {
    const [underline] = shadowColors(declared(shell, '.rr-public-header__link.active', 'box-shadow'));
    expectPairs([{ what: 'current header link underline', fg: underline!, bg: declared(shell, '.rr-public-header', 'background'), min: LARGE_OR_NON_TEXT }]);
  });
});

describe('control boundaries and focus rings (1.4.11, 3:1)', () => {
  it('inputs are outlined at 3:1 on the surfaces they sit on, at rest and on hover', () => {
    const border = declared(ui, '.rr-input', 'border').replace(/^\S+\s+\S+\s+/, '');
    expectPairs(
      ['var(--rr-surface)', 'var(--rr-bg)'].flatMap((bg) => [
        { what: `input border on ${bg}`, fg: border, bg, min: LARGE_OR_NON_TEXT },
        { what: `input hover border on ${bg}`, fg: declared(ui, '.rr-input:hover', 'border-color'), bg, min: LARGE_OR_NON_TEXT },
      ]),
    );
  });

  it('the focus ring stands out from the light surfaces and from the gap that separates it from a red button', () => {
    const [gap, ring] = shadowColors(tokens['--rr-focus']!);
    expect(shadowColors(declared(ui, ':focus-visible', 'box-shadow'))).toEqual([gap, ring]);
    expectPairs([
      { what: 'focus ring on the surface', fg: ring!, bg: 'var(--rr-surface)', min: LARGE_OR_NON_TEXT },
      { what: 'focus ring on the page background', fg: ring!, bg: 'var(--rr-bg)', min: LARGE_OR_NON_TEXT },
      { what: 'focus gap around a primary button', fg: gap!, bg: 'var(--rr-brand)', min: LARGE_OR_NON_TEXT },
      { what: 'focus ring around its gap', fg: ring!, bg: gap!, min: LARGE_OR_NON_TEXT },
    ]);
  });

  it('every focus style in every stylesheet draws one of the focus tokens (or hands the ring to its container)', () => {
    const offTokens = STYLESHEETS.flatMap((file) =>
      [...parseRules(repoFile(file))]
        .filter(([selector, declarations]) => /:focus/.test(selector) && declarations['box-shadow'] !== undefined)
        .filter(([, declarations]) => !/^(var\(--rr-focus(-inset|-on-dark)?\)|none)$/.test(declarations['box-shadow']!))
        .map(([selector, declarations]) => `${file}: ${selector} { box-shadow: ${declarations['box-shadow']} }`),
    );
    expect(offTokens).toEqual([]);
    const [ring] = shadowColors(tokens['--rr-focus-inset']!);
    expectPairs([{ what: 'inset focus ring (scrolling table regions) on the surface', fg: ring!, bg: 'var(--rr-surface)', min: LARGE_OR_NON_TEXT }]);
  });

  it('the dark chrome switches to the on-dark focus ring, which stands out from gray-900', () => {
    for (const selector of ['.rr-public-header', '.rr-fullmenu', '.rr-public-footer', '.rr-sidebar', '.rr-topbar']) {
      expect(declared(shell, selector, '--rr-focus'), selector).toBe('var(--rr-focus-on-dark)');
    }
    const [gap, ring] = shadowColors(tokens['--rr-focus-on-dark']!);
    expectPairs([
      { what: 'on-dark focus ring on gray-900', fg: ring!, bg: 'var(--rr-gray-900)', min: LARGE_OR_NON_TEXT },
      { what: 'on-dark focus ring around its gap', fg: ring!, bg: gap!, min: LARGE_OR_NON_TEXT },
      { what: 'on-dark focus gap around the current sidebar link', fg: gap!, bg: declared(shell, '.rr-sidebar__link.is-active', 'background'), min: LARGE_OR_NON_TEXT },
    ]);
  });
});

describe('the public map (Leaflet)', () => {
  const site = parseRules(repoFile('mf-public/src/styles/public.css'));
  const leaflet = parseRules(readFileSync(new URL(import.meta.resolve('leaflet/dist/leaflet.css')), 'utf8'));

  it('draws its credit (the tile attribution) on an opaque surface, its text and link at 4.5:1 whatever the tiles show', () => {
    // Leaflet's own: #0078a8 links on 80 % white, which over a dark tile falls to about 4:1.
    const own = { fg: declared(leaflet, '.leaflet-container a', 'color'), bg: declared(leaflet, '.leaflet-container .leaflet-control-attribution', 'background') };
    expect(contrast(own.fg, own.bg, '#000000')).toBeLessThan(TEXT);
    const credit = '.pub-map.leaflet-container .leaflet-control-attribution';
    const background = declared(site, credit, 'background');
    expect(parseColor(background).a, 'an opaque background: the tiles never show through').toBe(1);
    expectPairs([
      { what: 'map credit text', fg: declared(site, credit, 'color'), bg: background, min: TEXT },
      { what: 'map credit link', fg: declared(site, `${credit} a`, 'color'), bg: background, min: TEXT },
    ]);
    expect(declared(site, `${credit} a`, 'text-decoration')).toBe('underline');
  });

  it('writes the no-tiles notice in the text colour on the surface', () => {
    expectPairs([{ what: 'map notice', fg: declared(site, '.pub-map-notice', 'color'), bg: declared(site, '.pub-map-notice', 'background'), min: TEXT }]);
  });
});
