import type { Locale } from '../../data-access/models/index.js';

/**
 * Dealer credit spent at a dealer: the receipt and what is left, in every interface locale. Placeholders: {brand},
 * {amount}, {dealer}, {code}, {left}.
 */
export interface RedeemedMailCopy {
  'credit-redeemed': { subject: string; intro: string; receipt: string; left: string; notYou: string; link: string; button: string };
}

export const REDEEMED_MAIL_COPY: Record<Locale, RedeemedMailCopy> = {
  en: {
    'credit-redeemed': {
      subject: 'You spent {amount} of dealer credit at {dealer}',
      intro: '{amount} of your dealer credit was spent at {dealer}.',
      receipt: 'Receipt code: {code}',
      left: 'Dealer credit left: {left}',
      notYou: 'If you did not spend it, write to us through the contact form right away and set a new PIN in your profile.',
      link: 'Your wallet lists every redemption:',
      button: 'Open my wallet',
    },
  },
  fr: {
    'credit-redeemed': {
      subject: 'Vous avez utilisé {amount} de crédit concessionnaire chez {dealer}',
      intro: '{amount} de votre crédit concessionnaire ont été utilisés chez {dealer}.',
      receipt: 'Code du reçu : {code}',
      left: 'Crédit concessionnaire restant : {left}',
      notYou: 'Si ce n’était pas vous, écrivez-nous tout de suite par le formulaire de contact et choisissez un nouveau code PIN dans votre profil.',
      link: 'Votre portefeuille liste chaque utilisation :',
      button: 'Ouvrir mon portefeuille',
    },
  },
  de: {
    'credit-redeemed': {
      subject: 'Du hast {amount} Händlerguthaben bei {dealer} eingelöst',
      intro: '{amount} deines Händlerguthabens wurden bei {dealer} eingelöst.',
      receipt: 'Belegcode: {code}',
      left: 'Verbleibendes Händlerguthaben: {left}',
      notYou: 'Wenn du das nicht warst, schreib uns sofort über das Kontaktformular und lege in deinem Profil eine neue PIN fest.',
      link: 'In deiner Geldbörse steht jede Einlösung:',
      button: 'Geldbörse öffnen',
    },
  },
  es: {
    'credit-redeemed': {
      subject: 'Has gastado {amount} de crédito de concesionario en {dealer}',
      intro: 'Se han gastado {amount} de tu crédito de concesionario en {dealer}.',
      receipt: 'Código del recibo: {code}',
      left: 'Crédito de concesionario restante: {left}',
      notYou: 'Si no fuiste tú, escríbenos enseguida desde el formulario de contacto y elige un PIN nuevo en tu perfil.',
      link: 'Tu monedero muestra cada canje:',
      button: 'Abrir mi monedero',
    },
  },
  it: {
    'credit-redeemed': {
      subject: 'Hai usato {amount} di credito concessionario presso {dealer}',
      intro: '{amount} del tuo credito concessionario sono stati usati presso {dealer}.',
      receipt: 'Codice ricevuta: {code}',
      left: 'Credito concessionario rimasto: {left}',
      notYou: 'Se non sei stato tu, scrivici subito con il modulo di contatto e scegli un nuovo PIN nel tuo profilo.',
      link: 'Il tuo portafoglio elenca ogni utilizzo:',
      button: 'Apri il mio portafoglio',
    },
  },
  nl: {
    'credit-redeemed': {
      subject: 'Je hebt {amount} dealertegoed besteed bij {dealer}',
      intro: 'Er is {amount} van je dealertegoed besteed bij {dealer}.',
      receipt: 'Bonnummer: {code}',
      left: 'Resterend dealertegoed: {left}',
      notYou: 'Was jij dit niet, schrijf ons dan meteen via het contactformulier en kies een nieuwe pincode in je profiel.',
      link: 'Je portemonnee toont elke inwisseling:',
      button: 'Mijn portemonnee openen',
    },
  },
  no: {
    'credit-redeemed': {
      subject: 'Du brukte {amount} i forhandlerkreditt hos {dealer}',
      intro: '{amount} av forhandlerkreditten din ble brukt hos {dealer}.',
      receipt: 'Kvitteringskode: {code}',
      left: 'Forhandlerkreditt igjen: {left}',
      notYou: 'Hvis det ikke var deg, skriv til oss med en gang via kontaktskjemaet og velg en ny PIN-kode i profilen din.',
      link: 'Lommeboken din viser hver innløsning:',
      button: 'Åpne lommeboken',
    },
  },
  sv: {
    'credit-redeemed': {
      subject: 'Du använde {amount} i återförsäljarkredit hos {dealer}',
      intro: '{amount} av din återförsäljarkredit användes hos {dealer}.',
      receipt: 'Kvittokod: {code}',
      left: 'Återförsäljarkredit kvar: {left}',
      notYou: 'Om det inte var du, skriv till oss direkt via kontaktformuläret och välj en ny PIN-kod i din profil.',
      link: 'Din plånbok visar varje inlösen:',
      button: 'Öppna min plånbok',
    },
  },
};
