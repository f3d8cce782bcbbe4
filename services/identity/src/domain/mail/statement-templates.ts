import type { Locale } from '../../data-access/models/index.js';

/**
 * The January mail of year-end statements, in every interface locale: the rider's statement of the year just closed
 * is ready on their wallet (PDF and CSV). Placeholders: {brand}, {year}.
 */
export interface StatementMailCopy {
  'year-statement': { subject: string; intro: string; link: string; button: string; keep: string };
}

export const STATEMENT_MAIL_COPY: Record<Locale, StatementMailCopy> = {
  en: {
    'year-statement': {
      subject: 'Your {brand} statement for {year} is ready',
      intro: 'Your year-end statement for {year} lists every earning, tax withheld, cash-out, dealer purchase, refund and debt of the year, with the totals per currency.',
      link: 'Download it as a PDF or a spreadsheet (CSV) from your wallet:',
      button: 'See my statements',
      keep: 'Keep it with your tax records. Your statements of earlier years stay on your wallet too.',
    },
  },
  fr: {
    'year-statement': {
      subject: 'Votre relevé {brand} de {year} est disponible',
      intro: 'Votre relevé de fin d’année {year} indique chaque gain, impôt retenu, retrait, achat chez un concessionnaire, remboursement et dette de l’année, avec les totaux par devise.',
      link: 'Téléchargez-le en PDF ou en tableur (CSV) depuis votre portefeuille :',
      button: 'Voir mes relevés',
      keep: 'Conservez-le avec vos documents fiscaux. Les relevés des années précédentes restent aussi dans votre portefeuille.',
    },
  },
  de: {
    'year-statement': {
      subject: 'Deine {brand}-Jahresabrechnung {year} ist da',
      intro: 'Deine Jahresabrechnung {year} führt jeden Gewinn, jede einbehaltene Steuer, Auszahlung, jeden Einkauf beim Händler, jede Erstattung und Schuld des Jahres auf, mit den Summen je Währung.',
      link: 'Lade sie als PDF oder Tabelle (CSV) in deinem Konto herunter:',
      button: 'Abrechnungen ansehen',
      keep: 'Bewahre sie mit deinen Steuerunterlagen auf. Die Abrechnungen früherer Jahre findest du ebenfalls in deinem Konto.',
    },
  },
  es: {
    'year-statement': {
      subject: 'Tu extracto de {brand} de {year} ya está disponible',
      intro: 'Tu extracto anual de {year} recoge cada ganancia, retención, retiro, compra en un concesionario, reembolso y deuda del año, con los totales por moneda.',
      link: 'Descárgalo en PDF o en hoja de cálculo (CSV) desde tu monedero:',
      button: 'Ver mis extractos',
      keep: 'Guárdalo con tu documentación fiscal. Los extractos de años anteriores también siguen en tu monedero.',
    },
  },
  it: {
    'year-statement': {
      subject: 'Il tuo estratto conto {brand} del {year} è pronto',
      intro: 'Il tuo estratto conto annuale del {year} elenca ogni vincita, ritenuta, prelievo, acquisto presso un concessionario, rimborso e debito dell’anno, con i totali per valuta.',
      link: 'Scaricalo in PDF o come foglio di calcolo (CSV) dal tuo portafoglio:',
      button: 'Vedi i miei estratti conto',
      keep: 'Conservalo insieme ai tuoi documenti fiscali. Anche gli estratti conto degli anni precedenti restano nel tuo portafoglio.',
    },
  },
  nl: {
    'year-statement': {
      subject: 'Je {brand}-jaaroverzicht {year} staat klaar',
      intro: 'Je jaaroverzicht {year} toont elke verdienste, ingehouden belasting, uitbetaling, aankoop bij een dealer, terugbetaling en schuld van het jaar, met de totalen per valuta.',
      link: 'Download het als pdf of spreadsheet (csv) in je portemonnee:',
      button: 'Mijn overzichten bekijken',
      keep: 'Bewaar het bij je belastingpapieren. De overzichten van eerdere jaren blijven ook in je portemonnee staan.',
    },
  },
  no: {
    'year-statement': {
      subject: 'Årsoppgaven din fra {brand} for {year} er klar',
      intro: 'Årsoppgaven for {year} viser alle gevinster, skattetrekk, utbetalinger, kjøp hos forhandlere, refusjoner og gjeld i året, med summer per valuta.',
      link: 'Last den ned som PDF eller regneark (CSV) fra lommeboken din:',
      button: 'Se årsoppgavene mine',
      keep: 'Ta vare på den sammen med skattepapirene dine. Årsoppgavene for tidligere år ligger også i lommeboken.',
    },
  },
  sv: {
    'year-statement': {
      subject: 'Ditt årsbesked från {brand} för {year} är klart',
      intro: 'Årsbeskedet för {year} visar varje vinst, innehållen skatt, utbetalning, köp hos återförsäljare, återbetalning och skuld under året, med summor per valuta.',
      link: 'Ladda ned det som PDF eller kalkylblad (CSV) från din plånbok:',
      button: 'Visa mina årsbesked',
      keep: 'Spara det med dina skatteunderlag. Årsbeskeden för tidigare år finns också kvar i din plånbok.',
    },
  },
};
