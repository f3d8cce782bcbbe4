import type { Locale } from '../../data-access/models/index.js';

/**
 * The promoter application mails, in every interface locale: the applicant's receipt, the
 * approval, with the link to choose a password for a first-time promoter or to sign in for a returning one, and the
 * rejection, with the reason staff gave (its own paragraph after `reason`, as written: never filled in).
 * Placeholders: {brand}, {name}, {year}, {series}.
 */
export interface PromoterMailCopy {
  'promoter-application': { subject: string; intro: string; review: string; ignore: string };
  'promoter-approved': { subject: string; intro: string; setPassword: string; setPasswordButton: string; expiry: string; signIn: string; signInButton: string };
  'promoter-rejected': { subject: string; intro: string; reason: string; reapply: string };
}

export const PROMOTER_MAIL_COPY: Record<Locale, PromoterMailCopy> = {
  en: {
    'promoter-application': {
      subject: 'We received your {brand} promoter application for {year}',
      intro: 'Thank you, {name}. We received your application to run {series} in the {brand} programme for the {year} season.',
      review: 'The programme team reviews every application and answers by email, usually within a few working days.',
      ignore: 'If you did not apply, you can ignore this email.',
    },
    'promoter-approved': {
      subject: 'Your {brand} promoter application for {year} is approved',
      intro: 'Good news, {name}: {series} is approved for the {year} season of the {brand} programme.',
      setPassword: 'Choose your password to open the promoter area, where you add your events, their payouts and their results:',
      setPasswordButton: 'Choose a password',
      expiry: 'The link is valid for 7 days and works once. After that, use "Forgot password" on the login page.',
      signIn: 'Sign in to the promoter area to add this season’s events, their payouts and their results:',
      signInButton: 'Sign in',
    },
    'promoter-rejected': {
      subject: 'Your {brand} promoter application for {year} was not accepted',
      intro: 'Thank you for applying, {name}. After review, the programme team could not accept {series} for the {year} season of the {brand} programme.',
      reason: 'The reason given:',
      reapply: 'If you have questions, use the contact form on our website. You are welcome to apply again for a later season.',
    },
  },
  fr: {
    'promoter-application': {
      subject: 'Nous avons reçu votre candidature d’organisateur {brand} pour {year}',
      intro: 'Merci, {name}. Nous avons reçu votre candidature pour organiser {series} dans le programme {brand} pour la saison {year}.',
      review: 'L’équipe du programme examine chaque candidature et répond par courriel, en général sous quelques jours ouvrés.',
      ignore: 'Si vous n’avez pas fait cette demande, ignorez ce courriel.',
    },
    'promoter-approved': {
      subject: 'Votre candidature d’organisateur {brand} pour {year} est acceptée',
      intro: 'Bonne nouvelle, {name} : {series} est accepté pour la saison {year} du programme {brand}.',
      setPassword: 'Choisissez votre mot de passe pour ouvrir l’espace organisateur, où vous ajoutez vos épreuves, leurs gains et leurs résultats :',
      setPasswordButton: 'Choisir un mot de passe',
      expiry: 'Le lien est valable 7 jours et une seule fois. Ensuite, utilisez « Mot de passe oublié » sur la page de connexion.',
      signIn: 'Connectez-vous à l’espace organisateur pour ajouter les épreuves de la saison, leurs gains et leurs résultats :',
      signInButton: 'Se connecter',
    },
    'promoter-rejected': {
      subject: 'Votre candidature d’organisateur {brand} pour {year} n’est pas retenue',
      intro: 'Merci de votre candidature, {name}. Après examen, l’équipe du programme ne peut pas retenir {series} pour la saison {year} du programme {brand}.',
      reason: 'Motif indiqué :',
      reapply: 'Pour toute question, utilisez le formulaire de contact de notre site. Vous pourrez déposer une nouvelle candidature pour une saison ultérieure.',
    },
  },
  de: {
    'promoter-application': {
      subject: 'Wir haben deine {brand}-Veranstalterbewerbung für {year} erhalten',
      intro: 'Vielen Dank, {name}. Wir haben deine Bewerbung erhalten, {series} in der Saison {year} im {brand}-Programm auszurichten.',
      review: 'Das Programmteam prüft jede Bewerbung und antwortet per E-Mail, meist innerhalb weniger Werktage.',
      ignore: 'Wenn du dich nicht beworben hast, kannst du diese E-Mail ignorieren.',
    },
    'promoter-approved': {
      subject: 'Deine {brand}-Veranstalterbewerbung für {year} ist angenommen',
      intro: 'Gute Nachricht, {name}: {series} ist für die Saison {year} des {brand}-Programms angenommen.',
      setPassword: 'Wähle dein Passwort, um den Veranstalterbereich zu öffnen, in dem du Veranstaltungen, Preisgelder und Ergebnisse einträgst:',
      setPasswordButton: 'Passwort wählen',
      expiry: 'Der Link ist 7 Tage gültig und funktioniert einmal. Danach nutzt du „Passwort vergessen“ auf der Anmeldeseite.',
      signIn: 'Melde dich im Veranstalterbereich an, um die Veranstaltungen der Saison, ihre Preisgelder und Ergebnisse einzutragen:',
      signInButton: 'Anmelden',
    },
    'promoter-rejected': {
      subject: 'Deine {brand}-Veranstalterbewerbung für {year} wurde nicht angenommen',
      intro: 'Danke für deine Bewerbung, {name}. Nach Prüfung kann das Programmteam {series} für die Saison {year} des {brand}-Programms leider nicht aufnehmen.',
      reason: 'Angegebener Grund:',
      reapply: 'Bei Fragen nutze bitte das Kontaktformular auf unserer Website. Du kannst dich gern für eine spätere Saison erneut bewerben.',
    },
  },
  es: {
    'promoter-application': {
      subject: 'Hemos recibido tu solicitud de organizador de {brand} para {year}',
      intro: 'Gracias, {name}. Hemos recibido tu solicitud para organizar {series} en el programa {brand} en la temporada {year}.',
      review: 'El equipo del programa revisa cada solicitud y responde por correo, normalmente en pocos días laborables.',
      ignore: 'Si no has hecho esta solicitud, puedes ignorar este correo.',
    },
    'promoter-approved': {
      subject: 'Tu solicitud de organizador de {brand} para {year} está aprobada',
      intro: 'Buenas noticias, {name}: {series} está aprobada para la temporada {year} del programa {brand}.',
      setPassword: 'Elige tu contraseña para abrir el área de organizadores, donde añades tus eventos, sus pagos y sus resultados:',
      setPasswordButton: 'Elegir una contraseña',
      expiry: 'El enlace es válido 7 días y funciona una vez. Después, usa «¿Has olvidado tu contraseña?» en la página de acceso.',
      signIn: 'Inicia sesión en el área de organizadores para añadir los eventos de la temporada, sus pagos y sus resultados:',
      signInButton: 'Iniciar sesión',
    },
    'promoter-rejected': {
      subject: 'Tu solicitud de organizador de {brand} para {year} no ha sido aceptada',
      intro: 'Gracias por tu solicitud, {name}. Tras revisarla, el equipo del programa no puede aceptar {series} para la temporada {year} del programa {brand}.',
      reason: 'Motivo indicado:',
      reapply: 'Si tienes preguntas, usa el formulario de contacto de nuestra web. Puedes volver a presentar una solicitud para una temporada posterior.',
    },
  },
  it: {
    'promoter-application': {
      subject: 'Abbiamo ricevuto la sua candidatura come organizzatore {brand} per il {year}',
      intro: 'Grazie, {name}. Abbiamo ricevuto la sua candidatura per organizzare {series} nel programma {brand} per la stagione {year}.',
      review: 'Il team del programma esamina ogni candidatura e risponde via e-mail, di solito entro pochi giorni lavorativi.',
      ignore: 'Se non ha inviato questa candidatura, può ignorare questa e-mail.',
    },
    'promoter-approved': {
      subject: 'La sua candidatura come organizzatore {brand} per il {year} è approvata',
      intro: 'Buone notizie, {name}: {series} è approvata per la stagione {year} del programma {brand}.',
      setPassword: 'Scelga la password per aprire l’area organizzatori, dove aggiunge i suoi eventi, i premi e i risultati:',
      setPasswordButton: 'Scegli una password',
      expiry: 'Il link vale 7 giorni e funziona una volta. Dopo, usi «Password dimenticata» nella pagina di accesso.',
      signIn: 'Acceda all’area organizzatori per aggiungere gli eventi della stagione, i premi e i risultati:',
      signInButton: 'Accedi',
    },
    'promoter-rejected': {
      subject: 'La sua candidatura come organizzatore {brand} per il {year} non è stata accolta',
      intro: 'Grazie per la candidatura, {name}. Dopo l’esame, il team del programma non può accogliere {series} per la stagione {year} del programma {brand}.',
      reason: 'Motivo indicato:',
      reapply: 'Per qualsiasi domanda, usi il modulo di contatto del nostro sito. Può candidarsi di nuovo per una stagione successiva.',
    },
  },
  nl: {
    'promoter-application': {
      subject: 'We hebben je {brand}-aanvraag als organisator voor {year} ontvangen',
      intro: 'Dank je, {name}. We hebben je aanvraag ontvangen om {series} in het {brand}-programma te organiseren in het seizoen {year}.',
      review: 'Het programmateam beoordeelt elke aanvraag en antwoordt per e-mail, meestal binnen enkele werkdagen.',
      ignore: 'Als je niets hebt aangevraagd, kun je deze e-mail negeren.',
    },
    'promoter-approved': {
      subject: 'Je {brand}-aanvraag als organisator voor {year} is goedgekeurd',
      intro: 'Goed nieuws, {name}: {series} is goedgekeurd voor het seizoen {year} van het {brand}-programma.',
      setPassword: 'Kies je wachtwoord om de organisatorenomgeving te openen, waar je je evenementen, uitbetalingen en uitslagen invoert:',
      setPasswordButton: 'Wachtwoord kiezen',
      expiry: 'De link is 7 dagen geldig en werkt één keer. Gebruik daarna "Wachtwoord vergeten" op de inlogpagina.',
      signIn: 'Log in op de organisatorenomgeving om de evenementen van het seizoen, hun uitbetalingen en uitslagen in te voeren:',
      signInButton: 'Inloggen',
    },
    'promoter-rejected': {
      subject: 'Je {brand}-aanvraag als organisator voor {year} is niet goedgekeurd',
      intro: 'Bedankt voor je aanvraag, {name}. Na beoordeling kan het programmateam {series} niet toelaten tot het seizoen {year} van het {brand}-programma.',
      reason: 'Opgegeven reden:',
      reapply: 'Heb je vragen? Gebruik dan het contactformulier op onze website. Je kunt voor een later seizoen opnieuw een aanvraag indienen.',
    },
  },
  no: {
    'promoter-application': {
      subject: 'Vi har mottatt søknaden din som {brand}-arrangør for {year}',
      intro: 'Takk, {name}. Vi har mottatt søknaden din om å arrangere {series} i {brand}-programmet for sesongen {year}.',
      review: 'Programteamet går gjennom hver søknad og svarer på e-post, vanligvis innen noen få virkedager.',
      ignore: 'Hvis du ikke har søkt, kan du se bort fra denne e-posten.',
    },
    'promoter-approved': {
      subject: 'Søknaden din som {brand}-arrangør for {year} er godkjent',
      intro: 'Gode nyheter, {name}: {series} er godkjent for sesongen {year} i {brand}-programmet.',
      setPassword: 'Velg passordet ditt for å åpne arrangørområdet, der du legger inn arrangementer, premier og resultater:',
      setPasswordButton: 'Velg et passord',
      expiry: 'Lenken gjelder i 7 dager og virker én gang. Deretter bruker du «Glemt passord» på innloggingssiden.',
      signIn: 'Logg inn i arrangørområdet for å legge inn sesongens arrangementer, premier og resultater:',
      signInButton: 'Logg inn',
    },
    'promoter-rejected': {
      subject: 'Søknaden din som {brand}-arrangør for {year} er ikke godkjent',
      intro: 'Takk for søknaden, {name}. Etter gjennomgang kan ikke programteamet godkjenne {series} for sesongen {year} i {brand}-programmet.',
      reason: 'Oppgitt begrunnelse:',
      reapply: 'Har du spørsmål, kan du bruke kontaktskjemaet på nettstedet vårt. Du er velkommen til å søke på nytt for en senere sesong.',
    },
  },
  sv: {
    'promoter-application': {
      subject: 'Vi har tagit emot din ansökan som {brand}-arrangör för {year}',
      intro: 'Tack, {name}. Vi har tagit emot din ansökan om att arrangera {series} i {brand}-programmet säsongen {year}.',
      review: 'Programteamet går igenom varje ansökan och svarar via e-post, oftast inom några arbetsdagar.',
      ignore: 'Om du inte har ansökt kan du bortse från det här e-postmeddelandet.',
    },
    'promoter-approved': {
      subject: 'Din ansökan som {brand}-arrangör för {year} är godkänd',
      intro: 'Goda nyheter, {name}: {series} är godkänd för säsongen {year} i {brand}-programmet.',
      setPassword: 'Välj ditt lösenord för att öppna arrangörsområdet, där du lägger in dina evenemang, prispengar och resultat:',
      setPasswordButton: 'Välj ett lösenord',
      expiry: 'Länken gäller i 7 dagar och fungerar en gång. Använd sedan "Glömt lösenord" på inloggningssidan.',
      signIn: 'Logga in i arrangörsområdet för att lägga in säsongens evenemang, prispengar och resultat:',
      signInButton: 'Logga in',
    },
    'promoter-rejected': {
      subject: 'Din ansökan som {brand}-arrangör för {year} har inte godkänts',
      intro: 'Tack för din ansökan, {name}. Efter granskning kan programteamet inte godkänna {series} för säsongen {year} i {brand}-programmet.',
      reason: 'Angivet skäl:',
      reapply: 'Har du frågor kan du använda kontaktformuläret på vår webbplats. Du är välkommen att ansöka igen inför en senare säsong.',
    },
  },
};
