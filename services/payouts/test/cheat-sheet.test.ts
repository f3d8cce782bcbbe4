import { readFileSync } from 'node:fs';
import supertest from 'supertest';
import { OPERATIONS } from '@rr/contracts/operations';
import { checkAnswers } from '@rr/server-kit/testing/answers';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binary } from '@rr/server-kit/testing';
import { TEST_IDENTITY_SECRET, type CallerType } from '@rr/server-kit';
import { createPayoutsApp } from '../src/app.js';
import { cheatSheetContent, renderCheatSheet } from '../src/domain/cheat-sheet.js';
import { as, startTestService, type TestService } from './helpers.js';

/** The PDF's text (pdf.js, offline), one string with its white space (incl. no-break spaces) collapsed. */
async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}

const flat = (value: string) => value.replace(/\s+/g, ' ');
const BRAND = 'Piston Club Rewards';
const SITE = 'https://rewards.example.com/';

/** One key phrase per numbered step, in order, then the "good to know" box. */
const ENGLISH = {
  steps: [
    ['Sign in', 'rewards.example.com', 'dealership’s login', 'On “Home”, under “Start a redemption”', 'click “Find rider”'],
    ['Find the rider', 'name, email, city or AMA number', 'the bikes on file'],
    ['“Find awards”', 'soonest expiry first', 'soonest-expiring first, automatically'],
    ['Enter the amount', 'in the rider’s credit currency', 'never more than the credit shown', 'name of the employee'],
    ['government-issued photo ID', '“I checked the rider’s ID”'],
    ['types their 4-digit PIN themselves', 'Staff never ask for a rider’s PIN and never write one down'],
    ['Click “Confirm redemption”', 'redemption code', 'K3F9QZ', 'write the code on the invoice'],
  ],
  goodToKnow: [
    'Good to know',
    'No PIN yet? The rider creates one in their profile',
    'After 5 wrong PINs, the PIN is locked until the rider sets a new one in their profile',
    'never redeems twice',
    'Refunds are made by the programme team',
    '“Redeeming credit at a dealer”',
    'it shows under “Refunded redemptions” in “All Redemptions”',
    'this year, last year, lifetime',
    'CSV export',
  ],
};

const FRENCH = {
  steps: [
    ['Connectez-vous', 'rewards.example.com', 'identifiant de la concession', '« Accueil »', '« Commencer une utilisation de crédit »', '« Trouver le pilote »'],
    ['Trouvez le pilote', 'nom, courriel, ville ou numéro AMA', 'les motos du pilote'],
    ['« Trouver les gains »', 'crédit concessionnaire', 'expire le plus tôt est toujours utilisé en premier'],
    ['Saisissez le montant', 'dans la devise du crédit du pilote', 'jamais plus que le crédit affiché', 'nom de l’employé'],
    ['pièce d’identité avec photo', '« J’ai vérifié la pièce d’identité du pilote »'],
    ['tape lui-même son NIP', 'à 4 chiffres', 'Le personnel ne demande jamais le NIP'],
    ['Cliquez sur « Confirmer l’utilisation »', 'code d’utilisation', 'K3F9QZ', 'inscrivez le code sur la facture'],
  ],
  goodToKnow: [
    'Bon à savoir',
    'pas encore de NIP ?',
    'Après 5 NIP erronés, le NIP est bloqué',
    'n’utilise jamais le crédit deux fois',
    'Les remboursements sont faits par l’équipe du programme',
    '« Utiliser mon crédit chez un concessionnaire »',
    'annulée',
    'cette année, l’an dernier, depuis le début',
    'export CSV',
  ],
};

/** Each phrase is there, and the steps come in their order. */
function expectSheet(text: string, expected: typeof ENGLISH) {
  let last = -1;
  for (const [index, phrases] of expected.steps.entries()) {
    for (const phrase of phrases) expect(text, `step ${index + 1}: ${phrase}`).toContain(phrase);
    const at = text.indexOf(phrases[0]!);
    expect(at, `step ${index + 1} after step ${index}`).toBeGreaterThan(last);
    last = at;
  }
  for (const phrase of expected.goodToKnow) expect(text, phrase).toContain(phrase);
  expect(text.indexOf(expected.goodToKnow[0]!)).toBeGreaterThan(last);
}

describe('renderCheatSheet (the dealers’ cheat sheets)', () => {
  it('English: the brand in the title, the seven steps in order and the good-to-know box, on one Letter page', async () => {
    const pdf = await renderCheatSheet({ locale: 'en', brandName: BRAND, siteUrl: SITE });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain(`${BRAND} — Redeeming dealer credit at your counter`);
    expect(text).toContain(`racing in the ${BRAND} programme`);
    expectSheet(text, ENGLISH);
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const page = await document.getPage(1);
    expect(page.view).toEqual([0, 0, 612, 792]);
  });

  it('French: the same in Canadian French, with no English step text', async () => {
    const pdf = await renderCheatSheet({ locale: 'fr', brandName: BRAND, siteUrl: SITE });
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain(`${BRAND} — Utiliser le crédit concessionnaire à votre comptoir`);
    expectSheet(text, FRENCH);
    const english = cheatSheetContent('en', BRAND, SITE);
    for (const step of english.steps) {
      expect(text).not.toContain(flat(step.heading));
      expect(text).not.toContain(flat(step.body));
    }
    for (const item of english.goodToKnow) expect(text).not.toContain(flat(item));
    expect(text).not.toMatch(/\b(the|and|your|rider|riders|redeem|redemption|redemptions|sign in|good to know|click|employee|awards)\b/i);
  });

  it('names the site only when its address is known', async () => {
    const { text } = await pdfText(await renderCheatSheet({ locale: 'en', brandName: BRAND }));
    expect(text).toContain('Go to the programme site and sign in');
    expect(text).not.toMatch(/https?:|example\.com/);
    const french = (await pdfText(await renderCheatSheet({ locale: 'fr', brandName: BRAND, siteUrl: 'http://localhost:8080' }))).text;
    expect(french).toContain('Rendez-vous sur http://localhost:8080, le site du programme');
  });
});

describe('the labels the cheat sheets quote', () => {
  /**
   * What a dealer's screens show in a language: the dealer app's texts, the shell's dealer menu and public menu, and the
   * contact page's title and topics (where refunds are asked for).
   */
  const screenTexts = (locale: string) => {
    const catalog = (folder: string, keep: (key: string) => boolean) =>
      Object.entries(JSON.parse(readFileSync(new URL(`../../../${folder}/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>)
        .filter(([key]) => keep(key))
        .map(([, text]) => same(text));
    return new Set([
      ...catalog('mf-dealer/src/i18n', () => true),
      ...catalog('shell/src/i18n', (key) => key.startsWith('shell.nav.dealer.') || key.startsWith('shell.public.menu.')),
      ...catalog('mf-public/src/features/contact/i18n', (key) => key === 'public.contact.title' || key.startsWith('public.contactForm.topic.')),
    ]);
  };
  // Print sets apostrophes as ’ where the screens have '; the words must be the same.
  const same = (text: string) => text.replace(/[’']/g, "'").replace(/\u00A0/g, ' ');
  const quoted = (text: string) => [...text.matchAll(/“([^”]+)”|«\u00A0([^»]+)\u00A0»/g)].map((match) => same(match[1] ?? match[2] ?? ''));

  it.each([['en'], ['fr']] as const)('are the words of the real buttons, links and fields (%s)', (locale) => {
    const content = cheatSheetContent(locale, BRAND, SITE);
    const labels = [...content.steps.flatMap((step) => [step.heading, step.body]), ...content.goodToKnow].flatMap(quoted);
    expect(labels.length).toBeGreaterThan(8);
    const texts = screenTexts(locale);
    for (const label of labels) expect(texts.has(label), `“${label}” is on no ${locale} screen`).toBe(true);
  });

  it('names the till’s button as it reads: “Confirm redemption”, « Confirmer l’utilisation »', () => {
    expect(cheatSheetContent('en', BRAND).steps.at(-1)!.body).toContain('Click “Confirm redemption”.');
    expect(cheatSheetContent('fr', BRAND).steps.at(-1)!.body).toContain('Cliquez sur «\u00A0Confirmer l’utilisation\u00A0».');
  });
});

describe('GET /api/{dealer|admin}/cheat-sheet/{locale}.pdf', () => {
  let service: TestService;
  let branded: ReturnType<typeof supertest>;
  beforeAll(async () => {
    service = await startTestService('cheat_sheet');
    const app = createPayoutsApp({
      db: service.db,
      outbox: service.outbox,
      logger: service.logger,
      identitySecret: TEST_IDENTITY_SECRET,
      provider: service.cashoutDeps.provider,
      riders: service.riderFacts,
      events: service.eventClasses,
      brandName: BRAND,
      publicUrl: SITE,
    });
    branded = checkAnswers(supertest(app.callback()), OPERATIONS);
  });
  afterAll(() => service.close());

  const download = async (path: string, typ: CallerType, request = service.request) =>
    request
      .get(path)
      .set(...(await as(typ)))
      .buffer(true)
      .parse(binary);

  it('gives a dealer each sheet as a PDF attachment, with the default brand name', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const res = await download(`/api/dealer/cheat-sheet/${locale}.pdf`, 'dealer');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="dealer-cheat-sheet-${locale}.pdf"`);
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const { text } = await pdfText(pdf);
      expect(text).toContain(locale === 'en' ? 'Race Rewards — Redeeming dealer credit' : 'Race Rewards — Utiliser le crédit concessionnaire');
    }
  });

  it('renders each sheet once (the same bytes every time), and programme staff get them too', async () => {
    const first = (await download('/api/dealer/cheat-sheet/fr.pdf', 'dealer')).body as Buffer;
    const again = (await download('/api/admin/cheat-sheet/fr.pdf', 'admin')).body as Buffer;
    expect(again.equals(first)).toBe(true);
  });

  it('uses BRAND_NAME and PUBLIC_URL from the app’s settings', async () => {
    const res = await download('/api/dealer/cheat-sheet/en.pdf', 'dealer', branded);
    expect(res.status).toBe(200);
    const { text } = await pdfText(res.body as Buffer);
    expect(text).toContain(`${BRAND} — Redeeming dealer credit at your counter`);
    expect(text).toContain('Go to rewards.example.com, the programme site');
  });

  it('answers 404 NOT_FOUND for any other locale or file', async () => {
    for (const file of ['de.pdf', 'EN.pdf', 'en.txt', 'en', 'english.pdf']) {
      const res = await service.request.get(`/api/dealer/cheat-sheet/${file}`).set(...(await as('dealer')));
      expect(res.status, file).toBe(404);
      expect(res.body, file).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('is for dealers and programme staff only, each on their own path', async () => {
    const cases: Array<[string, CallerType]> = [
      ['/api/rider/cheat-sheet/en.pdf', 'rider'],
      ['/api/dealer/cheat-sheet/en.pdf', 'rider'],
      ['/api/promoter/cheat-sheet/en.pdf', 'promoter'],
      ['/api/dealer/cheat-sheet/en.pdf', 'promoter'],
      ['/api/admin/cheat-sheet/en.pdf', 'dealer'],
      ['/api/dealer/cheat-sheet/fr.pdf', 'admin'],
      ['/api/dealer/cheat-sheet/en.pdf', 'anonymous'],
    ];
    for (const [path, typ] of cases) {
      const res = await service.request.get(path).set(...(await as(typ)));
      expect(res.status, `${path} as ${typ}`).toBe(403);
    }
  });
});
