import PDFDocument from 'pdfkit';

/**
 * The dealers' cheat sheets: how to redeem a rider's dealer credit at the counter, step by step, in
 * English and in (Canadian) French, with the programme's name and, when known, the site's address. Generated here, not
 * kept as files: the brand name is the deployment's. What a sheet quotes in quotation marks is the text of a real
 * button, link, field or heading of the dealer's screens in the sheet's language (the tests hold it to the catalogs).
 *
 * Letter, Helvetica (pdfkit's built-in standard fonts: nothing read or fetched at run time; WinAnsi holds every glyph
 * of both languages, incl. « », ’, — and the no-break spaces of French punctuation).
 */

export const CHEAT_SHEET_LOCALES = ['en', 'fr'] as const;
export type CheatSheetLocale = (typeof CHEAT_SHEET_LOCALES)[number];

export const isCheatSheetLocale = (value: string): value is CheatSheetLocale => (CHEAT_SHEET_LOCALES as readonly string[]).includes(value);

export interface CheatSheetOptions {
  locale: CheatSheetLocale;
  brandName: string;
  /** The programme site's address (PUBLIC_URL), printed when known. */
  siteUrl?: string | null;
  /** Deflate the page streams (default true; tests may read the raw text with false). */
  compress?: boolean;
}

export interface CheatSheetStep {
  heading: string;
  body: string;
}

/** What a sheet says, in one language (also what the tests read back). */
export interface CheatSheetContent {
  kicker: string;
  title: string;
  intro: string;
  steps: CheatSheetStep[];
  goodToKnowTitle: string;
  goodToKnow: string[];
  footer: string;
  documentTitle: string;
}

/** French punctuation takes a no-break space before « : ; ? ! » and inside « ». */
const NBSP = '\u00A0';

/** How the address is shown: no `https://`, no trailing slash. */
export function displayUrl(url: string): string {
  return url.trim().replace(/^https:\/\//i, '').replace(/\/+$/, '');
}

export function cheatSheetContent(locale: CheatSheetLocale, brandName: string, siteUrl?: string | null): CheatSheetContent {
  const site = siteUrl ? displayUrl(siteUrl) : null;
  if (locale === 'fr') {
    const q = (label: string) => `«${NBSP}${label}${NBSP}»`;
    const colon = `${NBSP}:`;
    return {
      kicker: 'Aide-mémoire du concessionnaire',
      title: `${brandName} — Utiliser le crédit concessionnaire à${NBSP}votre${NBSP}comptoir`,
      intro:
        `Les pilotes gagnent du crédit concessionnaire en course avec le programme ${brandName}, et ils l’utilisent chez vous. ` +
        `Voici, étape par étape, comment enregistrer une utilisation de crédit au comptoir. Gardez cette feuille près de la caisse.`,
      steps: [
        {
          heading: 'Connectez-vous',
          body:
            `${site ? `Rendez-vous sur ${site}, le site du programme,` : 'Rendez-vous sur le site du programme'} et connectez-vous avec l’identifiant de la concession. ` +
            `Sur la page ${q('Accueil')}, dans ${q('Commencer une utilisation de crédit')}, tapez le nom du pilote et cliquez sur ${q('Trouver le pilote')}.`,
        },
        {
          heading: 'Trouvez le pilote',
          body: `Cherchez-le par nom, courriel, ville ou numéro AMA. Ouvrez la bonne fiche${colon} vérifiez le nom, la ville et les motos du pilote.`,
        },
        {
          heading: 'Affichez ses gains',
          body:
            `Cliquez sur ${q('Trouver les gains')}${colon} le crédit concessionnaire du pilote s’affiche, celui qui expire le plus tôt en premier. ` +
            `Vous n’avez rien à choisir${colon} le crédit qui expire le plus tôt est toujours utilisé en premier, automatiquement.`,
        },
        {
          heading: 'Saisissez le montant',
          body: 'Entrez le montant à utiliser, dans la devise du crédit du pilote (nommée sur le champ), jamais plus que le crédit affiché, puis le nom de l’employé qui sert le pilote.',
        },
        {
          heading: 'Vérifiez la pièce d’identité',
          body:
            'Demandez au pilote une pièce d’identité avec photo délivrée par un gouvernement et vérifiez que le nom correspond. ' +
            `Cochez ensuite ${q('J’ai vérifié la pièce d’identité du pilote')}.`,
        },
        {
          heading: 'Le pilote tape lui-même son NIP',
          body:
            'Tendez la tablette ou le clavier au pilote, qui tape lui-même son NIP (code PIN) à 4 chiffres. ' +
            'Le personnel ne demande jamais le NIP d’un pilote et ne le note jamais.',
        },
        {
          heading: 'Confirmez et gardez le code',
          body:
            `Cliquez sur ${q('Confirmer l’utilisation')}. Le reçu affiche le code d’utilisation, fait de lettres et de chiffres (par exemple K3F9QZ). ` +
            'Imprimez le reçu ou inscrivez le code sur la facture.',
        },
      ],
      goodToKnowTitle: 'Bon à savoir',
      goodToKnow: [
        `Le pilote n’a pas encore de NIP${NBSP}? Il s’en crée un dans son profil sur le site du programme.`,
        'Après 5 NIP erronés, le NIP est bloqué jusqu’à ce que le pilote en choisisse un nouveau dans son profil.',
        `Appuyer deux fois sur ${q('Confirmer l’utilisation')} n’utilise jamais le crédit deux fois.`,
        `Les remboursements sont faits par l’équipe du programme${colon} écrivez-nous depuis la page ${q('Nous contacter')} du site, ` +
          `sujet ${q('Utiliser mon crédit chez un concessionnaire')}. Une utilisation remboursée est annulée${colon} elle apparaît sous ${q('Utilisations remboursées')}, dans ${q('Toutes les utilisations')}.`,
        `Toutes vos utilisations, avec leurs totaux (cette année, l’an dernier, depuis le début) et l’export CSV${colon} dans ${q('Toutes les utilisations')}. Les heures y sont celles du fuseau de votre concession, indiqué à côté.`,
      ],
      footer: [brandName, 'Aide-mémoire du concessionnaire', site].filter(Boolean).join('  ·  '),
      documentTitle: `${brandName} — Aide-mémoire du concessionnaire`,
    };
  }
  const q = (label: string) => `“${label}”`;
  return {
    kicker: 'Dealer cheat sheet',
    title: `${brandName} — Redeeming dealer credit at your${NBSP}counter`,
    intro:
      `Riders earn dealer credit by racing in the ${brandName} programme, and they spend it at your dealership. ` +
      'Here is how to record a redemption at the counter, step by step. Keep this sheet by the till.',
    steps: [
      {
        heading: 'Sign in',
        body:
          `${site ? `Go to ${site}, the programme site,` : 'Go to the programme site'} and sign in with your dealership’s login. ` +
          `On ${q('Home')}, under ${q('Start a redemption')}, type the rider’s name and click ${q('Find rider')}.`,
      },
      {
        heading: 'Find the rider',
        body: 'Search by name, email, city or AMA number. Open the right rider: check the name, the city and the bikes on file.',
      },
      {
        heading: 'Find awards',
        body:
          `Click ${q('Find awards')} to see the rider’s dealer credit, soonest expiry first. ` +
          'There is nothing to choose: credit is always spent soonest-expiring first, automatically.',
      },
      {
        heading: 'Enter the amount',
        body: 'Type the amount to redeem, in the rider’s credit currency (the field names it), never more than the credit shown, and the name of the employee serving the rider.',
      },
      {
        heading: 'Check the rider’s ID',
        body: `Ask the rider for a government-issued photo ID and check that the name matches. Then tick ${q('I checked the rider’s ID')}.`,
      },
      {
        heading: 'The rider types their own PIN',
        body:
          'Hand the tablet or keyboard to the rider, who types their 4-digit PIN themselves. ' +
          'Staff never ask for a rider’s PIN and never write one down.',
      },
      {
        heading: 'Confirm and keep the code',
        body:
          `Click ${q('Confirm redemption')}. The receipt shows the redemption code, made of letters and digits (for example K3F9QZ). ` +
          'Print the receipt, or write the code on the invoice.',
      },
    ],
    goodToKnowTitle: 'Good to know',
    goodToKnow: [
      'No PIN yet? The rider creates one in their profile on the programme site.',
      'After 5 wrong PINs, the PIN is locked until the rider sets a new one in their profile.',
      `Tapping ${q('Confirm redemption')} twice never redeems twice.`,
      `Refunds are made by the programme team: write to us from the site’s ${q('Contact Us')} page, topic ${q('Redeeming credit at a dealer')}. ` +
        `A refunded redemption is revoked: it shows under ${q('Refunded redemptions')} in ${q('All Redemptions')}.`,
      `All your redemptions, with totals (this year, last year, lifetime) and a CSV export: under ${q('All Redemptions')}. Times there are your dealership’s time zone, named beside each.`,
    ],
    footer: [brandName, 'Dealer cheat sheet', site].filter(Boolean).join('  ·  '),
    documentTitle: `${brandName} — Dealer cheat sheet`,
  };
}

const INK = '#1a1a1a';
const MUTED = '#5b6168';
const ACCENT = '#c8102e';
const PANEL = '#f3f4f6';
const RULE = '#d7dade';

const MARGIN = 50;
/** The header sits a little higher than the body's margin. */
const TOP = 40;
const NUMBER_RADIUS = 11;
const STEP_INDENT = 36;
const BOX_PADDING = 12;
const BULLET_INDENT = 14;

/** The sheet as a Letter-size PDF (one page in both languages). */
export function renderCheatSheet(options: CheatSheetOptions): Promise<Buffer> {
  const content = cheatSheetContent(options.locale, options.brandName, options.siteUrl);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: TOP, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: options.compress ?? true,
    bufferPages: true,
    lang: options.locale === 'fr' ? 'fr-CA' : 'en-US',
    info: { Title: content.documentTitle, Author: options.brandName, Subject: content.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  /** Starts a new page when `height` does not fit on this one. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Header: an accent bar, the kind of document, the title, the intro.
  doc.rect(0, 0, doc.page.width, 8).fill(ACCENT);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(ACCENT).text(content.kicker.toUpperCase(), left, TOP, { width, characterSpacing: 1.2 });
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(content.title, { width, lineGap: 2 });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10.5).fillColor(MUTED).text(content.intro, { width, lineGap: 2 });
  doc.moveDown(0.7);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.75).strokeColor(RULE).stroke();
  doc.moveDown(0.8);

  // The numbered steps: a red disc with the number, a bold heading, the body beside it.
  const textLeft = left + STEP_INDENT;
  const textWidth = width - STEP_INDENT;
  content.steps.forEach((step, index) => {
    doc.font('Helvetica-Bold').fontSize(12);
    const headingHeight = doc.heightOfString(step.heading, { width: textWidth });
    doc.font('Helvetica').fontSize(10);
    const bodyHeight = doc.heightOfString(step.body, { width: textWidth, lineGap: 1.5 });
    keep(headingHeight + 2 + bodyHeight);
    const top = doc.y;
    doc.circle(left + NUMBER_RADIUS, top + 6.5, NUMBER_RADIUS).fill(ACCENT);
    doc.font('Helvetica-Bold').fontSize(11.5).fillColor('#ffffff').text(String(index + 1), left, top + 1.5, { width: 2 * NUMBER_RADIUS, align: 'center' });
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(step.heading, textLeft, top, { width: textWidth });
    doc.y += 2;
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(step.body, textLeft, doc.y, { width: textWidth, lineGap: 1.5 });
    doc.y += 8;
  });

  // "Good to know": a shaded panel with an accent edge, measured first so that it never splits across pages.
  doc.y += 2;
  const boxInner = width - 2 * BOX_PADDING - 4;
  const bulletWidth = boxInner - BULLET_INDENT;
  doc.font('Helvetica-Bold').fontSize(12);
  const boxTitleHeight = doc.heightOfString(content.goodToKnowTitle, { width: boxInner });
  doc.font('Helvetica').fontSize(10);
  const itemHeights = content.goodToKnow.map((item) => doc.heightOfString(item, { width: bulletWidth, lineGap: 1.5 }));
  const itemGap = 4;
  const boxHeight = BOX_PADDING + boxTitleHeight + 6 + itemHeights.reduce((sum, h) => sum + h, 0) + itemGap * (itemHeights.length - 1) + BOX_PADDING;
  keep(boxHeight);
  const boxTop = doc.y;
  doc.roundedRect(left, boxTop, width, boxHeight, 6).fill(PANEL);
  doc.rect(left, boxTop, 4, boxHeight).fill(ACCENT);
  const innerLeft = left + 4 + BOX_PADDING;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(content.goodToKnowTitle, innerLeft, boxTop + BOX_PADDING, { width: boxInner });
  doc.y += 6;
  content.goodToKnow.forEach((item, index) => {
    const top = doc.y;
    doc.rect(innerLeft + 1, top + 2.5, 4, 4).fill(ACCENT);
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(item, innerLeft + BULLET_INDENT, top, { width: bulletWidth, lineGap: 1.5 });
    if (index < content.goodToKnow.length - 1) doc.y += itemGap;
  });

  // The footer on every page (below the bottom margin: lift the margin while writing it, or pdfkit adds a page).
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const label = range.count > 1 ? `${content.footer}  ·  ${page - range.start + 1}/${range.count}` : content.footer;
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(label, left, doc.page.height - MARGIN + 22, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
