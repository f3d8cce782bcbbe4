import type { Locale } from '../../data-access/models/index.js';

/**
 * What several money mails share, in every interface locale: what a line pays for ({what}, {place}), the cash-out
 * methods, and the closing line about the rider's mail settings.
 */
export interface MoneyWordsCopy {
  'money-words': { place: string; bonus: string; champion: string; prepaidCard: string; bank: string; digital: string; optional: string; required: string; settings: string };
}

export const MONEY_WORDS_COPY: Record<Locale, MoneyWordsCopy> = {
  en: {
    'money-words': {
      place: '{what}, place {place}',
      bonus: 'a bonus',
      champion: 'series champion, {what}',
      prepaidCard: 'prepaid card',
      bank: 'bank transfer',
      digital: 'digital wallet',
      optional: 'You get this email because it is turned on in your profile. You can turn it off there:',
      required: 'This email is always sent: the programme must tell you about money you owe or money that did not leave.',
      settings: 'My mail settings',
    },
  },
  fr: {
    'money-words': {
      place: '{what}, place {place}',
      bonus: 'une prime',
      champion: 'champion de la série, {what}',
      prepaidCard: 'carte prépayée',
      bank: 'virement bancaire',
      digital: 'portefeuille numérique',
      optional: 'Vous recevez ce courriel parce qu’il est activé dans votre profil. Vous pouvez l’y désactiver :',
      required: 'Ce courriel est toujours envoyé : le programme doit vous informer de l’argent que vous devez ou de l’argent qui n’est pas parti.',
      settings: 'Mes réglages de courriel',
    },
  },
  de: {
    'money-words': {
      place: '{what}, Platz {place}',
      bonus: 'einen Bonus',
      champion: 'Serienmeister, {what}',
      prepaidCard: 'Prepaidkarte',
      bank: 'Banküberweisung',
      digital: 'digitale Geldbörse',
      optional: 'Du bekommst diese E-Mail, weil sie in deinem Profil eingeschaltet ist. Dort kannst du sie abschalten:',
      required: 'Diese E-Mail bekommst du immer: Das Programm muss dir sagen, wenn du Geld schuldest oder Geld nicht ausgezahlt wurde.',
      settings: 'Meine E-Mail-Einstellungen',
    },
  },
  es: {
    'money-words': {
      place: '{what}, puesto {place}',
      bonus: 'una bonificación',
      champion: 'campeón de la serie, {what}',
      prepaidCard: 'tarjeta prepago',
      bank: 'transferencia bancaria',
      digital: 'monedero digital',
      optional: 'Recibes este correo porque está activado en tu perfil. Puedes desactivarlo allí:',
      required: 'Este correo se envía siempre: el programa debe avisarte del dinero que debes o del dinero que no salió.',
      settings: 'Mis ajustes de correo',
    },
  },
  it: {
    'money-words': {
      place: '{what}, {place}° posto',
      bonus: 'un bonus',
      champion: 'campione della serie, {what}',
      prepaidCard: 'carta prepagata',
      bank: 'bonifico bancario',
      digital: 'portafoglio digitale',
      optional: 'Ricevi questa e-mail perché è attiva nel tuo profilo. Puoi disattivarla lì:',
      required: 'Questa e-mail viene sempre inviata: il programma deve informarti del denaro che devi o del denaro che non è uscito.',
      settings: 'Le mie impostazioni e-mail',
    },
  },
  nl: {
    'money-words': {
      place: '{what}, plaats {place}',
      bonus: 'een bonus',
      champion: 'seriekampioen, {what}',
      prepaidCard: 'prepaidkaart',
      bank: 'bankoverschrijving',
      digital: 'digitale portemonnee',
      optional: 'Je krijgt deze e-mail omdat hij in je profiel aanstaat. Daar kun je hem uitzetten:',
      required: 'Deze e-mail wordt altijd verstuurd: het programma moet je laten weten wat je verschuldigd bent of welk geld niet is uitbetaald.',
      settings: 'Mijn e-mailinstellingen',
    },
  },
  no: {
    'money-words': {
      place: '{what}, {place}. plass',
      bonus: 'en bonus',
      champion: 'seriemester, {what}',
      prepaidCard: 'forhåndsbetalt kort',
      bank: 'bankoverføring',
      digital: 'digital lommebok',
      optional: 'Du får denne e-posten fordi den er slått på i profilen din. Du kan slå den av der:',
      required: 'Denne e-posten sendes alltid: programmet må fortelle deg om penger du skylder eller penger som ikke ble utbetalt.',
      settings: 'E-postinnstillingene mine',
    },
  },
  sv: {
    'money-words': {
      place: '{what}, plats {place}',
      bonus: 'en bonus',
      champion: 'seriemästare, {what}',
      prepaidCard: 'förbetalt kort',
      bank: 'banköverföring',
      digital: 'digital plånbok',
      optional: 'Du får det här mejlet eftersom det är påslaget i din profil. Du kan stänga av det där:',
      required: 'Det här mejlet skickas alltid: programmet måste berätta om pengar du är skyldig eller pengar som inte betalades ut.',
      settings: 'Mina mejlinställningar',
    },
  },
};
