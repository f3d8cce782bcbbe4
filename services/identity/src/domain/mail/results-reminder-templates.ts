import type { Locale } from '../../data-access/models/index.js';

/**
 * The promoter's results reminder, in every interface locale: due in 2 days, or overdue (spec §9). Placeholders:
 * {brand}, {event}, {date}.
 */
export interface ResultsReminderMailCopy {
  /** A promoter's results are due in 2 days (`subject`, `intro`) or overdue (`overdueSubject`, `overdueIntro`), spec §9. */
  'results-reminder': { subject: string; intro: string; overdueSubject: string; overdueIntro: string; link: string; button: string; ignore: string };
}

export const RESULTS_REMINDER_MAIL_COPY: Record<Locale, ResultsReminderMailCopy> = {
  en: {
    'results-reminder': {
      subject: 'Results for {event} are due {date}',
      intro: 'Results for {event} are due on {date}, 7 days after the event. Riders are paid from them, so please upload them before then.',
      overdueSubject: 'Results for {event} are overdue',
      overdueIntro: 'Results for {event} were due on {date} and have not come in yet. Riders cannot be paid until they are uploaded: please upload them now.',
      link: 'Upload the results (a MyLaps or Speedhive export, or a sheet) from the event page:',
      button: 'Open the event',
      ignore: 'If the results are already in, you can ignore this email.',
    },
  },
  fr: {
    'results-reminder': {
      subject: 'Résultats de {event} à envoyer avant le {date}',
      intro: 'Les résultats de {event} sont à envoyer au plus tard le {date}, 7 jours après l\'épreuve. Les pilotes sont payés sur cette base : merci de les envoyer d\'ici là.',
      overdueSubject: 'Résultats de {event} en retard',
      overdueIntro: 'Les résultats de {event} étaient attendus le {date} et ne sont pas encore arrivés. Les pilotes ne peuvent pas être payés avant leur envoi : merci de les envoyer dès maintenant.',
      link: 'Envoyez les résultats (export MyLaps ou Speedhive, ou un tableau) depuis la page de l\'événement :',
      button: 'Ouvrir l\'événement',
      ignore: 'Si les résultats sont déjà envoyés, ignorez ce courriel.',
    },
  },
  de: {
    'results-reminder': {
      subject: 'Ergebnisse für {event} fällig am {date}',
      intro: 'Die Ergebnisse für {event} sind bis {date} fällig, 7 Tage nach der Veranstaltung. Die Fahrer werden danach bezahlt – bitte lade sie bis dahin hoch.',
      overdueSubject: 'Ergebnisse für {event} überfällig',
      overdueIntro: 'Die Ergebnisse für {event} waren am {date} fällig und sind noch nicht eingegangen. Die Fahrer können erst nach dem Hochladen bezahlt werden – bitte lade sie jetzt hoch.',
      link: 'Lade die Ergebnisse (ein MyLaps- oder Speedhive-Export oder eine Tabelle) auf der Seite der Veranstaltung hoch:',
      button: 'Veranstaltung öffnen',
      ignore: 'Wenn die Ergebnisse schon eingegangen sind, kannst du diese E-Mail ignorieren.',
    },
  },
  es: {
    'results-reminder': {
      subject: 'Resultados de {event}: fecha límite {date}',
      intro: 'Los resultados de {event} deben enviarse como tarde el {date}, 7 días después del evento. Los pilotos cobran a partir de ellos: súbelos antes de esa fecha.',
      overdueSubject: 'Resultados de {event} atrasados',
      overdueIntro: 'Los resultados de {event} debían enviarse el {date} y aún no han llegado. Los pilotos no pueden cobrar hasta que se suban: súbelos ahora.',
      link: 'Sube los resultados (una exportación de MyLaps o Speedhive, o una hoja) desde la página del evento:',
      button: 'Abrir el evento',
      ignore: 'Si los resultados ya están enviados, puedes ignorar este correo.',
    },
  },
  it: {
    'results-reminder': {
      subject: 'Risultati di {event} entro il {date}',
      intro: 'I risultati di {event} vanno inviati entro il {date}, 7 giorni dopo l\'evento. I piloti vengono pagati in base a essi: caricali entro quella data.',
      overdueSubject: 'Risultati di {event} in ritardo',
      overdueIntro: 'I risultati di {event} erano attesi per il {date} e non sono ancora arrivati. I piloti non possono essere pagati finché non vengono caricati: caricali ora.',
      link: 'Carica i risultati (un export MyLaps o Speedhive, o un foglio) dalla pagina dell\'evento:',
      button: 'Apri l\'evento',
      ignore: 'Se i risultati sono già stati inviati, puoi ignorare questa e-mail.',
    },
  },
  nl: {
    'results-reminder': {
      subject: 'Uitslagen van {event} uiterlijk {date}',
      intro: 'De uitslagen van {event} moeten uiterlijk {date} binnen zijn, 7 dagen na het evenement. Rijders worden op basis daarvan betaald: upload ze vóór die datum.',
      overdueSubject: 'Uitslagen van {event} te laat',
      overdueIntro: 'De uitslagen van {event} moesten op {date} binnen zijn en zijn er nog niet. Rijders kunnen pas betaald worden als ze zijn geüpload: upload ze nu.',
      link: 'Upload de uitslagen (een MyLaps- of Speedhive-export, of een bestand) op de pagina van het evenement:',
      button: 'Evenement openen',
      ignore: 'Als de uitslagen al binnen zijn, kun je deze e-mail negeren.',
    },
  },
  no: {
    'results-reminder': {
      subject: 'Resultater for {event} innen {date}',
      intro: 'Resultatene for {event} skal leveres innen {date}, 7 dager etter arrangementet. Førerne får betalt ut fra dem, så last dem opp før den tid.',
      overdueSubject: 'Resultatene for {event} er forsinket',
      overdueIntro: 'Resultatene for {event} skulle vært levert {date} og har ikke kommet inn. Førerne kan ikke få betalt før de er lastet opp: last dem opp nå.',
      link: 'Last opp resultatene (en MyLaps- eller Speedhive-eksport, eller et ark) på arrangementets side:',
      button: 'Åpne arrangementet',
      ignore: 'Hvis resultatene allerede er levert, kan du se bort fra denne e-posten.',
    },
  },
  sv: {
    'results-reminder': {
      subject: 'Resultat för {event} senast {date}',
      intro: 'Resultaten för {event} ska vara inne senast {date}, 7 dagar efter evenemanget. Förarna får betalt utifrån dem, så ladda upp dem innan dess.',
      overdueSubject: 'Resultaten för {event} är försenade',
      overdueIntro: 'Resultaten för {event} skulle vara inne {date} och har inte kommit. Förarna kan inte få betalt förrän de är uppladdade: ladda upp dem nu.',
      link: 'Ladda upp resultaten (en MyLaps- eller Speedhive-export, eller ett ark) på evenemangets sida:',
      button: 'Öppna evenemanget',
      ignore: 'Om resultaten redan är inne kan du bortse från det här mejlet.',
    },
  },
};
