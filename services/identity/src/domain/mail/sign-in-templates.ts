import type { Locale } from '../../data-access/models/index.js';

/**
 * The one-time sign-in links, in every interface locale: resetting a password, and signing in without waiting after
 * several failed attempts. Placeholders: {brand}, {minutes}.
 */
export interface SignInMailCopy {
  'password-reset': { subject: string; intro: string; link: string; button: string; expiry: string; ignore: string };
  /** Several failed sign-ins: the owner's way back in without waiting (docs/security.md "Sign-in throttling"). */
  'login-unlock': { subject: string; intro: string; link: string; button: string; expiry: string; ignore: string };
}

export const SIGN_IN_MAIL_COPY: Record<Locale, SignInMailCopy> = {
  en: {
    'password-reset': {
      subject: 'Reset your {brand} password',
      intro: 'Someone, hopefully you, asked to reset the password of the {brand} account of this email address.',
      link: 'Open this link to choose a new password:',
      button: 'Choose a new password',
      expiry: 'The link is valid for {minutes} minutes and works once.',
      ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
    },
    'login-unlock': {
      subject: 'Sign-in attempts on your {brand} account',
      intro: 'Someone tried to sign in to the {brand} account of this email address with a wrong password several times, so further sign-ins are being slowed down.',
      link: 'If that was you, open this link to sign in from this browser right away:',
      button: 'Sign in without waiting',
      expiry: 'The link is valid for {minutes} minutes and works once.',
      ignore: 'If it was not you, your password is still safe: nobody signed in. You may want to change it anyway if it is easy to guess.',
    },
  },
  fr: {
    'password-reset': {
      subject: 'Réinitialisez votre mot de passe {brand}',
      intro: "Quelqu'un, vous sans doute, a demandé à réinitialiser le mot de passe du compte {brand} associé à cette adresse courriel.",
      link: 'Ouvrez ce lien pour choisir un nouveau mot de passe :',
      button: 'Choisir un nouveau mot de passe',
      expiry: "Le lien est valable {minutes} minutes et ne peut être utilisé qu'une seule fois.",
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce courriel : votre mot de passe reste inchangé.",
    },
    'login-unlock': {
      subject: 'Tentatives de connexion à votre compte {brand}',
      intro: "Quelqu'un a essayé plusieurs fois de se connecter au compte {brand} associé à cette adresse courriel avec un mot de passe erroné ; les connexions suivantes sont donc ralenties.",
      link: "Si c'était vous, ouvrez ce lien pour vous connecter tout de suite depuis ce navigateur :",
      button: 'Se connecter sans attendre',
      expiry: "Le lien est valable {minutes} minutes et ne peut être utilisé qu'une seule fois.",
      ignore: "Si ce n'était pas vous, votre mot de passe reste sûr : personne ne s'est connecté. Changez-le tout de même s'il est facile à deviner.",
    },
  },
  de: {
    'password-reset': {
      subject: 'Setze dein {brand}-Passwort zurück',
      intro: 'Jemand, hoffentlich du, hat das Zurücksetzen des Passworts für das {brand}-Konto zu dieser E-Mail-Adresse angefordert.',
      link: 'Öffne diesen Link, um ein neues Passwort zu wählen:',
      button: 'Neues Passwort wählen',
      expiry: 'Der Link ist {minutes} Minuten gültig und kann einmal verwendet werden.',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
    },
    'login-unlock': {
      subject: 'Anmeldeversuche bei deinem {brand}-Konto',
      intro: 'Jemand hat mehrmals versucht, sich mit einem falschen Passwort beim {brand}-Konto zu dieser E-Mail-Adresse anzumelden. Weitere Anmeldungen werden deshalb verlangsamt.',
      link: 'Wenn du das warst, öffne diesen Link, um dich in diesem Browser sofort anzumelden:',
      button: 'Ohne Warten anmelden',
      expiry: 'Der Link ist {minutes} Minuten gültig und kann einmal verwendet werden.',
      ignore: 'Wenn du es nicht warst, ist dein Passwort weiterhin sicher: Niemand hat sich angemeldet. Ändere es trotzdem, falls es leicht zu erraten ist.',
    },
  },
  es: {
    'password-reset': {
      subject: 'Restablece tu contraseña de {brand}',
      intro: 'Alguien, seguramente tú, ha pedido restablecer la contraseña de la cuenta de {brand} de esta dirección de correo electrónico.',
      link: 'Abre este enlace para elegir una contraseña nueva:',
      button: 'Elegir una contraseña nueva',
      expiry: 'El enlace es válido durante {minutes} minutos y solo se puede usar una vez.',
      ignore: 'Si no lo has pedido, ignora este correo: tu contraseña no cambia.',
    },
    'login-unlock': {
      subject: 'Intentos de inicio de sesión en tu cuenta de {brand}',
      intro: 'Alguien ha intentado varias veces iniciar sesión en la cuenta de {brand} de esta dirección de correo electrónico con una contraseña incorrecta, así que los siguientes intentos se están ralentizando.',
      link: 'Si has sido tú, abre este enlace para iniciar sesión desde este navegador ahora mismo:',
      button: 'Iniciar sesión sin esperar',
      expiry: 'El enlace es válido durante {minutes} minutos y solo se puede usar una vez.',
      ignore: 'Si no has sido tú, tu contraseña sigue a salvo: nadie ha iniciado sesión. Aun así, cámbiala si es fácil de adivinar.',
    },
  },
  it: {
    'password-reset': {
      subject: 'Reimposta la tua password {brand}',
      intro: "Qualcuno, probabilmente tu, ha chiesto di reimpostare la password dell'account {brand} collegato a questo indirizzo e-mail.",
      link: 'Apri questo link per scegliere una nuova password:',
      button: 'Scegli una nuova password',
      expiry: 'Il link è valido per {minutes} minuti e può essere usato una sola volta.',
      ignore: 'Se non hai fatto tu la richiesta, ignora questa e-mail: la tua password resta invariata.',
    },
    'login-unlock': {
      subject: 'Tentativi di accesso al tuo account {brand}',
      intro: "Qualcuno ha provato più volte ad accedere all'account {brand} collegato a questo indirizzo e-mail con una password sbagliata, quindi gli accessi successivi vengono rallentati.",
      link: 'Se eri tu, apri questo link per accedere subito da questo browser:',
      button: 'Accedi senza attendere',
      expiry: 'Il link è valido per {minutes} minuti e può essere usato una sola volta.',
      ignore: "Se non eri tu, la tua password è ancora al sicuro: nessuno ha effettuato l'accesso. Cambiala comunque se è facile da indovinare.",
    },
  },
  nl: {
    'password-reset': {
      subject: 'Stel je {brand}-wachtwoord opnieuw in',
      intro: 'Iemand, hopelijk jij, heeft gevraagd het wachtwoord van het {brand}-account van dit e-mailadres opnieuw in te stellen.',
      link: 'Open deze link om een nieuw wachtwoord te kiezen:',
      button: 'Nieuw wachtwoord kiezen',
      expiry: 'De link is {minutes} minuten geldig en werkt één keer.',
      ignore: 'Heb je dit niet gevraagd? Negeer dan deze e-mail: je wachtwoord blijft zoals het is.',
    },
    'login-unlock': {
      subject: 'Inlogpogingen op je {brand}-account',
      intro: 'Iemand heeft meerdere keren geprobeerd in te loggen op het {brand}-account van dit e-mailadres met een verkeerd wachtwoord. Verdere inlogpogingen worden daarom vertraagd.',
      link: 'Was jij dat? Open dan deze link om meteen in te loggen vanuit deze browser:',
      button: 'Inloggen zonder wachten',
      expiry: 'De link is {minutes} minuten geldig en werkt één keer.',
      ignore: 'Was jij het niet? Je wachtwoord is nog steeds veilig: niemand is ingelogd. Verander het toch als het makkelijk te raden is.',
    },
  },
  no: {
    'password-reset': {
      subject: 'Tilbakestill passordet ditt for {brand}',
      intro: 'Noen, forhåpentligvis du, har bedt om å tilbakestille passordet til {brand}-kontoen for denne e-postadressen.',
      link: 'Åpne denne lenken for å velge et nytt passord:',
      button: 'Velg et nytt passord',
      expiry: 'Lenken er gyldig i {minutes} minutter og kan brukes én gang.',
      ignore: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten: passordet ditt forblir uendret.',
    },
    'login-unlock': {
      subject: 'Påloggingsforsøk på {brand}-kontoen din',
      intro: 'Noen har flere ganger prøvd å logge på {brand}-kontoen for denne e-postadressen med feil passord, så videre pålogginger blir forsinket.',
      link: 'Hvis det var deg, åpner du denne lenken for å logge på fra denne nettleseren med en gang:',
      button: 'Logg på uten å vente',
      expiry: 'Lenken er gyldig i {minutes} minutter og kan brukes én gang.',
      ignore: 'Hvis det ikke var deg, er passordet ditt fortsatt trygt: ingen har logget på. Bytt det likevel hvis det er lett å gjette.',
    },
  },
  sv: {
    'password-reset': {
      subject: 'Återställ ditt lösenord för {brand}',
      intro: 'Någon, förhoppningsvis du, har bett om att återställa lösenordet för {brand}-kontot med den här e-postadressen.',
      link: 'Öppna den här länken för att välja ett nytt lösenord:',
      button: 'Välj ett nytt lösenord',
      expiry: 'Länken gäller i {minutes} minuter och kan användas en gång.',
      ignore: 'Om du inte har bett om detta kan du bortse från det här mejlet: ditt lösenord förblir oförändrat.',
    },
    'login-unlock': {
      subject: 'Inloggningsförsök på ditt {brand}-konto',
      intro: 'Någon har flera gånger försökt logga in på {brand}-kontot med den här e-postadressen med fel lösenord, så fler inloggningar fördröjs.',
      link: 'Om det var du kan du öppna den här länken för att logga in från den här webbläsaren direkt:',
      button: 'Logga in utan att vänta',
      expiry: 'Länken gäller i {minutes} minuter och kan användas en gång.',
      ignore: 'Om det inte var du är ditt lösenord fortfarande säkert: ingen har loggat in. Byt det ändå om det är lätt att gissa.',
    },
  },
};
