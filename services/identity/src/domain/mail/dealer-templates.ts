import type { Locale } from '../../data-access/models/index.js';

/**
 * The dealer's invitation, in every interface locale: the programme team created the dealer's
 * login (its e-mail), and the link sets its first password (valid 7 days, once). Placeholders: {brand}, {name} (the
 * dealer's name).
 */
export interface DealerMailCopy {
  'dealer-invitation': { subject: string; intro: string; link: string; button: string; expiry: string; ignore: string };
}

export const DEALER_MAIL_COPY: Record<Locale, DealerMailCopy> = {
  en: {
    'dealer-invitation': {
      subject: 'You have a dealer login for {brand}: set your password',
      intro: '{name} is a participating dealer of the {brand} programme. Its dealer login is this email address.',
      link: 'Choose your password to open the dealer area, where you redeem riders’ dealer credit and see your redemptions:',
      button: 'Choose a password',
      expiry: 'The link is valid for 7 days and works once. After that, use "Forgot password" on the login page or ask the programme team for a new invitation.',
      ignore: 'If you did not expect this email, you can ignore it: nobody can sign in until a password is chosen.',
    },
  },
  fr: {
    'dealer-invitation': {
      subject: 'Vous avez un accès concessionnaire {brand} : choisissez votre mot de passe',
      intro: '{name} est un concessionnaire participant du programme {brand}. Son accès concessionnaire est cette adresse courriel.',
      link: 'Choisissez votre mot de passe pour ouvrir l’espace concessionnaire, où vous utilisez le crédit concessionnaire des pilotes et consultez vos utilisations :',
      button: 'Choisir un mot de passe',
      expiry: 'Le lien est valable 7 jours et une seule fois. Ensuite, utilisez « Mot de passe oublié » sur la page de connexion ou demandez une nouvelle invitation à l’équipe du programme.',
      ignore: 'Si vous n’attendiez pas ce courriel, ignorez-le : personne ne peut se connecter tant qu’aucun mot de passe n’est choisi.',
    },
  },
  de: {
    'dealer-invitation': {
      subject: 'Du hast einen Händlerzugang für {brand}: Passwort festlegen',
      intro: '{name} ist teilnehmender Händler des {brand}-Programms. Der Händlerzugang ist diese E-Mail-Adresse.',
      link: 'Wähle dein Passwort, um den Händlerbereich zu öffnen, in dem du das Händlerguthaben der Fahrer einlöst und deine Einlösungen siehst:',
      button: 'Passwort wählen',
      expiry: 'Der Link ist 7 Tage gültig und funktioniert einmal. Danach nutzt du „Passwort vergessen“ auf der Anmeldeseite oder bittest das Programmteam um eine neue Einladung.',
      ignore: 'Wenn du diese E-Mail nicht erwartet hast, kannst du sie ignorieren: Niemand kann sich anmelden, solange kein Passwort gewählt ist.',
    },
  },
  es: {
    'dealer-invitation': {
      subject: 'Tienes un acceso de concesionario en {brand}: elige tu contraseña',
      intro: '{name} es un concesionario participante del programa {brand}. Tu acceso de concesionario es esta dirección de correo.',
      link: 'Elige tu contraseña para abrir el área de concesionarios, donde canjeas el crédito de concesionario de los pilotos y ves tus canjes:',
      button: 'Elegir una contraseña',
      expiry: 'El enlace es válido 7 días y funciona una vez. Después, usa «¿Has olvidado tu contraseña?» en la página de acceso o pide una nueva invitación al equipo del programa.',
      ignore: 'Si no esperabas este correo, puedes ignorarlo: nadie puede iniciar sesión hasta que se elija una contraseña.',
    },
  },
  it: {
    'dealer-invitation': {
      subject: 'Hai un accesso concessionario per {brand}: imposta la password',
      intro: '{name} è un concessionario aderente al programma {brand}. Il suo accesso concessionario è questo indirizzo e-mail.',
      link: 'Scegli la password per aprire l’area concessionari, dove riscatti il credito concessionario dei piloti e vedi i tuoi riscatti:',
      button: 'Scegli una password',
      expiry: 'Il link è valido 7 giorni e funziona una volta. Dopo, usa «Password dimenticata» nella pagina di accesso o chiedi un nuovo invito al team del programma.',
      ignore: 'Se non aspettavi questa e-mail, puoi ignorarla: nessuno può accedere finché non viene scelta una password.',
    },
  },
  nl: {
    'dealer-invitation': {
      subject: 'Je hebt een dealerlogin voor {brand}: kies je wachtwoord',
      intro: '{name} is een deelnemende dealer van het {brand}-programma. De dealerlogin is dit e-mailadres.',
      link: 'Kies je wachtwoord om de dealeromgeving te openen, waar je het dealertegoed van rijders inwisselt en je inwisselingen ziet:',
      button: 'Kies een wachtwoord',
      expiry: 'De link is 7 dagen geldig en werkt één keer. Gebruik daarna "Wachtwoord vergeten" op de inlogpagina of vraag het programmateam om een nieuwe uitnodiging.',
      ignore: 'Verwachtte je deze e-mail niet, dan kun je hem negeren: niemand kan inloggen zolang er geen wachtwoord is gekozen.',
    },
  },
  no: {
    'dealer-invitation': {
      subject: 'Du har en forhandlerpålogging for {brand}: velg passordet ditt',
      intro: '{name} er en deltakende forhandler i {brand}-programmet. Forhandlerpåloggingen er denne e-postadressen.',
      link: 'Velg passordet ditt for å åpne forhandlerområdet, der du løser inn førernes forhandlerkreditt og ser innløsningene dine:',
      button: 'Velg et passord',
      expiry: 'Lenken er gyldig i 7 dager og virker én gang. Etter det bruker du «Glemt passord» på påloggingssiden eller ber programteamet om en ny invitasjon.',
      ignore: 'Hvis du ikke ventet denne e-posten, kan du se bort fra den: ingen kan logge på før et passord er valgt.',
    },
  },
  sv: {
    'dealer-invitation': {
      subject: 'Du har en återförsäljarinloggning för {brand}: välj ditt lösenord',
      intro: '{name} är en deltagande återförsäljare i {brand}-programmet. Återförsäljarinloggningen är den här e-postadressen.',
      link: 'Välj ditt lösenord för att öppna återförsäljarområdet, där du löser in förarnas återförsäljarkredit och ser dina inlösningar:',
      button: 'Välj ett lösenord',
      expiry: 'Länken gäller i 7 dagar och fungerar en gång. Använd sedan ”Glömt lösenord” på inloggningssidan eller be programteamet om en ny inbjudan.',
      ignore: 'Om du inte väntade dig det här e-postmeddelandet kan du bortse från det: ingen kan logga in förrän ett lösenord har valts.',
    },
  },
};
