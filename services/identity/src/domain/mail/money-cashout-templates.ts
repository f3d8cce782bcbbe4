import type { Locale } from '../../data-access/models/index.js';

/**
 * A cash-out paid (and where to collect it) or failed (the money is back on the balance), in every interface locale.
 * Placeholders: {brand}, {amount}, {method}, {balance}.
 */
export interface CashoutMailCopy {
  'cashout-paid': { subject: string; intro: string; collect: string; collectButton: string; wallet: string; walletButton: string };
  'cashout-failed': { subject: string; intro: string; balance: string; again: string; button: string };
}

export const CASHOUT_MAIL_COPY: Record<Locale, CashoutMailCopy> = {
  en: {
    'cashout-paid': {
      subject: 'Your {brand} cash-out of {amount} is paid',
      intro: 'Your cash-out of {amount} ({method}) is paid.',
      collect: 'Collect your money here. The link is yours alone: do not share it.',
      collectButton: 'Collect my money',
      wallet: 'Your wallet shows the cash-out and the way to collect it:',
      walletButton: 'Open my wallet',
    },
    'cashout-failed': {
      subject: 'Your {brand} cash-out of {amount} did not go through',
      intro: 'Your cash-out of {amount} ({method}) could not be paid. No money left your account.',
      balance: 'The {amount} is back on your cash balance, which is now {balance}.',
      again: 'You can cash out again, by the same or another method:',
      button: 'Cash out',
    },
  },
  fr: {
    'cashout-paid': {
      subject: 'Votre retrait {brand} de {amount} est payé',
      intro: 'Votre retrait de {amount} ({method}) est payé.',
      collect: 'Récupérez votre argent ici. Ce lien n’est qu’à vous : ne le partagez pas.',
      collectButton: 'Récupérer mon argent',
      wallet: 'Votre portefeuille montre le retrait et comment le récupérer :',
      walletButton: 'Ouvrir mon portefeuille',
    },
    'cashout-failed': {
      subject: 'Votre retrait {brand} de {amount} n’a pas abouti',
      intro: 'Votre retrait de {amount} ({method}) n’a pas pu être payé. Aucun argent n’a quitté votre compte.',
      balance: 'Les {amount} sont de retour sur votre solde en espèces, qui est maintenant de {balance}.',
      again: 'Vous pouvez refaire un retrait, par le même moyen ou un autre :',
      button: 'Retirer',
    },
  },
  de: {
    'cashout-paid': {
      subject: 'Deine {brand}-Auszahlung von {amount} ist bezahlt',
      intro: 'Deine Auszahlung von {amount} ({method}) ist bezahlt.',
      collect: 'Hol dir dein Geld hier ab. Der Link gehört nur dir: Gib ihn nicht weiter.',
      collectButton: 'Geld abholen',
      wallet: 'In deiner Geldbörse siehst du die Auszahlung und wie du sie abholst:',
      walletButton: 'Geldbörse öffnen',
    },
    'cashout-failed': {
      subject: 'Deine {brand}-Auszahlung von {amount} ist nicht durchgegangen',
      intro: 'Deine Auszahlung von {amount} ({method}) konnte nicht bezahlt werden. Es hat kein Geld dein Konto verlassen.',
      balance: 'Die {amount} sind wieder auf deinem Bargeldguthaben, das jetzt {balance} beträgt.',
      again: 'Du kannst erneut auszahlen, auf demselben oder einem anderen Weg:',
      button: 'Auszahlen',
    },
  },
  es: {
    'cashout-paid': {
      subject: 'Tu retiro de {brand} de {amount} está pagado',
      intro: 'Tu retiro de {amount} ({method}) está pagado.',
      collect: 'Recoge tu dinero aquí. El enlace es solo tuyo: no lo compartas.',
      collectButton: 'Recoger mi dinero',
      wallet: 'Tu monedero muestra el retiro y cómo recogerlo:',
      walletButton: 'Abrir mi monedero',
    },
    'cashout-failed': {
      subject: 'Tu retiro de {brand} de {amount} no se completó',
      intro: 'Tu retiro de {amount} ({method}) no se pudo pagar. No ha salido dinero de tu cuenta.',
      balance: 'Los {amount} han vuelto a tu saldo en efectivo, que ahora es de {balance}.',
      again: 'Puedes volver a retirar, por el mismo medio o por otro:',
      button: 'Retirar',
    },
  },
  it: {
    'cashout-paid': {
      subject: 'Il tuo prelievo {brand} di {amount} è pagato',
      intro: 'Il tuo prelievo di {amount} ({method}) è pagato.',
      collect: 'Ritira qui il tuo denaro. Il link è solo tuo: non condividerlo.',
      collectButton: 'Ritira il mio denaro',
      wallet: 'Il tuo portafoglio mostra il prelievo e come ritirarlo:',
      walletButton: 'Apri il mio portafoglio',
    },
    'cashout-failed': {
      subject: 'Il tuo prelievo {brand} di {amount} non è andato a buon fine',
      intro: 'Il tuo prelievo di {amount} ({method}) non è stato pagato. Nessun denaro ha lasciato il tuo conto.',
      balance: 'I {amount} sono tornati sul tuo saldo in contanti, che ora è di {balance}.',
      again: 'Puoi prelevare di nuovo, con lo stesso metodo o con un altro:',
      button: 'Preleva',
    },
  },
  nl: {
    'cashout-paid': {
      subject: 'Je {brand}-uitbetaling van {amount} is betaald',
      intro: 'Je uitbetaling van {amount} ({method}) is betaald.',
      collect: 'Haal je geld hier op. De link is alleen voor jou: deel hem niet.',
      collectButton: 'Mijn geld ophalen',
      wallet: 'Je portemonnee toont de uitbetaling en hoe je die ophaalt:',
      walletButton: 'Mijn portemonnee openen',
    },
    'cashout-failed': {
      subject: 'Je {brand}-uitbetaling van {amount} is niet gelukt',
      intro: 'Je uitbetaling van {amount} ({method}) kon niet worden betaald. Er heeft geen geld je account verlaten.',
      balance: 'De {amount} staat weer op je contante saldo, dat nu {balance} is.',
      again: 'Je kunt opnieuw uitbetalen, op dezelfde of een andere manier:',
      button: 'Uitbetalen',
    },
  },
  no: {
    'cashout-paid': {
      subject: 'Uttaket ditt i {brand} på {amount} er betalt',
      intro: 'Uttaket ditt på {amount} ({method}) er betalt.',
      collect: 'Hent pengene dine her. Lenken er bare din: ikke del den.',
      collectButton: 'Hent pengene mine',
      wallet: 'Lommeboken din viser uttaket og hvordan du henter det:',
      walletButton: 'Åpne lommeboken',
    },
    'cashout-failed': {
      subject: 'Uttaket ditt i {brand} på {amount} gikk ikke gjennom',
      intro: 'Uttaket ditt på {amount} ({method}) kunne ikke betales. Ingen penger har forlatt kontoen din.',
      balance: '{amount} er tilbake på kontantsaldoen din, som nå er {balance}.',
      again: 'Du kan ta ut på nytt, på samme eller en annen måte:',
      button: 'Ta ut',
    },
  },
  sv: {
    'cashout-paid': {
      subject: 'Ditt uttag i {brand} på {amount} är betalt',
      intro: 'Ditt uttag på {amount} ({method}) är betalt.',
      collect: 'Hämta dina pengar här. Länken är bara din: dela den inte.',
      collectButton: 'Hämta mina pengar',
      wallet: 'Din plånbok visar uttaget och hur du hämtar det:',
      walletButton: 'Öppna min plånbok',
    },
    'cashout-failed': {
      subject: 'Ditt uttag i {brand} på {amount} gick inte igenom',
      intro: 'Ditt uttag på {amount} ({method}) kunde inte betalas. Inga pengar har lämnat ditt konto.',
      balance: '{amount} finns åter på ditt kontantsaldo, som nu är {balance}.',
      again: 'Du kan göra ett nytt uttag, på samma eller ett annat sätt:',
      button: 'Ta ut',
    },
  },
};
