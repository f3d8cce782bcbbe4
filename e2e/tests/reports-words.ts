/**
 * The words the admin's report pages and their files use, in English and French: the reports' specs look for them on
 * the page and in the files' headers. Each header's French is written once here: the same header stands in several
 * reports (a rider, a country, redeemed), on the page and in the file alike, and in the summary's figures.
 */

export type Lang = 'en' | 'fr';
export type Both = Record<Lang, string>;

/** A header as the page or the file says it in English, and in French (mf-admin's admin.reports.*, the kit's report.column.*). */
const FRENCH = {
  // market share
  Month: 'Mois',
  Series: 'Série',
  Events: 'Épreuves',
  Finishers: 'Pilotes classés',
  'On the brand’s bikes': 'Sur les motos de la marque',
  'Finishers on the brand’s bikes': 'Classés sur les motos de la marque',
  'Finisher share': 'Part des pilotes classés',
  'Brand share of finishers (%)': 'Part de la marque parmi les classés (%)',
  'Paid places': 'Places payées',
  'Paid places on the brand’s bikes': 'Places payées sur les motos de la marque',
  'Payout share': 'Part des gains',
  'Brand share of paid places (%)': 'Part de la marque parmi les places payées (%)',
  // riders, dealers and their money
  Rider: 'Pilote',
  Riders: 'Pilotes',
  Email: 'Courriel',
  Country: 'Pays',
  'Dealer name': 'Nom du concessionnaire',
  'Pro or amateur': 'Pro ou amateur',
  Available: 'Disponible',
  'Contingency available': 'Dotation disponible',
  Earned: 'Gagné',
  Cash: 'Espèces',
  'Earned in cash': 'Gagné en espèces',
  'Dealer credit': 'Crédit concessionnaire',
  'Earned in dealer credit': 'Gagné en crédit concessionnaire',
  Bonuses: 'Primes',
  'Earned in bonuses': 'Gagné en primes',
  'Earn rate': 'Taux de gain',
  'Earn rate (%)': 'Taux de gain (%)',
  Withheld: 'Retenu',
  'Withheld in the range': 'Retenu sur la période',
  'Tax withheld': 'Impôt retenu',
  Payouts: 'Gains',
  'Number of payouts': 'Nombre de gains',
  Redeemed: 'Utilisé',
  Redemptions: 'Utilisations',
  'Redemption rate': 'Taux d’utilisation',
  'Redemption rate (%)': 'Taux d’utilisation (%)',
  Refunded: 'Remboursé',
  'Dealers visited': 'Concessionnaires visités',
  'Dealers used': 'Concessionnaires utilisés',
  'Cashed out': 'Versé',
  Expired: 'Expiré',
  Currency: 'Devise',
  // cash-outs
  Provider: 'Prestataire',
  'Payment provider': 'Prestataire de paiement',
  Method: 'Mode',
  'Payment method': 'Mode de versement',
  'Cash-out status': 'Statut du versement',
  Amount: 'Montant',
  'Balance before': 'Solde avant',
  'Balance after': 'Solde après',
  'Provider order': 'Commande du prestataire',
  'Provider order number': 'N° de commande du prestataire',
  // events late with their results, or whose results came in
  Event: 'Épreuve',
  'Last day': 'Dernier jour',
  Where: 'Lieu',
  Contingency: 'Contingence',
  'Results due': 'Résultats dus le',
  'Results in': 'Résultats reçus',
  'Days late': 'Jours de retard',
  Promoter: 'Promoteur',
  'Start date': 'Date de début',
  'End date': 'Date de fin',
  City: 'Ville',
  'State/Province': 'État/Province',
  'Promoter ID': 'ID du promoteur',
  'Results in (UTC)': 'Résultats reçus (UTC)',
  'On time': 'À temps',
} as const;

export type Header = keyof typeof FRENCH;

/** A header in both languages. */
export const both = (en: Header): Both => ({ en, fr: FRENCH[en] });

/** A row of headers, in order, in each language. */
export const inBoth = (headers: readonly Header[]): Record<Lang, string[]> => ({ en: [...headers], fr: headers.map((en) => FRENCH[en]) });

/** The report kit's own words (its range, its buttons and links) and the dashboard's, each in both languages. */
const WORDS = {
  from: { en: 'From', fr: 'Du' },
  to: { en: 'To', fr: 'Au' },
  lastYear: { en: 'Last year', fr: 'L’an dernier' },
  refresh: { en: 'Refresh', fr: 'Actualiser' },
  csv: { en: 'Export CSV', fr: 'Exporter en CSV' },
  xlsx: { en: 'Export XLSX', fr: 'Exporter en XLSX' },
  savedCopy: { en: 'saved copy', fr: 'copie enregistrée' },
  none: { en: 'No figures for these days', fr: 'Aucun chiffre pour ces jours' },
  welcome: { en: /^Welcome/, fr: /^Bienvenue/ },
  summaryLink: { en: 'Summary report', fr: 'Rapport de synthèse' },
  dashboard: {
    en: ['Contingency up for grabs', 'Needs attention today', 'This year so far', 'Contingency since 1 January', 'Recent events', 'Recent payouts'],
    fr: ['Contingence à gagner', 'À traiter aujourd’hui', 'Cette année à ce jour', 'Contingence depuis le 1er janvier', 'Épreuves récentes', 'Gains récents'],
  },
  chartTable: { en: /^Contingency by month in /, fr: /^Contingence par mois en / },
  amountsIn: { en: (currency: string) => `Amounts in ${currency}`, fr: (currency: string) => `Montants en ${currency}` },
} as const;

type Words = typeof WORDS;
const wordsIn = <L extends Lang>(lang: L) => Object.fromEntries(Object.entries(WORDS).map(([key, both]) => [key, both[lang]])) as { [K in keyof Words]: Words[K][L] };

/** The same words by language, as the specs read them (`TEXTS[lang].refresh`). */
export const TEXTS = { en: wordsIn('en'), fr: wordsIn('fr') };
