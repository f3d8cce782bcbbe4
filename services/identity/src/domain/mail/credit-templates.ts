import { programmeDay, type CreditExpiring } from '@rr/contracts';
import type { Locale } from '../../data-access/models/index.js';

/**
 * The credit expiry warning, in every interface locale: some of a rider's earnings expire within
 * 30 days; the mail lists what expires when, and links to the rider's wallet. Placeholders: {brand}, {amount},
 * {date}. `credit` (dealer credit and bonus: what the wallet shows as credit), `cash` and `more` (what did not fit
 * in the list) are one line each.
 */
export interface CreditMailCopy {
  'credit-expiring': { subject: string; intro: string; credit: string; cash: string; more: string; link: string; button: string; ignore: string };
}

export const CREDIT_MAIL_COPY: Record<Locale, CreditMailCopy> = {
  en: {
    'credit-expiring': {
      subject: 'Your {brand} earnings: {amount} expiring by {date}',
      intro: 'Some of your {brand} earnings expire soon. Whatever is left of them on their expiry date can no longer be used.',
      credit: '{amount} in dealer credit, expiring on {date}',
      cash: '{amount} in cash, expiring on {date}',
      more: '{amount} more, expiring by {date}',
      link: 'Before then, spend your dealer credit at a participating dealer or take out your cash. Your wallet shows your balances:',
      button: 'Open my wallet',
      ignore: 'If you have used these amounts since, you can ignore this email.',
    },
  },
  fr: {
    'credit-expiring': {
      subject: 'Vos gains {brand} : {amount} à utiliser d’ici le {date}',
      intro: 'Une partie de vos gains {brand} expire bientôt. Ce qui en restera à la date d’expiration ne pourra plus être utilisé.',
      credit: '{amount} de crédit concessionnaire, valable jusqu’au {date}',
      cash: '{amount} en espèces, valables jusqu’au {date}',
      more: 'Encore {amount}, à utiliser d’ici le {date}',
      link: 'D’ici là, utilisez votre crédit chez un concessionnaire partenaire ou retirez vos espèces. Votre portefeuille indique vos soldes :',
      button: 'Ouvrir mon portefeuille',
      ignore: 'Si vous avez déjà utilisé ces montants, ignorez ce courriel.',
    },
  },
  de: {
    'credit-expiring': {
      subject: 'Bis zum {date} verfallen {amount} deiner {brand}-Gewinne',
      intro: 'Ein Teil deiner {brand}-Gewinne läuft bald ab. Was am Ablaufdatum davon übrig ist, kann danach nicht mehr verwendet werden.',
      credit: '{amount} Händlerguthaben, gültig bis zum {date}',
      cash: '{amount} Bargeld, gültig bis zum {date}',
      more: 'Weitere {amount}, die spätestens am {date} ablaufen',
      link: 'Löse dein Händlerguthaben bis dahin bei einem teilnehmenden Händler ein oder lass dir dein Bargeld auszahlen. Deine Guthaben siehst du in deinem Konto:',
      button: 'Guthaben ansehen',
      ignore: 'Wenn du diese Beträge inzwischen verwendet hast, kannst du diese E-Mail ignorieren.',
    },
  },
  es: {
    'credit-expiring': {
      subject: 'Tus ganancias de {brand}: {amount} caducan a más tardar el {date}',
      intro: 'Parte de tus ganancias de {brand} caduca pronto. Lo que quede en su fecha de caducidad ya no se podrá usar.',
      credit: '{amount} en crédito de concesionario, válido hasta el {date}',
      cash: '{amount} en efectivo, válido hasta el {date}',
      more: 'Otros {amount}, que caducan a más tardar el {date}',
      link: 'Antes de esa fecha, usa tu crédito en un concesionario participante o retira tu efectivo. Tu monedero muestra tus saldos:',
      button: 'Abrir mi monedero',
      ignore: 'Si ya has usado estos importes, puedes ignorar este correo.',
    },
  },
  it: {
    'credit-expiring': {
      subject: 'Le tue vincite {brand}: {amount} scadono entro il {date}',
      intro: 'Una parte delle tue vincite {brand} sta per scadere. Ciò che ne resta alla data di scadenza non potrà più essere usato.',
      credit: '{amount} di credito concessionario, valido fino al {date}',
      cash: '{amount} in contanti, validi fino al {date}',
      more: 'Altri {amount}, che scadono entro il {date}',
      link: 'Entro quella data usa il tuo credito presso un concessionario aderente o preleva i tuoi contanti. Il tuo portafoglio mostra i saldi:',
      button: 'Apri il mio portafoglio',
      ignore: 'Se hai già usato questi importi, puoi ignorare questa e-mail.',
    },
  },
  nl: {
    'credit-expiring': {
      subject: 'Je {brand}-verdiensten: {amount} nog geldig tot uiterlijk {date}',
      intro: 'Een deel van je {brand}-verdiensten vervalt binnenkort. Wat er op de vervaldatum nog van over is, kun je daarna niet meer gebruiken.',
      credit: '{amount} dealertegoed, geldig tot {date}',
      cash: '{amount} contant, geldig tot {date}',
      more: 'Nog {amount}, dat uiterlijk op {date} vervalt',
      link: 'Besteed je dealertegoed vóór die tijd bij een deelnemende dealer of neem je contante saldo op. Je portemonnee toont je saldo:',
      button: 'Open mijn portemonnee',
      ignore: 'Heb je deze bedragen inmiddels gebruikt, dan kun je deze e-mail negeren.',
    },
  },
  no: {
    'credit-expiring': {
      subject: 'Gevinstene dine i {brand}: {amount} utløper innen {date}',
      intro: 'En del av gevinstene dine i {brand} utløper snart. Det som er igjen på utløpsdatoen, kan ikke brukes etterpå.',
      credit: '{amount} i forhandlerkreditt, gyldig til {date}',
      cash: '{amount} i kontanter, gyldig til {date}',
      more: 'Ytterligere {amount}, som utløper innen {date}',
      link: 'Før den tid kan du bruke forhandlerkreditten hos en deltakende forhandler eller ta ut kontantene dine. Lommeboken din viser saldoene:',
      button: 'Åpne lommeboken',
      ignore: 'Hvis du allerede har brukt disse beløpene, kan du se bort fra denne e-posten.',
    },
  },
  sv: {
    'credit-expiring': {
      subject: 'Dina vinster i {brand}: {amount} går ut senast {date}',
      intro: 'En del av dina vinster i {brand} går snart ut. Det som finns kvar på utgångsdagen kan inte användas efteråt.',
      credit: '{amount} i återförsäljarkredit, giltig till {date}',
      cash: '{amount} i kontanter, giltiga till {date}',
      more: 'Ytterligare {amount}, som går ut senast {date}',
      link: 'Använd din återförsäljarkredit hos en deltagande återförsäljare eller ta ut dina kontanter innan dess. Din plånbok visar dina saldon:',
      button: 'Öppna min plånbok',
      ignore: 'Om du redan har använt beloppen kan du bortse från det här mejlet.',
    },
  },
};


/** What one line of the mail is about: dealer credit (credit and bonus lots), cash, or the rest that did not fit. */
export type ExpiringKind = 'credit' | 'cash' | 'more';
interface ExpiringLine {
  day: string;
  kind: ExpiringKind;
  currency: string;
  cents: number;
}

/** The most lines a mail lists (the `values` of a `mail.send` are short strings); the rest is one "more" line per currency. */
export const MAX_EXPIRING_LINES = 10;
const LINE = /^(\d{4}-\d{2}-\d{2}) (credit|cash|more) ([A-Z]{3}) (\d{1,12})$/;

/**
 * A `rider.credit-expiring` message's lots as the `expiring` value of its mail: summed per programme day, kind and
 * currency, soonest first, at most MAX_EXPIRING_LINES lines (`2027-03-15 credit USD 5600;…`). Amounts and dates are
 * written in the rider's language when the mail is sent (`creditExpiringValues`), as the results reminder's date is.
 */
export function encodeExpiringLots(lots: CreditExpiring['lots']): string {
  const sums = new Map<string, ExpiringLine>();
  for (const lot of lots) {
    const line: ExpiringLine = { day: programmeDay(lot.expiresAt), kind: lot.type === 'cash' ? 'cash' : 'credit', currency: lot.currency, cents: lot.amountCents };
    const key = `${line.day} ${line.kind} ${line.currency}`;
    const known = sums.get(key);
    if (known) known.cents += line.cents;
    else sums.set(key, line);
  }
  const lines = [...sums.values()].sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind) || a.currency.localeCompare(b.currency));
  const shown = lines.length > MAX_EXPIRING_LINES ? lines.slice(0, MAX_EXPIRING_LINES - 1) : lines;
  const rest = new Map<string, ExpiringLine>();
  for (const line of lines.slice(shown.length)) {
    const more = rest.get(line.currency);
    if (more) {
      more.cents += line.cents;
      more.day = line.day;
    } else rest.set(line.currency, { ...line, kind: 'more' });
  }
  return [...shown, ...rest.values()].map((line) => `${line.day} ${line.kind} ${line.currency} ${line.cents}`).join(';');
}

/** The values the template shows: every line's amount and date, and for the subject the total (per currency) and the last date. */
export interface CreditExpiringValues {
  amount: string;
  date: string;
  expiring: Array<{ kind: ExpiringKind; amount: string; date: string }>;
}

/** Intl's name of a locale (Norwegian Bokmål for `no`, as the results reminder writes its date). */
const intlLocale = (locale: Locale) => (locale === 'no' ? 'nb' : locale);

/** `encodeExpiringLots`'s lines in the rider's language: amounts in their currency, dates written out. Null when unreadable. */
export function creditExpiringValues(locale: Locale, expiring: string | undefined): CreditExpiringValues | null {
  const lines = (expiring ?? '').split(';').map((text) => LINE.exec(text));
  if (lines.length === 0 || lines.some((match) => !match)) return null;
  const money = (currency: string, cents: number) => new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(cents / 100);
  const dates = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
  const day = (value: string) => dates.format(new Date(`${value}T00:00:00Z`));
  const parsed = lines.map((match) => ({ day: match![1]!, kind: match![2] as ExpiringKind, currency: match![3]!, cents: Number(match![4]) }));
  const totals = new Map<string, number>();
  for (const line of parsed) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.cents);
  const last = parsed.map((line) => line.day).sort().at(-1)!;
  return {
    amount: [...totals].map(([currency, cents]) => money(currency, cents)).join(' + '),
    date: day(last),
    expiring: parsed.map((line) => ({ kind: line.kind, amount: money(line.currency, line.cents), date: day(line.day) })),
  };
}
