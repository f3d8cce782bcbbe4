import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES, ROLES, areaPages, areaRoot, fillPattern, paths, publicPaths, type PublicPageName, type Role } from '@rr/contracts/routes';
import { axeViolations } from './axe';
import { registerByApi, settle, signIn, uniqueEmail, visit } from './support';

// Accessible by default: axe over every page of every role, at desktop and phone size, failing on any serious or
// critical violation. The pages come from the route registry (@rr/contracts/routes), so a page added there is checked
// here. The public site and each signed-in area are walked in parts (one sign-in per part), each page opened once and
// checked at both sizes; the open states of the chrome (menus, slide-overs) are opened at each size. A failure lists
// every finding of its part at once.

// Every part is independent (its own page, sign-in and data), so both workers take parts of this file.
test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;
type Viewport = (typeof VIEWPORTS)[number]['name'];

/** WCAG 2.0, 2.1 and 2.2 A and AA rules. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Seeded records (each service's src/seed/seed-data.ts) the detail pages open. */
const SEEDED = { riderId: 'rider-demo', dealerId: 'dealer-demo', promoterId: 'promoter-demo' };

/** Ids for every route parameter of the registry: seeded accounts, and events, series, categories from the API. */
async function routeParams(page: Page): Promise<Record<string, string>> {
  const get = async <T,>(path: string): Promise<T> => {
    const response = await page.request.get(path);
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const upcoming = await get<{ events: { _id: string }[] }>('/api/events?period=upcoming');
  const series = await get<{ series: { _id: string }[] }>('/api/series');
  const categories = await get<{ allCategories: { _id: string }[] }>('/api/categories');
  return { ...SEEDED, eventId: upcoming.events[0]!._id, seriesId: series.series[0]!._id, categoryId: categories.allCategories[0]!._id };
}

/** An event that has taken place, so its page shows the results tables. */
async function pastEventPath(page: Page): Promise<string> {
  const past = (await (await page.request.get('/api/events?period=past')).json()) as { events: { _id: string }[] };
  return publicPaths().event(past.events[0]!._id);
}

/** A route pattern of the registry, or an event that has taken place (found when the walk runs). */
type PageRef = string | 'past event';

/**
 * A pattern with its parameter filled in; an optional parameter gives two pages (the create form and a record), or
 * only the record where the walk leaves out pages that draw the same components as another (see `SAME_COMPONENTS`).
 */
function pagesOf(pattern: string, params: Record<string, string>, recordOnly: boolean): string[] {
  const match = /:([A-Za-z]+)(\?)?/.exec(pattern);
  if (!match) return [pattern];
  const id = params[match[1]!];
  if (id === undefined) throw new Error(`No id for :${match[1]} in ${pattern}`);
  return [...(match[2] && !recordOnly ? [fillPattern(pattern)] : []), fillPattern(pattern, id)];
}

/**
 * A version of the payout rules to open (the seed has none): the newest listed, else a draft made from an example
 * preset for two years ahead, which judges no race. Staff only: the page signs in as an administrator, and the walk
 * signs in as its own role afterwards.
 */
let knownRuleSetId: string | null = null;
async function ruleSetId(page: Page): Promise<string> {
  if (knownRuleSetId) return knownRuleSetId;
  await signIn(page, 'admin@example.com');
  const listed = (await (await page.request.get('/api/admin/rule-sets')).json()) as { ruleSets: Array<{ _id: string }> };
  if (listed.ruleSets[0]) return (knownRuleSetId = listed.ruleSets[0]._id);
  const year = new Date().getFullYear() + 2;
  const created = await page.request.post('/api/admin/rule-sets', { data: { scope: { year, country: 'US' }, preset: 'tieredClasses', effectiveFrom: `${year}-01-01`, note: 'Accessibility walk' } });
  expect(created.status(), `making a rule set draft answered ${created.status()}`).toBe(201);
  return (knownRuleSetId = ((await created.json()) as { ruleSet: { _id: string } }).ruleSet._id);
}

/** The pages a part of a walk opens, its parameters filled in from the seeded data. */
async function pagesToVisit(page: Page, refs: PageRef[], recordOnly = false): Promise<string[]> {
  const params = await routeParams(page);
  if (refs.some((ref) => ref.includes(':ruleSetId'))) params.ruleSetId = await ruleSetId(page);
  const pages: string[] = [];
  for (const ref of refs) pages.push(...(ref === 'past event' ? [await pastEventPath(page)] : pagesOf(ref, params, recordOnly)));
  return pages;
}

/**
 * Pages that draw the same component set as another page of their area, with another prop only: the promoter
 * applications list is the promoters list (`kind`), the finished-results report is the late-results report (`kind`),
 * and an optional-id page's create form is its record page's form without the record's panels. Desktop checks each
 * of them; the phone walk checks one of each component set, since what the phone adds is the components' own
 * responsive layout, which the prop does not change.
 */
const SAME_COMPONENTS: Partial<Record<Role, { page: string; sameAs: string }[]>> = {
  admin: [
    { page: 'promoter-applications', sameAs: 'promoters' },
    { page: 'finished-results-events', sameAs: 'late-results-events' },
  ],
};

/**
 * Public pages left out: the create-PIN step needs a signed-in rider (the rider walk opens it), and the single
 * sign-on callback hands straight over to the identity provider.
 */
const PUBLIC_SKIPPED = new Set<PublicPageName>(['createPin', 'oauthCallback']);

/** Every public page of the route registry (spec §2 "Public routes"), plus a past event, a translated page and the not-found screen. */
const PUBLIC_REFS: PageRef[] = [
  ...(Object.entries(PUBLIC_PAGES) as [PublicPageName, string][]).filter(([name]) => !PUBLIC_SKIPPED.has(name)).map(([, pattern]) => pattern),
  'past event',
  publicPaths('de').events(),
  '/no-such-page-here',
];

/**
 * Every page of a role's area in the route registry (what its remote mounts), its not-found screen, and extras; on a
 * phone, without the pages whose components another page of the area already draws (`SAME_COMPONENTS`).
 */
function areaRefs(role: Role, viewport: Viewport): PageRef[] {
  const areaPaths = new Set(areaPages(role).map((route) => route.path));
  for (const same of SAME_COMPONENTS[role] ?? []) {
    if (!areaPaths.has(same.page) || !areaPaths.has(same.sameAs)) throw new Error(`${role}: ${same.page} or ${same.sameAs} is no page of the area`);
  }
  const skipped = new Set(viewport === 'phone' ? (SAME_COMPONENTS[role] ?? []).map((same) => same.page) : []);
  const pages = areaPages(role)
    .filter((route) => !skipped.has(route.path))
    .map((route) => (route.path ? `${areaRoot(role)}/${route.path}` : areaRoot(role)));
  return [...pages, `${areaRoot(role)}/no-such-page`, ...(role === 'rider' ? [paths.public.createPin()] : [])];
}

/**
 * A walk in parts of at most this many patterns, each a test of its own: the two workers share the parts (a role's
 * whole walk in one test kept one worker busy for minutes while the other waited), and a failure names its part.
 */
const PART_SIZE = 7;
function parts<T>(items: T[]): T[][] {
  const count = Math.ceil(items.length / PART_SIZE);
  // Even parts: 12 patterns make parts of 6 and 6, not 7 and 5.
  return Array.from({ length: count }, (_, i) => items.slice(Math.floor((i * items.length) / count), Math.floor(((i + 1) * items.length) / count)));
}

/** Serious and critical violations on the page as it is now, one readable line per node. */
async function findings(page: Page, where: string): Promise<string[]> {
  return (await axeViolations(page, TAGS))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
      ),
    );
}

/** Fails with every finding listed, so one run says what to fix. */
function expectNone(found: string[]) {
  expect(found, `axe found ${found.length} serious or critical problem(s):\n\n${found.join('\n\n')}\n`).toEqual([]);
}

/** The sizes a page is checked at, by name. */
const SIZES = Object.fromEntries(VIEWPORTS.map((viewport) => [viewport.name, viewport.size])) as Record<Viewport, (typeof VIEWPORTS)[number]['size']>;

/**
 * The page as it is, checked at each of `viewports` in turn, resized in place. The layouts are CSS alone (media
 * queries; no component reads the window's width when it mounts, only the reduced-motion preference), so a page resized
 * in place draws what it draws when opened at that size, and one visit serves both checks: opening every page twice
 * was half of the walk's time. Two animation frames let observers of the size (the charts) draw again first.
 */
async function findingsAt(page: Page, where: string, viewports: readonly Viewport[]): Promise<string[]> {
  const found: string[] = [];
  const redrawn = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  for (const viewport of viewports) {
    await page.setViewportSize(SIZES[viewport]);
    await redrawn();
    found.push(...(await findings(page, `${where} [${viewport}]`)));
    if (viewport === 'phone') {
      // The narrowest phone in use: the page fits it without scrolling sideways (a wide table scrolls in its own box).
      await page.setViewportSize(NARROWEST);
      await redrawn();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) found.push(`${where} [${NARROWEST.width} px]: the page is ${overflow} px wider than the screen`);
    }
  }
  return found;
}

/** The narrowest screen a page must fit (a 320-px-wide phone). */
const NARROWEST = { width: 320, height: 640 };

const BOTH: readonly Viewport[] = ['desktop', 'phone'];

test.describe('accessibility of every page at desktop and phone size', () => {
  test.use({ viewport: SIZES.desktop, reducedMotion: 'reduce' });

  for (const [index, refs, all] of parts(PUBLIC_REFS).map((part, i, list) => [i + 1, part, list.length] as const)) {
    test(`public pages, part ${index} of ${all}`, async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      const pages = await pagesToVisit(page, refs);
      for (const [index, path] of pages.entries()) {
        await visit(page, path, pages[index - 1]);
        found.push(...(await findingsAt(page, path, BOTH)));
      }
      expectNone(found);
    });
  }

  test('e-mail verification of a new rider', async ({ page }) => {
    await registerByApi(page.request, uniqueEmail('a11y'));
    await page.goto(paths.auth.emailVerify());
    await settle(page);
    expectNone(await findingsAt(page, paths.auth.emailVerify(), BOTH));
  });

  test('an administrator proxying a rider, a dealer and a promoter (the proxy banner)', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@example.com');
    const found: string[] = [];
    for (const [role, id] of [['rider', SEEDED.riderId], ['dealer', SEEDED.dealerId], ['promoter', SEEDED.promoterId]] as const) {
      await page.goto(paths.proxy(role, id));
      await expect(page).toHaveURL(new RegExp(`${paths.home(role)}$`));
      await expect(page.getByTestId('proxy-banner')).toBeVisible();
      await settle(page);
      found.push(...(await findingsAt(page, `${paths.home(role)} proxied by admin`, BOTH)));
      await page.goto(paths.proxyRemove());
      await expect(page).toHaveURL(new RegExp(areaRoot('admin')));
      await settle(page);
    }
    expectNone(found);
  });

  for (const role of ROLES) {
    // The phone walk leaves out what SAME_COMPONENTS names; it is a part of the desktop walk's patterns.
    const onPhone = new Set<PageRef>(areaRefs(role, 'phone'));
    for (const [index, refs, all] of parts(areaRefs(role, 'desktop')).map((part, i, list) => [i + 1, part, list.length] as const)) {
      test(`${role} pages, part ${index} of ${all}`, async ({ page }) => {
        test.setTimeout(180_000);
        const pages = await pagesToVisit(page, refs);
        const phonePages = new Set(await pagesToVisit(page, refs.filter((ref) => onPhone.has(ref)), true));
        await signIn(page, `${role}@example.com`);
        const found: string[] = [];
        for (const [index, path] of pages.entries()) {
          await visit(page, path, pages[index - 1]);
          found.push(...(await findingsAt(page, `${path} as ${role}`, phonePages.has(path) ? BOTH : ['desktop'])));
        }
        expectNone(found);
      });
    }
  }
});

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.name} size (${viewport.size.width}×${viewport.size.height})`, () => {
    test.use({ viewport: viewport.size, reducedMotion: 'reduce' });

    test('public full-screen menu and language modal', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      const found = await findings(page, `/ menu open [${viewport.name}]`);
      await menu.getByRole('button', { name: /language|English/i }).first().click();
      await expect(page.getByRole('dialog', { name: /language/i })).toBeVisible();
      found.push(...(await findings(page, `/ language modal [${viewport.name}]`)));
      expectNone(found);
    });

    for (const role of ROLES) {
      test(`${role}: the signed-in chrome in its open states`, async ({ page }) => {
        await signIn(page, `${role}@example.com`);
        const found: string[] = [];
        // The phone's slide-over sidebar, the user menu.
        await page.goto(paths.home(role));
        await settle(page);
        if (viewport.name === 'phone') {
          await page.getByRole('button', { name: /open (sidebar|menu|navigation)/i }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          found.push(...(await findings(page, `sidebar slide-over as ${role} [${viewport.name}]`)));
        }
        const userMenu = page.getByRole('button', { name: /user menu/i }).locator('visible=true').first();
        if (await userMenu.count()) {
          await userMenu.click();
          await expect(page.getByRole('menu')).toBeVisible();
          found.push(...(await findings(page, `user menu as ${role} [${viewport.name}]`)));
        }
        expectNone(found);
      });
    }
  });
}

// The check itself: a page with known faults gives exactly those findings, so a walk that finds nothing has looked.
test('the accessibility check reports a serious fault it is shown', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><h1>Faults</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></html>');
  const found = await findings(page, 'known faults');
  expect(found.map((line) => line.split(' ')[2])).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
});
