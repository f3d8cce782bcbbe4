import type { Locale } from '../../data-access/models/index.js';

/**
 * The invitation of a rider whose account the programme team created (`POST /api/admin/riders`), in
 * every interface locale: the link sets the first password (valid 7 days, once) and so proves the e-mail address.
 * Placeholders: {brand}; the greeting names the rider (their first name).
 */
export interface RiderMailCopy {
  'rider-invitation': { subject: string; intro: string; link: string; button: string; expiry: string; ignore: string };
}

export const RIDER_MAIL_COPY: Record<Locale, RiderMailCopy> = {
  en: {
    'rider-invitation': {
      subject: 'Your {brand} rider account is ready: choose your password',
      intro: 'The {brand} programme team has opened a rider account for you with this email address.',
      link: 'Choose your password to sign in, check your profile and bikes, and follow your earnings:',
      button: 'Choose a password',
      expiry: 'The link is valid for 7 days and works once. After that, use "Forgot password" on the login page.',
      ignore: 'If you did not expect this email, you can ignore it: nobody can sign in until a password is chosen.',
    },
  },
  fr: {
    'rider-invitation': {
      subject: 'Votre compte pilote {brand} est prêt : choisissez votre mot de passe',
      intro: 'L’équipe du programme {brand} vous a ouvert un compte pilote avec cette adresse courriel.',
      link: 'Choisissez votre mot de passe pour vous connecter, vérifier votre profil et vos motos, et suivre vos gains :',
      button: 'Choisir un mot de passe',
      expiry: 'Le lien est valable 7 jours et une seule fois. Ensuite, utilisez « Mot de passe oublié » sur la page de connexion.',
      ignore: 'Si vous n’attendiez pas ce courriel, ignorez-le : personne ne peut se connecter tant qu’aucun mot de passe n’est choisi.',
    },
  },
  de: {
    'rider-invitation': {
      subject: 'Dein {brand}-Fahrerkonto ist bereit: Passwort festlegen',
      intro: 'Das {brand}-Programmteam hat für dich ein Fahrerkonto mit dieser E-Mail-Adresse eröffnet.',
      link: 'Wähle dein Passwort, um dich anzumelden, dein Profil und deine Motorräder zu prüfen und deine Gewinne zu verfolgen:',
      button: 'Passwort wählen',
      expiry: 'Der Link ist 7 Tage gültig und funktioniert einmal. Danach nutzt du „Passwort vergessen“ auf der Anmeldeseite.',
      ignore: 'Wenn du diese E-Mail nicht erwartet hast, kannst du sie ignorieren: Niemand kann sich anmelden, solange kein Passwort gewählt ist.',
    },
  },
  es: {
    'rider-invitation': {
      subject: 'Tu cuenta de piloto de {brand} está lista: elige tu contraseña',
      intro: 'El equipo del programa {brand} te ha abierto una cuenta de piloto con esta dirección de correo.',
      link: 'Elige tu contraseña para iniciar sesión, revisar tu perfil y tus motos, y seguir tus ganancias:',
      button: 'Elegir una contraseña',
      expiry: 'El enlace es válido 7 días y funciona una vez. Después, usa «¿Has olvidado tu contraseña?» en la página de acceso.',
      ignore: 'Si no esperabas este correo, puedes ignorarlo: nadie puede iniciar sesión hasta que se elija una contraseña.',
    },
  },
  it: {
    'rider-invitation': {
      subject: 'Il tuo account pilota {brand} è pronto: scegli la password',
      intro: 'Il team del programma {brand} ha aperto per te un account pilota con questo indirizzo e-mail.',
      link: 'Scegli la password per accedere, controllare il tuo profilo e le tue moto e seguire le tue vincite:',
      button: 'Scegli una password',
      expiry: 'Il link è valido 7 giorni e funziona una volta. Dopo, usa «Password dimenticata» nella pagina di accesso.',
      ignore: 'Se non aspettavi questa e-mail, puoi ignorarla: nessuno può accedere finché non viene scelta una password.',
    },
  },
  nl: {
    'rider-invitation': {
      subject: 'Je {brand}-rijdersaccount staat klaar: kies je wachtwoord',
      intro: 'Het {brand}-programmateam heeft een rijdersaccount voor je geopend met dit e-mailadres.',
      link: 'Kies je wachtwoord om in te loggen, je profiel en motoren te controleren en je verdiensten te volgen:',
      button: 'Kies een wachtwoord',
      expiry: 'De link is 7 dagen geldig en werkt één keer. Gebruik daarna "Wachtwoord vergeten" op de inlogpagina.',
      ignore: 'Verwachtte je deze e-mail niet, dan kun je hem negeren: niemand kan inloggen zolang er geen wachtwoord is gekozen.',
    },
  },
  no: {
    'rider-invitation': {
      subject: '{brand}-førerkontoen din er klar: velg passordet ditt',
      intro: 'Programteamet i {brand} har opprettet en førerkonto til deg med denne e-postadressen.',
      link: 'Velg passordet ditt for å logge på, sjekke profilen og motorsyklene dine og følge inntektene dine:',
      button: 'Velg et passord',
      expiry: 'Lenken er gyldig i 7 dager og virker én gang. Etter det bruker du «Glemt passord» på påloggingssiden.',
      ignore: 'Hvis du ikke ventet denne e-posten, kan du se bort fra den: ingen kan logge på før et passord er valgt.',
    },
  },
  sv: {
    'rider-invitation': {
      subject: 'Ditt förarkonto hos {brand} är klart: välj ditt lösenord',
      intro: 'Programteamet på {brand} har öppnat ett förarkonto åt dig med den här e-postadressen.',
      link: 'Välj ditt lösenord för att logga in, kontrollera din profil och dina motorcyklar och följa det du har tjänat:',
      button: 'Välj ett lösenord',
      expiry: 'Länken gäller i 7 dagar och fungerar en gång. Använd sedan ”Glömt lösenord” på inloggningssidan.',
      ignore: 'Om du inte väntade dig det här e-postmeddelandet kan du bortse från det: ingen kan logga in förrän ett lösenord har valts.',
    },
  },
};
