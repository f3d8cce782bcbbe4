import type { Locale } from '../../data-access/models/index.js';

/**
 * A payout claim approved (and what it paid) or not approved, with the programme team's note, in every interface
 * locale. Placeholders: {brand}, {amount}, {event}, {what}.
 */
export interface ClaimMailCopy {
  'claim-approved': { subject: string; intro: string; paidCash: string; paidCredit: string; paidByResults: string; note: string; link: string; button: string };
  'claim-rejected': { subject: string; intro: string; note: string; again: string; link: string; button: string };
}

export const CLAIM_MAIL_COPY: Record<Locale, ClaimMailCopy> = {
  en: {
    'claim-approved': {
      subject: 'Your {brand} payout claim for {event} is approved',
      intro: 'The programme team approved your payout claim for {event} ({what}).',
      paidCash: '{amount} in cash is on your balance.',
      paidCredit: '{amount} in dealer credit is on your balance.',
      paidByResults: 'Your claim named the bike you raced on, so the event’s results now pay this class: {amount}, posted with the results.',
      note: 'The programme team’s note:',
      link: 'Your earnings page lists your claims:',
      button: 'See my claims',
    },
    'claim-rejected': {
      subject: 'Your {brand} payout claim for {event} was not approved',
      intro: 'The programme team reviewed your payout claim for {event} ({what}) and did not approve it.',
      note: 'The reason given:',
      again: 'If something was missing, you can file a new claim with more details while the event’s claim window is open, or write to us through the contact form.',
      link: 'Your earnings page lists your claims:',
      button: 'See my claims',
    },
  },
  fr: {
    'claim-approved': {
      subject: 'Votre réclamation de gain {brand} pour {event} est acceptée',
      intro: 'L’équipe du programme a accepté votre réclamation de gain pour {event} ({what}).',
      paidCash: '{amount} en espèces sont sur votre solde.',
      paidCredit: '{amount} de crédit concessionnaire sont sur votre solde.',
      paidByResults: 'Votre réclamation indique la moto utilisée : les résultats de l’épreuve paient maintenant cette catégorie, {amount}, versés avec les résultats.',
      note: 'La note de l’équipe du programme :',
      link: 'Votre page de gains liste vos réclamations :',
      button: 'Voir mes réclamations',
    },
    'claim-rejected': {
      subject: 'Votre réclamation de gain {brand} pour {event} n’est pas acceptée',
      intro: 'L’équipe du programme a examiné votre réclamation de gain pour {event} ({what}) et ne l’a pas acceptée.',
      note: 'Le motif indiqué :',
      again: 'S’il manquait quelque chose, vous pouvez déposer une nouvelle réclamation plus détaillée tant que le délai de réclamation de l’épreuve court, ou nous écrire par le formulaire de contact.',
      link: 'Votre page de gains liste vos réclamations :',
      button: 'Voir mes réclamations',
    },
  },
  de: {
    'claim-approved': {
      subject: 'Deine {brand}-Zahlungsreklamation für {event} ist genehmigt',
      intro: 'Das Programmteam hat deine Zahlungsreklamation für {event} ({what}) genehmigt.',
      paidCash: '{amount} Bargeld sind auf deinem Guthaben.',
      paidCredit: '{amount} Händlerguthaben sind auf deinem Guthaben.',
      paidByResults: 'Deine Reklamation nennt das Motorrad, mit dem du gefahren bist: Die Ergebnisse der Veranstaltung zahlen diese Klasse jetzt, {amount}, gebucht mit den Ergebnissen.',
      note: 'Die Notiz des Programmteams:',
      link: 'Auf deiner Gewinnseite stehen deine Reklamationen:',
      button: 'Meine Reklamationen ansehen',
    },
    'claim-rejected': {
      subject: 'Deine {brand}-Zahlungsreklamation für {event} wurde nicht genehmigt',
      intro: 'Das Programmteam hat deine Zahlungsreklamation für {event} ({what}) geprüft und nicht genehmigt.',
      note: 'Die angegebene Begründung:',
      again: 'Falls etwas gefehlt hat, kannst du eine neue Reklamation mit mehr Angaben einreichen, solange die Frist der Veranstaltung läuft, oder uns über das Kontaktformular schreiben.',
      link: 'Auf deiner Gewinnseite stehen deine Reklamationen:',
      button: 'Meine Reklamationen ansehen',
    },
  },
  es: {
    'claim-approved': {
      subject: 'Tu reclamación de pago de {brand} para {event} está aprobada',
      intro: 'El equipo del programa aprobó tu reclamación de pago para {event} ({what}).',
      paidCash: 'Tienes {amount} en efectivo en tu saldo.',
      paidCredit: 'Tienes {amount} en crédito de concesionario en tu saldo.',
      paidByResults: 'Tu reclamación indica la moto con la que corriste: los resultados del evento pagan ahora esta categoría, {amount}, que se abonan con los resultados.',
      note: 'La nota del equipo del programa:',
      link: 'Tu página de ganancias muestra tus reclamaciones:',
      button: 'Ver mis reclamaciones',
    },
    'claim-rejected': {
      subject: 'Tu reclamación de pago de {brand} para {event} no se aprobó',
      intro: 'El equipo del programa revisó tu reclamación de pago para {event} ({what}) y no la aprobó.',
      note: 'El motivo indicado:',
      again: 'Si faltaba algo, puedes presentar una nueva reclamación con más detalles mientras el plazo de reclamación del evento siga abierto, o escribirnos desde el formulario de contacto.',
      link: 'Tu página de ganancias muestra tus reclamaciones:',
      button: 'Ver mis reclamaciones',
    },
  },
  it: {
    'claim-approved': {
      subject: 'Il tuo reclamo sui pagamenti {brand} per {event} è approvato',
      intro: 'Il team del programma ha approvato il tuo reclamo sui pagamenti per {event} ({what}).',
      paidCash: '{amount} in contanti sono sul tuo saldo.',
      paidCredit: '{amount} di credito concessionario sono sul tuo saldo.',
      paidByResults: 'Il tuo reclamo indica la moto con cui hai corso: i risultati dell’evento pagano ora questa classe, {amount}, accreditati con i risultati.',
      note: 'La nota del team del programma:',
      link: 'La pagina delle vincite elenca i tuoi reclami:',
      button: 'Vedi i miei reclami',
    },
    'claim-rejected': {
      subject: 'Il tuo reclamo sui pagamenti {brand} per {event} non è stato approvato',
      intro: 'Il team del programma ha esaminato il tuo reclamo sui pagamenti per {event} ({what}) e non l’ha approvato.',
      note: 'Il motivo indicato:',
      again: 'Se mancava qualcosa, puoi presentare un nuovo reclamo con più dettagli finché il termine dei reclami dell’evento è aperto, oppure scriverci con il modulo di contatto.',
      link: 'La pagina delle vincite elenca i tuoi reclami:',
      button: 'Vedi i miei reclami',
    },
  },
  nl: {
    'claim-approved': {
      subject: 'Je {brand}-betalingsclaim voor {event} is goedgekeurd',
      intro: 'Het programmateam heeft je betalingsclaim voor {event} ({what}) goedgekeurd.',
      paidCash: '{amount} contant staat op je saldo.',
      paidCredit: '{amount} dealertegoed staat op je saldo.',
      paidByResults: 'Je claim noemt de motor waarop je reed: de uitslagen van het evenement betalen deze klasse nu uit, {amount}, geboekt met de uitslagen.',
      note: 'De notitie van het programmateam:',
      link: 'Je verdienstenpagina toont je claims:',
      button: 'Mijn claims bekijken',
    },
    'claim-rejected': {
      subject: 'Je {brand}-betalingsclaim voor {event} is niet goedgekeurd',
      intro: 'Het programmateam heeft je betalingsclaim voor {event} ({what}) bekeken en niet goedgekeurd.',
      note: 'De opgegeven reden:',
      again: 'Ontbrak er iets, dan kun je een nieuwe claim met meer details indienen zolang de claimtermijn van het evenement loopt, of ons schrijven via het contactformulier.',
      link: 'Je verdienstenpagina toont je claims:',
      button: 'Mijn claims bekijken',
    },
  },
  no: {
    'claim-approved': {
      subject: 'Kravet ditt om utbetaling i {brand} for {event} er godkjent',
      intro: 'Programteamet har godkjent kravet ditt om utbetaling for {event} ({what}).',
      paidCash: '{amount} i kontanter er på saldoen din.',
      paidCredit: '{amount} i forhandlerkreditt er på saldoen din.',
      paidByResults: 'Kravet ditt oppgir sykkelen du kjørte på: resultatene fra arrangementet betaler nå denne klassen, {amount}, ført sammen med resultatene.',
      note: 'Programteamets merknad:',
      link: 'Inntektssiden din viser kravene dine:',
      button: 'Se kravene mine',
    },
    'claim-rejected': {
      subject: 'Kravet ditt om utbetaling i {brand} for {event} ble ikke godkjent',
      intro: 'Programteamet har vurdert kravet ditt om utbetaling for {event} ({what}) og godkjente det ikke.',
      note: 'Begrunnelsen som ble gitt:',
      again: 'Hvis noe manglet, kan du sende et nytt krav med flere detaljer mens kravfristen for arrangementet er åpen, eller skrive til oss via kontaktskjemaet.',
      link: 'Inntektssiden din viser kravene dine:',
      button: 'Se kravene mine',
    },
  },
  sv: {
    'claim-approved': {
      subject: 'Ditt betalningsanspråk i {brand} för {event} är godkänt',
      intro: 'Programteamet har godkänt ditt betalningsanspråk för {event} ({what}).',
      paidCash: '{amount} i kontanter finns på ditt saldo.',
      paidCredit: '{amount} i återförsäljarkredit finns på ditt saldo.',
      paidByResults: 'Ditt anspråk anger motorcykeln du körde: evenemangets resultat betalar nu den här klassen, {amount}, som bokförs med resultaten.',
      note: 'Programteamets anteckning:',
      link: 'Din sida med intjänat visar dina anspråk:',
      button: 'Se mina anspråk',
    },
    'claim-rejected': {
      subject: 'Ditt betalningsanspråk i {brand} för {event} godkändes inte',
      intro: 'Programteamet har granskat ditt betalningsanspråk för {event} ({what}) och godkände det inte.',
      note: 'Skälet som angavs:',
      again: 'Om något saknades kan du lämna in ett nytt anspråk med fler detaljer medan evenemangets anspråksfrist är öppen, eller skriva till oss via kontaktformuläret.',
      link: 'Din sida med intjänat visar dina anspråk:',
      button: 'Se mina anspråk',
    },
  },
};
