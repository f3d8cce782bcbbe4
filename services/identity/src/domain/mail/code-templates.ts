import type { Locale } from '../../data-access/models/index.js';

/** What both code mails say: the code, how long it lasts, and what to do if it was not asked for. */
interface CodeCopy {
  subject: string;
  intro: string;
  /** Carries the code: e.g. 'Your verification code is {code}.' */
  code: string;
  expiry: string;
  ignore: string;
}

/**
 * The mails that carry a one-time code, in every interface locale: verifying an email address (with a link too, when
 * the caller gave a verify page) and recovering an account. Placeholders: {brand}, {code}, {minutes}.
 */
export interface CodeMailCopy {
  'email-verify': CodeCopy & { link: string };
  'account-recovery': CodeCopy;
}

export const CODE_MAIL_COPY: Record<Locale, CodeMailCopy> = {
  en: {
    'email-verify': {
      subject: 'Verify your email address for {brand}',
      intro: 'Please confirm your email address to finish setting up your {brand} account.',
      code: 'Your verification code is {code}.',
      link: 'Or open this link to verify your email address:',
      expiry: 'The code is valid for {minutes} minutes and works once.',
      ignore: 'If you did not create a {brand} account, you can ignore this email.',
    },
    'account-recovery': {
      subject: 'Your {brand} account recovery code',
      intro: 'Someone, hopefully you, asked to recover the {brand} account of this email address.',
      code: 'Your recovery code is {code}.',
      expiry: 'The code is valid for {minutes} minutes and works once.',
      ignore: 'If you did not ask for this, ignore this email: your account stays as it is.',
    },
  },
  fr: {
    'email-verify': {
      subject: 'Vérifiez votre adresse courriel pour {brand}',
      intro: 'Veuillez confirmer votre adresse courriel pour terminer la création de votre compte {brand}.',
      code: 'Votre code de vérification est {code}.',
      link: 'Vous pouvez aussi ouvrir ce lien pour vérifier votre adresse courriel :',
      expiry: "Le code est valable {minutes} minutes et ne peut être utilisé qu'une seule fois.",
      ignore: "Si vous n'avez pas créé de compte {brand}, ignorez ce courriel.",
    },
    'account-recovery': {
      subject: 'Votre code de récupération de compte {brand}',
      intro: "Quelqu'un, vous sans doute, a demandé à récupérer le compte {brand} associé à cette adresse courriel.",
      code: 'Votre code de récupération est {code}.',
      expiry: "Le code est valable {minutes} minutes et ne peut être utilisé qu'une seule fois.",
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce courriel : votre compte reste inchangé.",
    },
  },
  de: {
    'email-verify': {
      subject: 'Bestätige deine E-Mail-Adresse für {brand}',
      intro: 'Bitte bestätige deine E-Mail-Adresse, um die Einrichtung deines {brand}-Kontos abzuschließen.',
      code: 'Dein Bestätigungscode lautet {code}.',
      link: 'Oder öffne diesen Link, um deine E-Mail-Adresse zu bestätigen:',
      expiry: 'Der Code ist {minutes} Minuten gültig und kann einmal verwendet werden.',
      ignore: 'Wenn du kein {brand}-Konto angelegt hast, kannst du diese E-Mail ignorieren.',
    },
    'account-recovery': {
      subject: 'Dein Code zur Wiederherstellung deines {brand}-Kontos',
      intro: 'Jemand, hoffentlich du, hat die Wiederherstellung des {brand}-Kontos zu dieser E-Mail-Adresse angefordert.',
      code: 'Dein Wiederherstellungscode lautet {code}.',
      expiry: 'Der Code ist {minutes} Minuten gültig und kann einmal verwendet werden.',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Konto bleibt unverändert.',
    },
  },
  es: {
    'email-verify': {
      subject: 'Verifica tu dirección de correo electrónico en {brand}',
      intro: 'Confirma tu dirección de correo electrónico para terminar de configurar tu cuenta de {brand}.',
      code: 'Tu código de verificación es {code}.',
      link: 'También puedes abrir este enlace para verificar tu dirección de correo electrónico:',
      expiry: 'El código es válido durante {minutes} minutos y solo se puede usar una vez.',
      ignore: 'Si no has creado una cuenta de {brand}, puedes ignorar este correo.',
    },
    'account-recovery': {
      subject: 'Tu código para recuperar tu cuenta de {brand}',
      intro: 'Alguien, seguramente tú, ha pedido recuperar la cuenta de {brand} de esta dirección de correo electrónico.',
      code: 'Tu código de recuperación es {code}.',
      expiry: 'El código es válido durante {minutes} minutos y solo se puede usar una vez.',
      ignore: 'Si no lo has pedido, ignora este correo: tu cuenta no cambia.',
    },
  },
  it: {
    'email-verify': {
      subject: 'Verifica il tuo indirizzo e-mail per {brand}',
      intro: 'Conferma il tuo indirizzo e-mail per completare la configurazione del tuo account {brand}.',
      code: 'Il tuo codice di verifica è {code}.',
      link: 'Oppure apri questo link per verificare il tuo indirizzo e-mail:',
      expiry: 'Il codice è valido per {minutes} minuti e può essere usato una sola volta.',
      ignore: 'Se non hai creato un account {brand}, puoi ignorare questa e-mail.',
    },
    'account-recovery': {
      subject: "Il tuo codice di recupero dell'account {brand}",
      intro: "Qualcuno, probabilmente tu, ha chiesto di recuperare l'account {brand} collegato a questo indirizzo e-mail.",
      code: 'Il tuo codice di recupero è {code}.',
      expiry: 'Il codice è valido per {minutes} minuti e può essere usato una sola volta.',
      ignore: 'Se non hai fatto tu la richiesta, ignora questa e-mail: il tuo account resta invariato.',
    },
  },
  nl: {
    'email-verify': {
      subject: 'Bevestig je e-mailadres voor {brand}',
      intro: 'Bevestig je e-mailadres om het aanmaken van je {brand}-account af te ronden.',
      code: 'Je verificatiecode is {code}.',
      link: 'Of open deze link om je e-mailadres te bevestigen:',
      expiry: 'De code is {minutes} minuten geldig en werkt één keer.',
      ignore: 'Heb je geen {brand}-account aangemaakt? Dan kun je deze e-mail negeren.',
    },
    'account-recovery': {
      subject: 'Je herstelcode voor je {brand}-account',
      intro: 'Iemand, hopelijk jij, heeft gevraagd het {brand}-account van dit e-mailadres te herstellen.',
      code: 'Je herstelcode is {code}.',
      expiry: 'De code is {minutes} minuten geldig en werkt één keer.',
      ignore: 'Heb je dit niet gevraagd? Negeer dan deze e-mail: je account blijft zoals het is.',
    },
  },
  no: {
    'email-verify': {
      subject: 'Bekreft e-postadressen din for {brand}',
      intro: 'Bekreft e-postadressen din for å fullføre oppsettet av {brand}-kontoen din.',
      code: 'Bekreftelseskoden din er {code}.',
      link: 'Eller åpne denne lenken for å bekrefte e-postadressen din:',
      expiry: 'Koden er gyldig i {minutes} minutter og kan brukes én gang.',
      ignore: 'Hvis du ikke har opprettet en {brand}-konto, kan du se bort fra denne e-posten.',
    },
    'account-recovery': {
      subject: 'Koden for å gjenopprette {brand}-kontoen din',
      intro: 'Noen, forhåpentligvis du, har bedt om å gjenopprette {brand}-kontoen til denne e-postadressen.',
      code: 'Gjenopprettingskoden din er {code}.',
      expiry: 'Koden er gyldig i {minutes} minutter og kan brukes én gang.',
      ignore: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten: kontoen din forblir uendret.',
    },
  },
  sv: {
    'email-verify': {
      subject: 'Bekräfta din e-postadress för {brand}',
      intro: 'Bekräfta din e-postadress för att slutföra ditt {brand}-konto.',
      code: 'Din verifieringskod är {code}.',
      link: 'Eller öppna den här länken för att bekräfta din e-postadress:',
      expiry: 'Koden gäller i {minutes} minuter och kan användas en gång.',
      ignore: 'Om du inte har skapat något {brand}-konto kan du bortse från det här mejlet.',
    },
    'account-recovery': {
      subject: 'Din kod för att återställa ditt {brand}-konto',
      intro: 'Någon, förhoppningsvis du, har bett om att återställa {brand}-kontot för den här e-postadressen.',
      code: 'Din återställningskod är {code}.',
      expiry: 'Koden gäller i {minutes} minuter och kan användas en gång.',
      ignore: 'Om du inte har bett om detta kan du bortse från det här mejlet: ditt konto förblir oförändrat.',
    },
  },
};
