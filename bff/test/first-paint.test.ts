import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { drawsInItsLanguage, renderFirstPaint, withFirstPaint } from '../src/first-paint.js';
import { publicPageOf, routeFilesOf, shellPreloads } from '../src/static.js';
import { bffWithFakes } from './helpers.js';

const shellTexts = {
  en: {
    'shell.brand.home': 'Home page',
    'shell.nav.label': 'Main navigation',
    'shell.public.nav.events': 'Events',
    'shell.public.nav.rules': 'Rules',
    'shell.public.nav.promoters': 'Promoters',
    'shell.public.login': 'Log In',
    'shell.public.menu.open': 'Open menu',
  },
  fr: {
    'shell.brand.home': 'Accueil',
    'shell.nav.label': 'Navigation principale',
    'shell.public.nav.events': 'Épreuves',
    'shell.public.nav.rules': 'Règlement',
    'shell.public.nav.promoters': 'Organisateurs',
    'shell.public.login': 'Connexion',
    'shell.public.menu.open': 'Ouvrir le menu',
  },
};
const publicTexts = {
  en: {
    'public.home.hero.title': 'Race. Finish. Get rewarded.',
    'public.home.hero.text': '{brand} pays riders.',
    'public.home.cta.events': 'Find events',
    'public.home.cta.register': 'Register as a rider',
    'public.events.title': 'Events',
    'public.events.lead': 'Find approved events near you.',
    'public.raceStyle.road': 'Road',
  },
  fr: {
    'public.home.hero.title': 'Courez. Finissez. Soyez récompensé.',
    'public.home.hero.text': '{brand} paie les pilotes.',
    'public.home.cta.events': 'Trouver des épreuves',
    'public.home.cta.register': "S'inscrire",
    'public.events.title': 'Épreuves',
    'public.events.lead': 'Trouvez des épreuves.',
    'public.raceStyle.road': 'Route',
  },
};
const INDEX =
  '<!doctype html><html lang="en"><head><title>Race Rewards</title><script defer src="/assets/main.1234abcd.js"></script>' +
  '<link href="/assets/main.5678ef90.css" rel="stylesheet"></head><body><noscript>x</noscript>\n    <div id="root"></div></body></html>';

describe('the first screen of a public page', () => {
  it('draws the home page in the language of its address, with the brand and localized links', () => {
    const html = renderFirstPaint({ page: 'home', path: '/fr', brand: 'Moto <Rewards>', shellTexts, publicTexts })!;
    expect(html).toContain('<h1 class="pub-hero__title">Courez. Finissez. Soyez récompensé.</h1>');
    expect(html).toContain('<p class="pub-hero__text">Moto &lt;Rewards&gt; paie les pilotes.</p>');
    expect(html).toContain('href="/fr/events"');
    expect(html).toContain('href="/fr/login" aria-label="Connexion"');
    expect(html).toMatch(/^<div id="rr-first-paint" class="rr-public">/);
    // No id the app's own page uses: both are in the document until the swap.
    expect(html).not.toMatch(/ id="(?!rr-first-paint")/);
  });

  it('draws the events finder and an event (its title escaped, its race style translated), the events link current', () => {
    const events = renderFirstPaint({ page: 'events', path: '/events', brand: 'Race Rewards', shellTexts, publicTexts })!;
    expect(events).toContain('<h1 class="rr-page-header__title">Events</h1><p class="rr-page-header__description">Find approved events near you.</p>');
    expect(events).toContain('<a class="rr-public-header__link active" href="/events" aria-current="page">Events</a><a class="rr-public-header__link" href="/about/rules">Rules</a>');
    const event = renderFirstPaint({ page: 'event', path: '/fr/events/event/e1', brand: 'Race Rewards', shellTexts, publicTexts, event: { title: 'Round 6 <b>&</b>', type: 'road' } })!;
    expect(event).toContain('<p class="rr-page-header__eyebrow">Route</p><h1 class="rr-page-header__title">Round 6 &lt;b&gt;&amp;&lt;/b&gt;</h1>');
  });

  it('draws nothing without the event, or when a text is missing (a build older than the page)', () => {
    expect(renderFirstPaint({ page: 'event', path: '/events/event/e1', brand: 'Race Rewards', shellTexts, publicTexts, event: null })).toBeNull();
    const { 'public.events.lead': _lead, ...older } = publicTexts.en;
    expect(renderFirstPaint({ page: 'events', path: '/events', brand: 'Race Rewards', shellTexts, publicTexts: { en: older } })).toBeNull();
    expect(renderFirstPaint({ page: 'events', path: '/de/events', brand: 'Race Rewards', shellTexts, publicTexts })).toBeNull();
  });

  it('writes the stylesheets into the page, starts the shell through the boot script and sets the language', () => {
    const page = withFirstPaint(INDEX, '<div id="rr-first-paint"></div>', { shell: '.a{color:red}', remote: ['.b{color:blue}</style><script>'] }, '/no/events', {
      boot: '/assets/first-paint-boot.00000000.js',
      preloads: [
        { as: 'fetch', href: '/mf/remotes.json' },
        { as: 'script', href: '/mf/public/remoteEntry.js' },
      ],
    })!;
    expect(page).toContain('<html lang="nb">');
    expect(page).not.toContain('main.5678ef90.css');
    expect(page).toContain('<style>.a{color:red}</style><style>.b{color:blue}<\\/style><script></style></head>');
    expect(page).toContain(
      '<script defer src="/assets/first-paint-boot.00000000.js" data-main="/assets/main.1234abcd.js" data-preload="fetch:/mf/remotes.json script:/mf/public/remoteEntry.js"></script>',
    );
    expect(page).not.toContain('<script defer src="/assets/main.1234abcd.js">');
    expect(page).toContain('<div id="rr-first-paint"></div><div id="root"></div>');
    expect(withFirstPaint('<html><body><div id="app"></div></body></html>', 'x', { shell: '', remote: [] }, '/', { boot: '/b.js', preloads: [] })).toBeNull();
  });

  it('is not drawn on the bare home page for a visitor the shell sends to another language', () => {
    expect(drawsInItsLanguage('/', undefined, 'en-US,en;q=0.9')).toBe(true);
    expect(drawsInItsLanguage('/', undefined, 'fr-FR,fr;q=0.9')).toBe(false);
    expect(drawsInItsLanguage('/', 'i18n_redirected=en', 'fr-FR')).toBe(true);
    expect(drawsInItsLanguage('/', 'i18n_redirected=de', 'en-US')).toBe(false);
    expect(drawsInItsLanguage('/events', undefined, 'fr-FR')).toBe(true);
  });
});

describe("the public remote's route files in the Link header", () => {
  const manifest = {
    exposes: [
      {
        name: 'routes',
        path: './routes',
        assets: {
          js: { sync: ['__federation_expose_routes.11111111.js'], async: ['page-events.22222222.js', '1234.33333333.js', 'page-home.44444444.js'] },
          css: { sync: ['__federation_expose_routes.55555555.css'], async: ['page-events.66666666.css'] },
        },
      },
    ],
  };

  it("names the routes' own files and the page's chunk, by the page the address shows", () => {
    const files = routeFilesOf(manifest);
    expect(files).toEqual({
      js: ['__federation_expose_routes.11111111.js'],
      css: ['__federation_expose_routes.55555555.css'],
      pages: { events: ['page-events.22222222.js', 'page-events.66666666.css'], home: ['page-home.44444444.js'] },
    });
    expect(publicPageOf('/de/events')).toBe('events');
    expect(publicPageOf('/events/event/e1/')).toBe('event');
    expect(publicPageOf('/auth/rider')).toBeNull();
    expect(shellPreloads('http://cdn.example/public/mf-manifest.json', { files, page: 'events' })).toBe(
      [
        '</mf/remotes.json>; rel=preload; as=fetch; crossorigin',
        '<http://cdn.example/public/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
        '<http://cdn.example/public/remoteEntry.js>; rel=preload; as=script',
        '<http://cdn.example/public/__federation_expose_routes.55555555.css>; rel=preload; as=style',
        '<http://cdn.example/public/page-events.66666666.css>; rel=preload; as=style',
        '<http://cdn.example/public/__federation_expose_routes.11111111.js>; rel=preload; as=script',
        '<http://cdn.example/public/page-events.22222222.js>; rel=preload; as=script',
      ].join(', '),
    );
    expect(routeFilesOf({ exposes: [{ name: 'routes' }] })).toBeNull();
    expect(routeFilesOf({ exposes: [{ name: 'routes', assets: { js: { sync: ['../../etc/passwd'] } } }] })?.js).toEqual([]);
  });
});

describe('a public page served with its first screen', () => {
  let stack: Awaited<ReturnType<typeof bffWithFakes>>;

  beforeAll(async () => {
    stack = await bffWithFakes(
      { brandName: 'Moto Rewards' },
      {
        prepare: (config) => {
          writeFileSync(join(config.staticDir, 'index.html'), INDEX);
          mkdirSync(join(config.staticDir, 'assets'), { recursive: true });
          writeFileSync(join(config.staticDir, 'assets', 'main.5678ef90.css'), '.shell{}');
          writeFileSync(join(config.staticDir, 'first-paint.json'), JSON.stringify({ boot: '/assets/first-paint-boot.0000aaaa.js', texts: shellTexts }));
          const dist = join(config.remotesDir, 'mf-public', 'dist');
          mkdirSync(dist, { recursive: true });
          writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify(manifestOf()));
          writeFileSync(join(dist, 'first-paint.json'), JSON.stringify(publicTexts));
          writeFileSync(join(dist, '__federation_expose_routes.55555555.css'), '.pub-hero{}');
        },
      },
    );
  });
  afterAll(() => stack.close());

  function manifestOf() {
    return { name: 'mf_public', shared: [], exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.11111111.js'], async: ['page-events.22222222.js'] }, css: { sync: ['__federation_expose_routes.55555555.css'], async: [] } } }] };
  }

  it('answers the events finder with its first screen, stylesheets written in, the shell started by the boot script', async () => {
    // The very first answer: the builds' files are read for it, not only for later ones.
    const res = await request(stack.url).get('/fr/events').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.link).toBeUndefined();
    expect(res.text).toContain('<html lang="fr">');
    expect(res.text).toContain('<style>.shell{}</style><style>.pub-hero{}</style>');
    expect(res.text).toContain('<h1 class="rr-page-header__title">Épreuves</h1>');
    expect(res.text).toContain('<span class="rr-brand__name">Moto Rewards</span>');
    expect(res.text).toContain(
      'data-preload="fetch:/mf/remotes.json fetch:/mf/public/mf-manifest.json script:/mf/public/remoteEntry.js style:/mf/public/__federation_expose_routes.55555555.css script:/mf/public/__federation_expose_routes.11111111.js script:/mf/public/page-events.22222222.js"',
    );
    const compressed = await request(stack.url).get('/fr/events').set('Accept-Encoding', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.text).toBe(res.text);
  });

  it('answers other pages, and an event the events service does not describe, with index.html as it is', async () => {
    for (const path of ['/events/event/unknown', '/about/rules', '/auth/rider']) {
      const res = await request(stack.url).get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toBe(INDEX);
    }
    const home = await request(stack.url).get('/').set('Accept-Language', 'de-DE');
    expect(home.text).toBe(INDEX);
  });
});
