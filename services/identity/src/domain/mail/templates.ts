import type { RiderNotice } from '@rr/contracts/server';
import { LOCALES, type Locale } from '../../data-access/models.js';
import { CREDIT_MAIL_COPY, type CreditMailCopy, type CreditExpiringValues } from './credit-templates.js';
import { DEALER_MAIL_COPY, type DealerMailCopy } from './dealer-templates.js';
import { PIN_MAIL_COPY, type PinMailCopy } from './pin-templates.js';
import { PROMOTER_MAIL_COPY, type PromoterMailCopy } from './promoter-templates.js';
import { MONEY_MAIL_COPY, MONEY_TEMPLATES, isMoneyTemplate, moneyMail, type MoneyMailCopy, type MoneyTemplate } from './money-templates.js';
import { RIDER_MAIL_COPY, type RiderMailCopy } from './rider-templates.js';

/**
 * Identity's account mail, in every interface locale. One module so a test can prove every locale has every
 * template with the same placeholders. Placeholders: {brand}, {code}, {minutes}; {event} and {date} in the results reminder;
 * {amount} and {date} in the credit expiry warning (credit-templates.ts).
 */
export const MAIL_TEMPLATES = ['email-verify', 'account-recovery', 'password-reset', 'login-unlock', 'results-reminder', 'contact-message', 'promoter-application', 'promoter-approved', 'promoter-rejected', 'credit-expiring', 'pin-locked', 'dealer-invitation', 'rider-invitation', ...MONEY_TEMPLATES] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

interface CodeCopy {
  subject: string;
  intro: string;
  /** Carries the code: e.g. 'Your verification code is {code}.' */
  code: string;
  expiry: string;
  ignore: string;
}

export interface LocaleCopy extends PromoterMailCopy, CreditMailCopy, PinMailCopy, DealerMailCopy, RiderMailCopy, MoneyMailCopy {
  /** The greeting when the recipient's name is not known (e.g. the programme team's contact mail). */
  greeting: string;
  /** The greeting by name (`{recipient}`: the rider's or administrator's first name, the dealer's or promoter's name). */
  greetingNamed: string;
  signature: string;
  'email-verify': CodeCopy & { link: string };
  'account-recovery': CodeCopy;
  'password-reset': { subject: string; intro: string; link: string; button: string; expiry: string; ignore: string };
  /** Several failed sign-ins: the owner's way back in without waiting (docs/security.md "Sign-in throttling"). */
  'login-unlock': { subject: string; intro: string; link: string; button: string; expiry: string; ignore: string };
  /** A promoter's results are due in 2 days (`subject`, `intro`) or overdue (`overdueSubject`, `overdueIntro`), spec §9. */
  'results-reminder': { subject: string; intro: string; overdueSubject: string; overdueIntro: string; link: string; button: string; ignore: string };
  /** A contact-form message for the programme team: who wrote, about what, and the message; answer to {email}. */
  'contact-message': { subject: string; intro: string; from: string; company: string; language: string; answer: string; accountHelp: string; dealerRedeem: string; promoter: string; other: string };
}

const ACCOUNT_COPY: Record<Locale, Omit<LocaleCopy, keyof PromoterMailCopy | keyof CreditMailCopy | keyof PinMailCopy | keyof DealerMailCopy | keyof RiderMailCopy | keyof MoneyMailCopy>> = {
  en: {
    greeting: 'Hello,',
    greetingNamed: 'Hello {recipient},',
    signature: 'The {brand} team',
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
    'results-reminder': {
      subject: 'Results for {event} are due {date}',
      intro: 'Results for {event} are due on {date}, 7 days after the event. Riders are paid from them, so please upload them before then.',
      overdueSubject: 'Results for {event} are overdue',
      overdueIntro: 'Results for {event} were due on {date} and have not come in yet. Riders cannot be paid until they are uploaded: please upload them now.',
      link: 'Upload the results (a MyLaps or Speedhive export, or a sheet) from the event page:',
      button: 'Open the event',
      ignore: 'If the results are already in, you can ignore this email.',
    },
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
    greeting: 'Bonjour,',
    greetingNamed: 'Bonjour {recipient},',
    signature: "L'équipe {brand}",
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
    'results-reminder': {
      subject: 'Résultats de {event} à envoyer avant le {date}',
      intro: 'Les résultats de {event} sont à envoyer au plus tard le {date}, 7 jours après l\'épreuve. Les pilotes sont payés sur cette base : merci de les envoyer d\'ici là.',
      overdueSubject: 'Résultats de {event} en retard',
      overdueIntro: 'Les résultats de {event} étaient attendus le {date} et ne sont pas encore arrivés. Les pilotes ne peuvent pas être payés avant leur envoi : merci de les envoyer dès maintenant.',
      link: 'Envoyez les résultats (export MyLaps ou Speedhive, ou un tableau) depuis la page de l\'événement :',
      button: 'Ouvrir l\'événement',
      ignore: 'Si les résultats sont déjà envoyés, ignorez ce courriel.',
    },
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
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {recipient},',
    signature: 'Dein {brand}-Team',
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
    'results-reminder': {
      subject: 'Ergebnisse für {event} fällig am {date}',
      intro: 'Die Ergebnisse für {event} sind bis {date} fällig, 7 Tage nach der Veranstaltung. Die Fahrer werden danach bezahlt – bitte lade sie bis dahin hoch.',
      overdueSubject: 'Ergebnisse für {event} überfällig',
      overdueIntro: 'Die Ergebnisse für {event} waren am {date} fällig und sind noch nicht eingegangen. Die Fahrer können erst nach dem Hochladen bezahlt werden – bitte lade sie jetzt hoch.',
      link: 'Lade die Ergebnisse (ein MyLaps- oder Speedhive-Export oder eine Tabelle) auf der Seite der Veranstaltung hoch:',
      button: 'Veranstaltung öffnen',
      ignore: 'Wenn die Ergebnisse schon eingegangen sind, kannst du diese E-Mail ignorieren.',
    },
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
    greeting: 'Hola:',
    greetingNamed: 'Hola, {recipient}:',
    signature: 'El equipo de {brand}',
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
    'results-reminder': {
      subject: 'Resultados de {event}: fecha límite {date}',
      intro: 'Los resultados de {event} deben enviarse como tarde el {date}, 7 días después del evento. Los pilotos cobran a partir de ellos: súbelos antes de esa fecha.',
      overdueSubject: 'Resultados de {event} atrasados',
      overdueIntro: 'Los resultados de {event} debían enviarse el {date} y aún no han llegado. Los pilotos no pueden cobrar hasta que se suban: súbelos ahora.',
      link: 'Sube los resultados (una exportación de MyLaps o Speedhive, o una hoja) desde la página del evento:',
      button: 'Abrir el evento',
      ignore: 'Si los resultados ya están enviados, puedes ignorar este correo.',
    },
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
    greeting: 'Ciao,',
    greetingNamed: 'Ciao {recipient},',
    signature: 'Il team di {brand}',
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
    'results-reminder': {
      subject: 'Risultati di {event} entro il {date}',
      intro: 'I risultati di {event} vanno inviati entro il {date}, 7 giorni dopo l\'evento. I piloti vengono pagati in base a essi: caricali entro quella data.',
      overdueSubject: 'Risultati di {event} in ritardo',
      overdueIntro: 'I risultati di {event} erano attesi per il {date} e non sono ancora arrivati. I piloti non possono essere pagati finché non vengono caricati: caricali ora.',
      link: 'Carica i risultati (un export MyLaps o Speedhive, o un foglio) dalla pagina dell\'evento:',
      button: 'Apri l\'evento',
      ignore: 'Se i risultati sono già stati inviati, puoi ignorare questa e-mail.',
    },
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
    greeting: 'Hallo,',
    greetingNamed: 'Hallo {recipient},',
    signature: 'Het {brand}-team',
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
    'results-reminder': {
      subject: 'Uitslagen van {event} uiterlijk {date}',
      intro: 'De uitslagen van {event} moeten uiterlijk {date} binnen zijn, 7 dagen na het evenement. Rijders worden op basis daarvan betaald: upload ze vóór die datum.',
      overdueSubject: 'Uitslagen van {event} te laat',
      overdueIntro: 'De uitslagen van {event} moesten op {date} binnen zijn en zijn er nog niet. Rijders kunnen pas betaald worden als ze zijn geüpload: upload ze nu.',
      link: 'Upload de uitslagen (een MyLaps- of Speedhive-export, of een bestand) op de pagina van het evenement:',
      button: 'Evenement openen',
      ignore: 'Als de uitslagen al binnen zijn, kun je deze e-mail negeren.',
    },
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
    greeting: 'Hei,',
    greetingNamed: 'Hei {recipient},',
    signature: 'Hilsen {brand}-teamet',
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
    'results-reminder': {
      subject: 'Resultater for {event} innen {date}',
      intro: 'Resultatene for {event} skal leveres innen {date}, 7 dager etter arrangementet. Førerne får betalt ut fra dem, så last dem opp før den tid.',
      overdueSubject: 'Resultatene for {event} er forsinket',
      overdueIntro: 'Resultatene for {event} skulle vært levert {date} og har ikke kommet inn. Førerne kan ikke få betalt før de er lastet opp: last dem opp nå.',
      link: 'Last opp resultatene (en MyLaps- eller Speedhive-eksport, eller et ark) på arrangementets side:',
      button: 'Åpne arrangementet',
      ignore: 'Hvis resultatene allerede er levert, kan du se bort fra denne e-posten.',
    },
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
    greeting: 'Hej,',
    greetingNamed: 'Hej {recipient},',
    signature: 'Hälsningar, {brand}-teamet',
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
    'results-reminder': {
      subject: 'Resultat för {event} senast {date}',
      intro: 'Resultaten för {event} ska vara inne senast {date}, 7 dagar efter evenemanget. Förarna får betalt utifrån dem, så ladda upp dem innan dess.',
      overdueSubject: 'Resultaten för {event} är försenade',
      overdueIntro: 'Resultaten för {event} skulle vara inne {date} och har inte kommit. Förarna kan inte få betalt förrän de är uppladdade: ladda upp dem nu.',
      link: 'Ladda upp resultaten (en MyLaps- eller Speedhive-export, eller ett ark) på evenemangets sida:',
      button: 'Öppna evenemanget',
      ignore: 'Om resultaten redan är inne kan du bortse från det här mejlet.',
    },
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

/** Every template's copy in every locale: the account mail, the promoter application mail and the credit expiry warning. */
export const MAIL_COPY = Object.fromEntries(LOCALES.map((locale) => [locale, { ...ACCOUNT_COPY[locale], ...PROMOTER_MAIL_COPY[locale], ...CREDIT_MAIL_COPY[locale], ...PIN_MAIL_COPY[locale], ...DEALER_MAIL_COPY[locale], ...RIDER_MAIL_COPY[locale], ...MONEY_MAIL_COPY[locale] }])) as Record<Locale, LocaleCopy>;

export interface MailValues {
  brand: string;
  /** Whom the mail greets by name (else it greets neutrally). */
  recipient?: string;
  /** A money mail's notice (money-templates.ts), and the link to the rider's mail settings it ends with. */
  notice?: RiderNotice;
  settings?: string;
  /** A paid cash-out's mail: `link` is where the money is collected (else the rider's wallet). */
  collect?: boolean;
  /** Minutes the code or link stays valid. */
  minutes: number;
  /** The one-time code (email-verify, account-recovery). */
  code?: string;
  /** The link (password-reset, login-unlock, results-reminder; email-verify when the caller gave a verify page). */
  link?: string;
  /** Contact message: who wrote, the topic (a label of the copy), the text. */
  name?: string;
  email?: string;
  company?: string;
  topic?: string;
  language?: string;
  message?: string;
  /** Results reminder: the event's title, its due date as the locale writes it, and which reminder. */
  event?: string;
  date?: string;
  kind?: 'dueSoon' | 'overdue' | 'setPassword' | 'signIn';
  /** Promoter application: the season and the series (with `name`); a rejection's reason as staff wrote it. */
  year?: string;
  series?: string;
  reason?: string;
  /** Credit expiry warning: the total and the last date (subject, with `date`), and each line, in the mail's locale. */
  amount?: string;
  expiring?: CreditExpiringValues['expiring'];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const fill = (template: string, values: MailValues) =>
  template.replace(/\{(brand|recipient|code|minutes|event|date|name|email|company|topic|language|year|series|amount)\}/g, (_whole, name: 'brand' | 'recipient' | 'code' | 'minutes' | 'event' | 'date' | 'name' | 'email' | 'company' | 'topic' | 'language' | 'year' | 'series' | 'amount') =>
    String(values[name] ?? ''),
  );

/** A mail's subject: the results reminder has one per kind. */
function subjectOf(template: Exclude<MailTemplate, MoneyTemplate>, copy: LocaleCopy, values: MailValues): string {
  if (template === 'results-reminder' && values.kind === 'overdue') return fill(copy['results-reminder'].overdueSubject, values);
  return fill(copy[template].subject, values);
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Every part of the mail, each a paragraph; the HTML version escapes them and shows the code large. */
type Part = { kind: 'text'; text: string } | { kind: 'code'; text: string; code: string } | { kind: 'link'; text: string; link: string; button?: string };

function parts(template: Exclude<MailTemplate, MoneyTemplate>, copy: LocaleCopy, values: MailValues): Part[] {
  const t = (text: string) => fill(text, values);
  switch (template) {
    case 'email-verify':
    case 'account-recovery': {
      const c = copy[template];
      if (!values.code) throw new Error(`the ${template} mail needs a code`);
      const out: Part[] = [{ kind: 'text', text: t(c.intro) }, { kind: 'code', text: t(c.code), code: values.code }];
      if (template === 'email-verify' && values.link) out.push({ kind: 'link', text: t(copy['email-verify'].link), link: values.link });
      out.push({ kind: 'text', text: t(c.expiry) }, { kind: 'text', text: t(c.ignore) });
      return out;
    }
    case 'results-reminder': {
      const c = copy[template];
      if (!values.link || !values.event || !values.date) throw new Error('the results-reminder mail needs a link, an event and a date');
      return [
        { kind: 'text', text: t(values.kind === 'overdue' ? c.overdueIntro : c.intro) },
        { kind: 'link', text: t(c.link), link: values.link, button: t(c.button) },
        { kind: 'text', text: t(c.ignore) },
      ];
    }
    case 'credit-expiring': {
      const c = copy[template];
      if (!values.link || !values.amount || !values.date || !values.expiring?.length) throw new Error('the credit-expiring mail needs a link, an amount, a date and its lines');
      return [
        { kind: 'text', text: t(c.intro) },
        ...values.expiring.map((line) => ({ kind: 'text' as const, text: `• ${fill(c[line.kind], { ...values, amount: line.amount, date: line.date })}` })),
        { kind: 'link', text: t(c.link), link: values.link, button: t(c.button) },
        { kind: 'text', text: t(c.ignore) },
        // The rider can turn this warning off: the closing line says where.
        ...(values.settings ? [{ kind: 'link' as const, text: t(copy['money-words'].optional), link: values.settings, button: t(copy['money-words'].settings) }] : []),
      ];
    }
    case 'pin-locked': {
      const c = copy[template];
      if (!values.link) throw new Error('the pin-locked mail needs a link');
      return [
        { kind: 'text', text: t(c.intro) },
        { kind: 'link', text: t(c.link), link: values.link, button: t(c.button) },
        { kind: 'text', text: t(c.help) },
      ];
    }
    case 'contact-message': {
      const c = copy[template];
      if (!values.name || !values.email || !values.message) throw new Error('the contact-message mail needs a name, an e-mail and a message');
      return [
        { kind: 'text', text: t(c.intro) },
        { kind: 'text', text: t(c.from) },
        ...(values.company ? [{ kind: 'text' as const, text: t(c.company) }] : []),
        ...(values.language ? [{ kind: 'text' as const, text: t(c.language) }] : []),
        { kind: 'text', text: values.message },
        { kind: 'text', text: t(c.answer) },
      ];
    }
    case 'promoter-application': {
      const c = copy[template];
      if (!values.name || !values.year || !values.series) throw new Error('the promoter-application mail needs a name, a year and a series');
      return [
        { kind: 'text', text: t(c.intro) },
        { kind: 'text', text: t(c.review) },
        { kind: 'text', text: t(c.ignore) },
      ];
    }
    case 'promoter-approved': {
      const c = copy[template];
      if (!values.name || !values.year || !values.series || !values.link) throw new Error('the promoter-approved mail needs a name, a year, a series and a link');
      // A first-time promoter's link carries a set-password token; a returning one's is the login page.
      return values.kind === 'setPassword'
        ? [
            { kind: 'text', text: t(c.intro) },
            { kind: 'link', text: t(c.setPassword), link: values.link, button: t(c.setPasswordButton) },
            { kind: 'text', text: t(c.expiry) },
          ]
        : [
            { kind: 'text', text: t(c.intro) },
            { kind: 'link', text: t(c.signIn), link: values.link, button: t(c.signInButton) },
          ];
    }
    case 'promoter-rejected': {
      const c = copy[template];
      if (!values.name || !values.year || !values.series) throw new Error('the promoter-rejected mail needs a name, a year and a series');
      // The reason is staff's own words: shown as written, never filled in.
      return [{ kind: 'text', text: t(c.intro) }, ...(values.reason ? [{ kind: 'text' as const, text: t(c.reason) }, { kind: 'text' as const, text: values.reason }] : []), { kind: 'text', text: t(c.reapply) }];
    }
    case 'dealer-invitation':
    case 'rider-invitation': {
      const c = copy[template];
      if (!values.name || !values.link) throw new Error(`the ${template} mail needs a name and a link`);
      return [
        { kind: 'text', text: t(c.intro) },
        { kind: 'link', text: t(c.link), link: values.link, button: t(c.button) },
        { kind: 'text', text: t(c.expiry) },
        { kind: 'text', text: t(c.ignore) },
      ];
    }
    case 'password-reset':
    case 'login-unlock': {
      const c = copy[template];
      if (!values.link) throw new Error(`the ${template} mail needs a link`);
      return [
        { kind: 'text', text: t(c.intro) },
        { kind: 'link', text: t(c.link), link: values.link, button: t(c.button) },
        { kind: 'text', text: t(c.expiry) },
        { kind: 'text', text: t(c.ignore) },
      ];
    }
  }
}

/** Renders one template in one locale: subject, plain text and simple HTML. */
export function renderMail(template: MailTemplate, locale: Locale, values: MailValues): RenderedMail {
  const copy = MAIL_COPY[locale];
  // A money mail writes its amounts and dates in the locale itself (money-templates.ts).
  const money = isMoneyTemplate(template) ? moneyOf(template, locale, values) : null;
  const body: Part[] = money ? money.parts : parts(template as Exclude<MailTemplate, MoneyTemplate>, copy, values);
  const subject = money ? money.subject : subjectOf(template as Exclude<MailTemplate, MoneyTemplate>, copy, values);
  const greeting = fill(values.recipient?.trim() ? copy.greetingNamed : copy.greeting, { ...values, recipient: values.recipient?.trim() });
  const signature = fill(copy.signature, values);

  const text = [greeting, ...body.map((part) => (part.kind === 'link' ? `${part.text}\n${part.link}` : part.text)), signature].join('\n\n') + '\n';

  const paragraph = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">',
    paragraph(escapeHtml(greeting)),
    ...body.map((part) => {
      if (part.kind === 'code') {
        return `${paragraph(escapeHtml(part.text))}<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(part.code)}</p>`;
      }
      if (part.kind === 'link') {
        const href = escapeHtml(part.link);
        const label = part.button ? escapeHtml(part.button) : href;
        return paragraph(`${escapeHtml(part.text)}<br><a href="${href}" style="color:#0b57d0">${label}</a>`);
      }
      return paragraph(escapeHtml(part.text));
    }),
    paragraph(escapeHtml(signature)),
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}

function moneyOf(template: MoneyTemplate, locale: Locale, values: MailValues) {
  if (!values.notice || !values.link) throw new Error(`the ${template} mail needs its notice and a link`);
  return moneyMail(template, locale, { brand: values.brand, notice: values.notice, link: values.link, collect: values.collect === true, ...(values.settings ? { settings: values.settings } : {}) });
}
