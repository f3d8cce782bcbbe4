import type { Locale } from '../../data-access/models/index.js';

/**
 * What every mail opens and closes with, in every interface locale: the greeting (by name when the recipient's is
 * known) and the signature. Placeholders: {brand}, {recipient}.
 */
export interface FrameMailCopy {
  /** The greeting when the recipient's name is not known (e.g. the programme team's contact mail). */
  greeting: string;
  /** The greeting by name (`{recipient}`: the rider's or administrator's first name, the dealer's or promoter's name). */
  greetingNamed: string;
  signature: string;
}

export const FRAME_MAIL_COPY: Record<Locale, FrameMailCopy> = {
  en: {
    greeting: 'Hello,',
    greetingNamed: 'Hello {recipient},',
    signature: 'The {brand} team',
  },
  fr: {
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {recipient},',
    signature: "L'équipe {brand}",
  },
  de: {
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {recipient},',
    signature: 'Dein {brand}-Team',
  },
  es: {
    greeting: 'Hola:',
    greetingNamed: 'Hola, {recipient}:',
    signature: 'El equipo de {brand}',
  },
  it: {
    greeting: 'Ciao,',
    greetingNamed: 'Ciao {recipient},',
    signature: 'Il team di {brand}',
  },
  nl: {
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {recipient},',
    signature: 'Het {brand}-team',
  },
  no: {
    greeting: 'Hei,',
    greetingNamed: 'Hei {recipient},',
    signature: 'Hilsen {brand}-teamet',
  },
  sv: {
    greeting: 'Hej,',
    greetingNamed: 'Hej {recipient},',
    signature: 'Hälsningar, {brand}-teamet',
  },
};
