import type { Locale } from '../../data-access/models/index.js';

/**
 * A contact-form message for the programme team, in every interface locale. Placeholders: {brand}, {name}, {email},
 * {company}, {language}, {topic}.
 */
export interface ContactMailCopy {
  /** A contact-form message for the programme team: who wrote, about what, and the message; answer to {email}. */
  'contact-message': { subject: string; intro: string; from: string; company: string; language: string; answer: string; accountHelp: string; dealerRedeem: string; promoter: string; other: string };
}

export const CONTACT_MAIL_COPY: Record<Locale, ContactMailCopy> = {
  en: {
    'contact-message': {
      subject: 'Contact form: {topic} from {name}',
      intro: 'A message came in through the {brand} contact form.',
      from: 'From: {name} <{email}>',
      company: 'Company: {company}',
      language: 'Written in: {language}',
      answer: 'Answer by writing to {email}.',
      accountHelp: 'Account help',
      dealerRedeem: 'Dealer redemption',
      promoter: 'Promoter',
      other: 'Other',
    },
  },
  fr: {
    'contact-message': {
      subject: 'Formulaire de contact : {topic} de {name}',
      intro: 'Un message est arrivé par le formulaire de contact {brand}.',
      from: 'De : {name} <{email}>',
      company: 'Société : {company}',
      language: 'Écrit en : {language}',
      answer: 'Répondez à {email}.',
      accountHelp: 'Aide au compte',
      dealerRedeem: 'Utilisation chez un concessionnaire',
      promoter: 'Promoteur',
      other: 'Autre',
    },
  },
  de: {
    'contact-message': {
      subject: 'Kontaktformular: {topic} von {name}',
      intro: 'Über das {brand}-Kontaktformular ist eine Nachricht eingegangen.',
      from: 'Von: {name} <{email}>',
      company: 'Firma: {company}',
      language: 'Geschrieben auf: {language}',
      answer: 'Antworte an {email}.',
      accountHelp: 'Hilfe zum Konto',
      dealerRedeem: 'Einlösung beim Händler',
      promoter: 'Veranstalter',
      other: 'Sonstiges',
    },
  },
  es: {
    'contact-message': {
      subject: 'Formulario de contacto: {topic} de {name}',
      intro: 'Ha llegado un mensaje por el formulario de contacto de {brand}.',
      from: 'De: {name} <{email}>',
      company: 'Empresa: {company}',
      language: 'Escrito en: {language}',
      answer: 'Responde a {email}.',
      accountHelp: 'Ayuda con la cuenta',
      dealerRedeem: 'Canje en concesionario',
      promoter: 'Promotor',
      other: 'Otro',
    },
  },
  it: {
    'contact-message': {
      subject: 'Modulo di contatto: {topic} da {name}',
      intro: 'È arrivato un messaggio dal modulo di contatto di {brand}.',
      from: 'Da: {name} <{email}>',
      company: 'Azienda: {company}',
      language: 'Scritto in: {language}',
      answer: 'Rispondi a {email}.',
      accountHelp: 'Aiuto con l’account',
      dealerRedeem: 'Utilizzo presso un concessionario',
      promoter: 'Promotore',
      other: 'Altro',
    },
  },
  nl: {
    'contact-message': {
      subject: 'Contactformulier: {topic} van {name}',
      intro: 'Er is een bericht binnengekomen via het contactformulier van {brand}.',
      from: 'Van: {name} <{email}>',
      company: 'Bedrijf: {company}',
      language: 'Geschreven in: {language}',
      answer: 'Antwoord aan {email}.',
      accountHelp: 'Hulp bij account',
      dealerRedeem: 'Inwisselen bij dealer',
      promoter: 'Organisator',
      other: 'Overig',
    },
  },
  no: {
    'contact-message': {
      subject: 'Kontaktskjema: {topic} fra {name}',
      intro: 'Det har kommet en melding via kontaktskjemaet til {brand}.',
      from: 'Fra: {name} <{email}>',
      company: 'Firma: {company}',
      language: 'Skrevet på: {language}',
      answer: 'Svar til {email}.',
      accountHelp: 'Hjelp med konto',
      dealerRedeem: 'Innløsning hos forhandler',
      promoter: 'Arrangør',
      other: 'Annet',
    },
  },
  sv: {
    'contact-message': {
      subject: 'Kontaktformulär: {topic} från {name}',
      intro: 'Ett meddelande har kommit in via kontaktformuläret för {brand}.',
      from: 'Från: {name} <{email}>',
      company: 'Företag: {company}',
      language: 'Skrivet på: {language}',
      answer: 'Svara till {email}.',
      accountHelp: 'Hjälp med kontot',
      dealerRedeem: 'Inlösen hos återförsäljare',
      promoter: 'Arrangör',
      other: 'Övrigt',
    },
  },
};
