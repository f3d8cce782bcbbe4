import type { RiderNotice } from '@rr/contracts/server';
import type { Locale } from '../../data-access/models.js';

/**
 * The mails about a rider's money (`rider.notice` from payouts, docs/accounts.md "Every mail"), in every interface
 * locale: an earning posted or waiting, a payout claim decided, a cash-out paid or failed, dealer credit spent, a debt
 * made or repaid. Amounts, dates and names are written when the mail is sent, in the rider's language
 * (`moneyMail`). Placeholders: {brand}, {amount}, {event}, {what} (a class and place, a bonus, a series title),
 * {date}, {method}, {balance}, {dealer}, {code}, {left}. `money-words` holds what several of them share: what a line
 * pays for, the cash-out methods, and the closing line about the rider's mail settings.
 */
export interface MoneyMailCopy {
  'earning-posted': { subject: string; intro: string; cash: string; credit: string; corrected: string; withheld: string; repaid: string; link: string; button: string };
  'earning-waiting': {
    subject: string;
    intro: string;
    cash: string;
    credit: string;
    documentsMissing: string;
    seriesNotFinished: string;
    bikeNotNamed: string;
    documentsLink: string;
    documentsButton: string;
    link: string;
    button: string;
  };
  'claim-approved': { subject: string; intro: string; paidCash: string; paidCredit: string; paidByResults: string; note: string; link: string; button: string };
  'claim-rejected': { subject: string; intro: string; note: string; again: string; link: string; button: string };
  'cashout-paid': { subject: string; intro: string; collect: string; collectButton: string; wallet: string; walletButton: string };
  'cashout-failed': { subject: string; intro: string; balance: string; again: string; button: string };
  'credit-redeemed': { subject: string; intro: string; receipt: string; left: string; notYou: string; link: string; button: string };
  'debt-created': { subject: string; intro: string; correction: string; correctionAt: string; repaidNow: string; total: string; settled: string; link: string; button: string };
  'debt-repaid': { subject: string; subjectDone: string; earning: string; earningAt: string; cashoutFailed: string; refund: string; writtenOff: string; left: string; done: string; link: string; button: string };
  'money-words': { place: string; bonus: string; champion: string; prepaidCard: string; bank: string; digital: string; optional: string; required: string; settings: string };
}

/** The money mails, one per kind of notice (claims and cash-outs two: approved or rejected, paid or failed). */
export const MONEY_TEMPLATES = ['earning-posted', 'earning-waiting', 'claim-approved', 'claim-rejected', 'cashout-paid', 'cashout-failed', 'credit-redeemed', 'debt-created', 'debt-repaid'] as const;
export type MoneyTemplate = (typeof MONEY_TEMPLATES)[number];
export const isMoneyTemplate = (template: string): template is MoneyTemplate => (MONEY_TEMPLATES as readonly string[]).includes(template);

export const MONEY_MAIL_COPY: Record<Locale, MoneyMailCopy> = {
  en: {
    'earning-posted': {
      subject: 'Your {brand} earnings from {event}: {amount}',
      intro: 'New earnings from {event} are on your balance:',
      cash: '{amount} in cash for {what}',
      credit: '{amount} in dealer credit for {what}, valid until {date}',
      corrected: 'a corrected result: it paid {amount} before',
      withheld: '{amount} withheld as tax',
      repaid: '{amount} went to repay what you owed',
      link: 'Your earnings page shows every result and why it pays:',
      button: 'See my earnings',
    },
    'earning-waiting': {
      subject: 'Your {brand} earnings from {event} are waiting',
      intro: 'Your results at {event} earn you money, but it cannot reach your balance yet:',
      cash: '{amount} in cash for {what}',
      credit: '{amount} in dealer credit for {what}',
      documentsMissing: 'Cash for a pro rider waits for documents: your driver’s licence, and a W-9 if you live in the US. Upload them in your profile; the cash is posted as soon as they are on file.',
      seriesNotFinished: 'Dealer credit earned in a series is paid when the series ends. Nothing to do: it is posted then.',
      bikeNotNamed: 'Name the bike you raced on: ask the promoter to add its VIN to your result, or file a payout claim naming it.',
      documentsLink: 'Upload your documents here:',
      documentsButton: 'Upload my documents',
      link: 'Your earnings page shows every result and what it waits for:',
      button: 'See my earnings',
    },
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
    'cashout-paid': {
      subject: 'Your {brand} cash-out of {amount} is paid',
      intro: 'Your cash-out of {amount} ({method}) is paid.',
      collect: 'Collect your money here. The link is yours alone: do not share it.',
      collectButton: 'Collect my money',
      wallet: 'Your wallet shows the cash-out and the way to collect it:',
      walletButton: 'Open my wallet',
    },
    'cashout-failed': {
      subject: 'Your {brand} cash-out of {amount} did not go through',
      intro: 'Your cash-out of {amount} ({method}) could not be paid. No money left your account.',
      balance: 'The {amount} is back on your cash balance, which is now {balance}.',
      again: 'You can cash out again, by the same or another method:',
      button: 'Cash out',
    },
    'credit-redeemed': {
      subject: 'You spent {amount} of dealer credit at {dealer}',
      intro: '{amount} of your dealer credit was spent at {dealer}.',
      receipt: 'Receipt code: {code}',
      left: 'Dealer credit left: {left}',
      notYou: 'If you did not spend it, write to us through the contact form right away and set a new PIN in your profile.',
      link: 'Your wallet lists every redemption:',
      button: 'Open my wallet',
    },
    'debt-created': {
      subject: 'A corrected result: you owe {brand} {amount}',
      intro: 'A result was corrected or removed after its money had already left your wallet (cashed out or spent at a dealer). The award was taken back, and what had left is owed to the programme: {amount}.',
      correction: '{amount} from {event}',
      correctionAt: '{amount} from {event} ({what})',
      repaidNow: '{amount} of it was repaid at once from your corrected earnings.',
      total: 'You owe {amount} in all. Nothing to do: it is repaid from your next earnings in this currency.',
      settled: 'It is already repaid in full: you owe nothing.',
      link: 'Your dashboard shows what you owe and where it comes from:',
      button: 'Open my dashboard',
    },
    'debt-repaid': {
      subject: '{amount} of what you owe {brand} is repaid',
      subjectDone: 'What you owed {brand} is repaid',
      earning: '{amount} of your new earnings repaid what you owed the programme.',
      earningAt: '{amount} of your earnings from {event} repaid what you owed the programme.',
      cashoutFailed: '{amount} back from a failed cash-out repaid what you owed the programme.',
      refund: '{amount} a dealer refunded repaid what you owed the programme.',
      writtenOff: 'The programme team wrote off {amount} of what you owed: you do not have to repay it.',
      left: 'You still owe {amount}; it is repaid from your next earnings in this currency.',
      done: 'You owe the programme nothing any more.',
      link: 'Your dashboard shows your balances:',
      button: 'Open my dashboard',
    },
    'money-words': {
      place: '{what}, place {place}',
      bonus: 'a bonus',
      champion: 'series champion, {what}',
      prepaidCard: 'prepaid card',
      bank: 'bank transfer',
      digital: 'digital wallet',
      optional: 'You get this email because it is turned on in your profile. You can turn it off there:',
      required: 'This email is always sent: the programme must tell you about money you owe or money that did not leave.',
      settings: 'My mail settings',
    },
  },
  fr: {
    'earning-posted': {
      subject: 'Vos gains {brand} à {event} : {amount}',
      intro: 'De nouveaux gains de {event} sont sur votre solde :',
      cash: '{amount} en espèces pour {what}',
      credit: '{amount} de crédit concessionnaire pour {what}, valable jusqu’au {date}',
      corrected: 'résultat corrigé : il rapportait {amount} auparavant',
      withheld: 'dont {amount} retenus au titre de l’impôt',
      repaid: 'dont {amount} pour rembourser ce que vous deviez',
      link: 'Votre page de gains montre chaque résultat et ce qu’il rapporte :',
      button: 'Voir mes gains',
    },
    'earning-waiting': {
      subject: 'Vos gains {brand} à {event} sont en attente',
      intro: 'Vos résultats à {event} vous rapportent de l’argent, mais il ne peut pas encore arriver sur votre solde :',
      cash: '{amount} en espèces pour {what}',
      credit: '{amount} de crédit concessionnaire pour {what}',
      documentsMissing: 'Les espèces d’un pilote pro attendent ses documents : votre permis de conduire, et un W-9 si vous résidez aux États-Unis. Envoyez-les depuis votre profil ; les espèces sont versées dès qu’ils sont enregistrés.',
      seriesNotFinished: 'Le crédit concessionnaire gagné dans une série est versé à la fin de la série. Rien à faire : il sera versé à ce moment-là.',
      bikeNotNamed: 'Indiquez la moto utilisée pour cette course : demandez à l’organisateur d’ajouter son VIN à votre résultat, ou déposez une réclamation de gain qui la nomme.',
      documentsLink: 'Envoyez vos documents ici :',
      documentsButton: 'Envoyer mes documents',
      link: 'Votre page de gains montre chaque résultat et ce qu’il attend :',
      button: 'Voir mes gains',
    },
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
    'cashout-paid': {
      subject: 'Votre retrait {brand} de {amount} est payé',
      intro: 'Votre retrait de {amount} ({method}) est payé.',
      collect: 'Récupérez votre argent ici. Ce lien n’est qu’à vous : ne le partagez pas.',
      collectButton: 'Récupérer mon argent',
      wallet: 'Votre portefeuille montre le retrait et comment le récupérer :',
      walletButton: 'Ouvrir mon portefeuille',
    },
    'cashout-failed': {
      subject: 'Votre retrait {brand} de {amount} n’a pas abouti',
      intro: 'Votre retrait de {amount} ({method}) n’a pas pu être payé. Aucun argent n’a quitté votre compte.',
      balance: 'Les {amount} sont de retour sur votre solde en espèces, qui est maintenant de {balance}.',
      again: 'Vous pouvez refaire un retrait, par le même moyen ou un autre :',
      button: 'Retirer',
    },
    'credit-redeemed': {
      subject: 'Vous avez utilisé {amount} de crédit concessionnaire chez {dealer}',
      intro: '{amount} de votre crédit concessionnaire ont été utilisés chez {dealer}.',
      receipt: 'Code du reçu : {code}',
      left: 'Crédit concessionnaire restant : {left}',
      notYou: 'Si ce n’était pas vous, écrivez-nous tout de suite par le formulaire de contact et choisissez un nouveau code PIN dans votre profil.',
      link: 'Votre portefeuille liste chaque utilisation :',
      button: 'Ouvrir mon portefeuille',
    },
    'debt-created': {
      subject: 'Un résultat corrigé : vous devez {amount} à {brand}',
      intro: 'Un résultat a été corrigé ou retiré alors que son argent avait déjà quitté votre portefeuille (retiré ou utilisé chez un concessionnaire). Le gain a été repris, et ce qui était parti est dû au programme : {amount}.',
      correction: '{amount} pour {event}',
      correctionAt: '{amount} pour {event} ({what})',
      repaidNow: '{amount} en ont été remboursés aussitôt par vos gains corrigés.',
      total: 'Vous devez {amount} au total. Rien à faire : ce montant sera prélevé sur vos prochains gains dans cette devise.',
      settled: 'Il est déjà remboursé en entier : vous ne devez rien.',
      link: 'Votre tableau de bord montre ce que vous devez et d’où cela vient :',
      button: 'Ouvrir mon tableau de bord',
    },
    'debt-repaid': {
      subject: '{amount} de ce que vous devez à {brand} sont remboursés',
      subjectDone: 'Ce que vous deviez à {brand} est remboursé',
      earning: '{amount} de vos nouveaux gains ont remboursé ce que vous deviez au programme.',
      earningAt: '{amount} de vos gains à {event} ont remboursé ce que vous deviez au programme.',
      cashoutFailed: '{amount} revenus d’un retrait qui n’a pas abouti ont remboursé ce que vous deviez au programme.',
      refund: '{amount} remboursés par un concessionnaire ont remboursé ce que vous deviez au programme.',
      writtenOff: 'L’équipe du programme a annulé {amount} de ce que vous deviez : vous n’avez pas à les rembourser.',
      left: 'Vous devez encore {amount} ; ce montant sera prélevé sur vos prochains gains dans cette devise.',
      done: 'Vous ne devez plus rien au programme.',
      link: 'Votre tableau de bord montre vos soldes :',
      button: 'Ouvrir mon tableau de bord',
    },
    'money-words': {
      place: '{what}, place {place}',
      bonus: 'une prime',
      champion: 'champion de la série, {what}',
      prepaidCard: 'carte prépayée',
      bank: 'virement bancaire',
      digital: 'portefeuille numérique',
      optional: 'Vous recevez ce courriel parce qu’il est activé dans votre profil. Vous pouvez l’y désactiver :',
      required: 'Ce courriel est toujours envoyé : le programme doit vous informer de l’argent que vous devez ou de l’argent qui n’est pas parti.',
      settings: 'Mes réglages de courriel',
    },
  },
  de: {
    'earning-posted': {
      subject: 'Deine {brand}-Gewinne bei {event}: {amount}',
      intro: 'Neue Gewinne aus {event} sind auf deinem Guthaben:',
      cash: '{amount} Bargeld für {what}',
      credit: '{amount} Händlerguthaben für {what}, gültig bis zum {date}',
      corrected: 'korrigiertes Ergebnis: vorher {amount}',
      withheld: 'davon {amount} als Steuer einbehalten',
      repaid: 'davon {amount} zur Tilgung deiner Schulden',
      link: 'Auf deiner Gewinnseite siehst du jedes Ergebnis und warum es zahlt:',
      button: 'Meine Gewinne ansehen',
    },
    'earning-waiting': {
      subject: 'Deine {brand}-Gewinne bei {event} warten',
      intro: 'Deine Ergebnisse bei {event} bringen dir Geld, aber es kann noch nicht auf dein Guthaben:',
      cash: '{amount} Bargeld für {what}',
      credit: '{amount} Händlerguthaben für {what}',
      documentsMissing: 'Bargeld für Profis wartet auf Dokumente: deinen Führerschein und, bei Wohnsitz in den USA, ein W-9. Lade sie in deinem Profil hoch; das Bargeld wird gebucht, sobald sie vorliegen.',
      seriesNotFinished: 'Händlerguthaben aus einer Serie wird am Ende der Serie gutgeschrieben. Du musst nichts tun: Es wird dann gebucht.',
      bikeNotNamed: 'Nenne das Motorrad, mit dem du gefahren bist: Bitte den Veranstalter, seine FIN in dein Ergebnis einzutragen, oder reiche eine Zahlungsreklamation ein, die es nennt.',
      documentsLink: 'Lade deine Dokumente hier hoch:',
      documentsButton: 'Dokumente hochladen',
      link: 'Auf deiner Gewinnseite siehst du jedes Ergebnis und worauf es wartet:',
      button: 'Meine Gewinne ansehen',
    },
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
    'cashout-paid': {
      subject: 'Deine {brand}-Auszahlung von {amount} ist bezahlt',
      intro: 'Deine Auszahlung von {amount} ({method}) ist bezahlt.',
      collect: 'Hol dir dein Geld hier ab. Der Link gehört nur dir: Gib ihn nicht weiter.',
      collectButton: 'Geld abholen',
      wallet: 'In deiner Geldbörse siehst du die Auszahlung und wie du sie abholst:',
      walletButton: 'Geldbörse öffnen',
    },
    'cashout-failed': {
      subject: 'Deine {brand}-Auszahlung von {amount} ist nicht durchgegangen',
      intro: 'Deine Auszahlung von {amount} ({method}) konnte nicht bezahlt werden. Es hat kein Geld dein Konto verlassen.',
      balance: 'Die {amount} sind wieder auf deinem Bargeldguthaben, das jetzt {balance} beträgt.',
      again: 'Du kannst erneut auszahlen, auf demselben oder einem anderen Weg:',
      button: 'Auszahlen',
    },
    'credit-redeemed': {
      subject: 'Du hast {amount} Händlerguthaben bei {dealer} eingelöst',
      intro: '{amount} deines Händlerguthabens wurden bei {dealer} eingelöst.',
      receipt: 'Belegcode: {code}',
      left: 'Verbleibendes Händlerguthaben: {left}',
      notYou: 'Wenn du das nicht warst, schreib uns sofort über das Kontaktformular und lege in deinem Profil eine neue PIN fest.',
      link: 'In deiner Geldbörse steht jede Einlösung:',
      button: 'Geldbörse öffnen',
    },
    'debt-created': {
      subject: 'Ein korrigiertes Ergebnis: Du schuldest {brand} {amount}',
      intro: 'Ein Ergebnis wurde korrigiert oder entfernt, nachdem sein Geld deine Geldbörse schon verlassen hatte (ausgezahlt oder bei einem Händler eingelöst). Die Auszahlung wurde zurückgebucht, und was schon weg war, schuldest du dem Programm: {amount}.',
      correction: '{amount} aus {event}',
      correctionAt: '{amount} aus {event} ({what})',
      repaidNow: 'Davon wurden {amount} sofort aus deinen korrigierten Gewinnen getilgt.',
      total: 'Du schuldest insgesamt {amount}. Du musst nichts tun: Der Betrag wird von deinen nächsten Einnahmen in dieser Währung abgezogen.',
      settled: 'Das ist schon vollständig getilgt: Du schuldest nichts.',
      link: 'Deine Übersicht zeigt, was du schuldest und woher es kommt:',
      button: 'Übersicht öffnen',
    },
    'debt-repaid': {
      subject: '{amount} deiner Schulden bei {brand} sind getilgt',
      subjectDone: 'Deine Schulden bei {brand} sind getilgt',
      earning: '{amount} deiner neuen Gewinne haben getilgt, was du dem Programm geschuldet hast.',
      earningAt: '{amount} deiner Gewinne bei {event} haben getilgt, was du dem Programm geschuldet hast.',
      cashoutFailed: '{amount} aus einer nicht durchgegangenen Auszahlung haben getilgt, was du dem Programm geschuldet hast.',
      refund: '{amount}, die ein Händler erstattet hat, haben getilgt, was du dem Programm geschuldet hast.',
      writtenOff: 'Das Programmteam hat dir {amount} deiner Schulden erlassen: Du musst sie nicht zurückzahlen.',
      left: 'Du schuldest noch {amount}; der Betrag wird von deinen nächsten Einnahmen in dieser Währung abgezogen.',
      done: 'Du schuldest dem Programm nichts mehr.',
      link: 'Deine Übersicht zeigt deine Guthaben:',
      button: 'Übersicht öffnen',
    },
    'money-words': {
      place: '{what}, Platz {place}',
      bonus: 'einen Bonus',
      champion: 'Serienmeister, {what}',
      prepaidCard: 'Prepaidkarte',
      bank: 'Banküberweisung',
      digital: 'digitale Geldbörse',
      optional: 'Du bekommst diese E-Mail, weil sie in deinem Profil eingeschaltet ist. Dort kannst du sie abschalten:',
      required: 'Diese E-Mail bekommst du immer: Das Programm muss dir sagen, wenn du Geld schuldest oder Geld nicht ausgezahlt wurde.',
      settings: 'Meine E-Mail-Einstellungen',
    },
  },
  es: {
    'earning-posted': {
      subject: 'Tus ganancias de {brand} en {event}: {amount}',
      intro: 'Tienes nuevas ganancias de {event} en tu saldo:',
      cash: '{amount} en efectivo por {what}',
      credit: '{amount} en crédito de concesionario por {what}, válido hasta el {date}',
      corrected: 'resultado corregido: antes pagaba {amount}',
      withheld: 'de ellos, {amount} retenidos como impuesto',
      repaid: 'de ellos, {amount} para saldar lo que debías',
      link: 'Tu página de ganancias muestra cada resultado y por qué paga:',
      button: 'Ver mis ganancias',
    },
    'earning-waiting': {
      subject: 'Tus ganancias de {brand} en {event} están en espera',
      intro: 'Tus resultados en {event} te dan dinero, pero aún no puede llegar a tu saldo:',
      cash: '{amount} en efectivo por {what}',
      credit: '{amount} en crédito de concesionario por {what}',
      documentsMissing: 'El efectivo de un piloto pro espera sus documentos: tu permiso de conducir y, si vives en Estados Unidos, un W-9. Súbelos en tu perfil; el efectivo se abona en cuanto estén registrados.',
      seriesNotFinished: 'El crédito de concesionario ganado en una serie se abona al terminar la serie. No tienes que hacer nada: se abonará entonces.',
      bikeNotNamed: 'Indica la moto con la que corriste: pide al organizador que añada su VIN a tu resultado, o presenta una reclamación de pago que la indique.',
      documentsLink: 'Sube tus documentos aquí:',
      documentsButton: 'Subir mis documentos',
      link: 'Tu página de ganancias muestra cada resultado y qué espera:',
      button: 'Ver mis ganancias',
    },
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
    'cashout-paid': {
      subject: 'Tu retiro de {brand} de {amount} está pagado',
      intro: 'Tu retiro de {amount} ({method}) está pagado.',
      collect: 'Recoge tu dinero aquí. El enlace es solo tuyo: no lo compartas.',
      collectButton: 'Recoger mi dinero',
      wallet: 'Tu monedero muestra el retiro y cómo recogerlo:',
      walletButton: 'Abrir mi monedero',
    },
    'cashout-failed': {
      subject: 'Tu retiro de {brand} de {amount} no se completó',
      intro: 'Tu retiro de {amount} ({method}) no se pudo pagar. No ha salido dinero de tu cuenta.',
      balance: 'Los {amount} han vuelto a tu saldo en efectivo, que ahora es de {balance}.',
      again: 'Puedes volver a retirar, por el mismo medio o por otro:',
      button: 'Retirar',
    },
    'credit-redeemed': {
      subject: 'Has gastado {amount} de crédito de concesionario en {dealer}',
      intro: 'Se han gastado {amount} de tu crédito de concesionario en {dealer}.',
      receipt: 'Código del recibo: {code}',
      left: 'Crédito de concesionario restante: {left}',
      notYou: 'Si no fuiste tú, escríbenos enseguida desde el formulario de contacto y elige un PIN nuevo en tu perfil.',
      link: 'Tu monedero muestra cada canje:',
      button: 'Abrir mi monedero',
    },
    'debt-created': {
      subject: 'Un resultado corregido: debes {amount} a {brand}',
      intro: 'Un resultado se corrigió o se retiró cuando su dinero ya había salido de tu monedero (retirado o gastado en un concesionario). El pago se anuló y lo que ya había salido se le debe al programa: {amount}.',
      correction: '{amount} por {event}',
      correctionAt: '{amount} por {event} ({what})',
      repaidNow: 'De ello, {amount} se saldaron al momento con tus ganancias corregidas.',
      total: 'Debes {amount} en total. No tienes que hacer nada: se descontará de tus próximas ganancias en esta moneda.',
      settled: 'Ya está saldado por completo: no debes nada.',
      link: 'Tu panel muestra lo que debes y de dónde viene:',
      button: 'Abrir mi panel',
    },
    'debt-repaid': {
      subject: 'Se han saldado {amount} de lo que debes a {brand}',
      subjectDone: 'Lo que debías a {brand} está saldado',
      earning: '{amount} de tus nuevas ganancias saldaron lo que debías al programa.',
      earningAt: '{amount} de tus ganancias en {event} saldaron lo que debías al programa.',
      cashoutFailed: '{amount} devueltos por un retiro que no se completó saldaron lo que debías al programa.',
      refund: '{amount} que reembolsó un concesionario saldaron lo que debías al programa.',
      writtenOff: 'El equipo del programa canceló {amount} de lo que debías: no tienes que devolverlos.',
      left: 'Aún debes {amount}; se descontará de tus próximas ganancias en esta moneda.',
      done: 'Ya no debes nada al programa.',
      link: 'Tu panel muestra tus saldos:',
      button: 'Abrir mi panel',
    },
    'money-words': {
      place: '{what}, puesto {place}',
      bonus: 'una bonificación',
      champion: 'campeón de la serie, {what}',
      prepaidCard: 'tarjeta prepago',
      bank: 'transferencia bancaria',
      digital: 'monedero digital',
      optional: 'Recibes este correo porque está activado en tu perfil. Puedes desactivarlo allí:',
      required: 'Este correo se envía siempre: el programa debe avisarte del dinero que debes o del dinero que no salió.',
      settings: 'Mis ajustes de correo',
    },
  },
  it: {
    'earning-posted': {
      subject: 'Le tue vincite {brand} a {event}: {amount}',
      intro: 'Nuove vincite da {event} sono sul tuo saldo:',
      cash: '{amount} in contanti per {what}',
      credit: '{amount} di credito concessionario per {what}, valido fino al {date}',
      corrected: 'risultato corretto: prima pagava {amount}',
      withheld: 'di cui {amount} trattenuti come imposta',
      repaid: 'di cui {amount} per saldare quanto dovevi',
      link: 'La pagina delle vincite mostra ogni risultato e perché paga:',
      button: 'Vedi le mie vincite',
    },
    'earning-waiting': {
      subject: 'Le tue vincite {brand} a {event} sono in attesa',
      intro: 'I tuoi risultati a {event} ti fanno guadagnare, ma il denaro non può ancora arrivare sul tuo saldo:',
      cash: '{amount} in contanti per {what}',
      credit: '{amount} di credito concessionario per {what}',
      documentsMissing: 'I contanti di un pilota pro attendono i documenti: la tua patente e, se vivi negli Stati Uniti, un W-9. Caricali nel tuo profilo; i contanti vengono accreditati appena sono registrati.',
      seriesNotFinished: 'Il credito concessionario guadagnato in una serie viene pagato a fine serie. Non devi fare nulla: sarà accreditato allora.',
      bikeNotNamed: 'Indica la moto con cui hai corso: chiedi all’organizzatore di aggiungere il suo VIN al tuo risultato, oppure presenta un reclamo che la indichi.',
      documentsLink: 'Carica qui i tuoi documenti:',
      documentsButton: 'Carica i miei documenti',
      link: 'La pagina delle vincite mostra ogni risultato e cosa attende:',
      button: 'Vedi le mie vincite',
    },
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
    'cashout-paid': {
      subject: 'Il tuo prelievo {brand} di {amount} è pagato',
      intro: 'Il tuo prelievo di {amount} ({method}) è pagato.',
      collect: 'Ritira qui il tuo denaro. Il link è solo tuo: non condividerlo.',
      collectButton: 'Ritira il mio denaro',
      wallet: 'Il tuo portafoglio mostra il prelievo e come ritirarlo:',
      walletButton: 'Apri il mio portafoglio',
    },
    'cashout-failed': {
      subject: 'Il tuo prelievo {brand} di {amount} non è andato a buon fine',
      intro: 'Il tuo prelievo di {amount} ({method}) non è stato pagato. Nessun denaro ha lasciato il tuo conto.',
      balance: 'I {amount} sono tornati sul tuo saldo in contanti, che ora è di {balance}.',
      again: 'Puoi prelevare di nuovo, con lo stesso metodo o con un altro:',
      button: 'Preleva',
    },
    'credit-redeemed': {
      subject: 'Hai usato {amount} di credito concessionario presso {dealer}',
      intro: '{amount} del tuo credito concessionario sono stati usati presso {dealer}.',
      receipt: 'Codice ricevuta: {code}',
      left: 'Credito concessionario rimasto: {left}',
      notYou: 'Se non sei stato tu, scrivici subito con il modulo di contatto e scegli un nuovo PIN nel tuo profilo.',
      link: 'Il tuo portafoglio elenca ogni utilizzo:',
      button: 'Apri il mio portafoglio',
    },
    'debt-created': {
      subject: 'Un risultato corretto: devi {amount} a {brand}',
      intro: 'Un risultato è stato corretto o tolto quando il suo denaro aveva già lasciato il tuo portafoglio (prelevato o usato presso un concessionario). Il pagamento è stato ripreso e quanto era già uscito è dovuto al programma: {amount}.',
      correction: '{amount} per {event}',
      correctionAt: '{amount} per {event} ({what})',
      repaidNow: 'Di questi, {amount} sono stati saldati subito dalle tue vincite corrette.',
      total: 'Devi {amount} in tutto. Non devi fare nulla: sarà trattenuto dai tuoi prossimi guadagni in questa valuta.',
      settled: 'È già saldato per intero: non devi nulla.',
      link: 'La tua bacheca mostra quanto devi e da dove viene:',
      button: 'Apri la mia bacheca',
    },
    'debt-repaid': {
      subject: '{amount} di quanto devi a {brand} sono saldati',
      subjectDone: 'Quanto dovevi a {brand} è saldato',
      earning: '{amount} delle tue nuove vincite hanno saldato quanto dovevi al programma.',
      earningAt: '{amount} delle tue vincite a {event} hanno saldato quanto dovevi al programma.',
      cashoutFailed: '{amount} tornati da un prelievo non riuscito hanno saldato quanto dovevi al programma.',
      refund: '{amount} rimborsati da un concessionario hanno saldato quanto dovevi al programma.',
      writtenOff: 'Il team del programma ha cancellato {amount} di quanto dovevi: non devi restituirli.',
      left: 'Devi ancora {amount}; sarà trattenuto dai tuoi prossimi guadagni in questa valuta.',
      done: 'Non devi più nulla al programma.',
      link: 'La tua bacheca mostra i tuoi saldi:',
      button: 'Apri la mia bacheca',
    },
    'money-words': {
      place: '{what}, {place}° posto',
      bonus: 'un bonus',
      champion: 'campione della serie, {what}',
      prepaidCard: 'carta prepagata',
      bank: 'bonifico bancario',
      digital: 'portafoglio digitale',
      optional: 'Ricevi questa e-mail perché è attiva nel tuo profilo. Puoi disattivarla lì:',
      required: 'Questa e-mail viene sempre inviata: il programma deve informarti del denaro che devi o del denaro che non è uscito.',
      settings: 'Le mie impostazioni e-mail',
    },
  },
  nl: {
    'earning-posted': {
      subject: 'Je {brand}-verdiensten bij {event}: {amount}',
      intro: 'Er staan nieuwe verdiensten van {event} op je saldo:',
      cash: '{amount} contant voor {what}',
      credit: '{amount} dealertegoed voor {what}, geldig tot {date}',
      corrected: 'gecorrigeerde uitslag: eerst {amount}',
      withheld: 'waarvan {amount} ingehouden als belasting',
      repaid: 'waarvan {amount} ter aflossing van wat je verschuldigd was',
      link: 'Je verdienstenpagina toont elke uitslag en waarom die uitbetaalt:',
      button: 'Mijn verdiensten bekijken',
    },
    'earning-waiting': {
      subject: 'Je {brand}-verdiensten bij {event} wachten',
      intro: 'Je uitslagen bij {event} leveren je geld op, maar dat kan nog niet naar je saldo:',
      cash: '{amount} contant voor {what}',
      credit: '{amount} dealertegoed voor {what}',
      documentsMissing: 'Contant geld voor een pro-rijder wacht op documenten: je rijbewijs en, als je in de Verenigde Staten woont, een W-9. Upload ze in je profiel; het geld wordt geboekt zodra ze binnen zijn.',
      seriesNotFinished: 'Dealertegoed uit een serie wordt uitbetaald aan het eind van de serie. Je hoeft niets te doen: het wordt dan geboekt.',
      bikeNotNamed: 'Geef aan op welke motor je reed: vraag de organisator het VIN aan je uitslag toe te voegen, of dien een claim in die de motor noemt.',
      documentsLink: 'Upload je documenten hier:',
      documentsButton: 'Mijn documenten uploaden',
      link: 'Je verdienstenpagina toont elke uitslag en waarop die wacht:',
      button: 'Mijn verdiensten bekijken',
    },
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
    'cashout-paid': {
      subject: 'Je {brand}-uitbetaling van {amount} is betaald',
      intro: 'Je uitbetaling van {amount} ({method}) is betaald.',
      collect: 'Haal je geld hier op. De link is alleen voor jou: deel hem niet.',
      collectButton: 'Mijn geld ophalen',
      wallet: 'Je portemonnee toont de uitbetaling en hoe je die ophaalt:',
      walletButton: 'Mijn portemonnee openen',
    },
    'cashout-failed': {
      subject: 'Je {brand}-uitbetaling van {amount} is niet gelukt',
      intro: 'Je uitbetaling van {amount} ({method}) kon niet worden betaald. Er heeft geen geld je account verlaten.',
      balance: 'De {amount} staat weer op je contante saldo, dat nu {balance} is.',
      again: 'Je kunt opnieuw uitbetalen, op dezelfde of een andere manier:',
      button: 'Uitbetalen',
    },
    'credit-redeemed': {
      subject: 'Je hebt {amount} dealertegoed besteed bij {dealer}',
      intro: 'Er is {amount} van je dealertegoed besteed bij {dealer}.',
      receipt: 'Bonnummer: {code}',
      left: 'Resterend dealertegoed: {left}',
      notYou: 'Was jij dit niet, schrijf ons dan meteen via het contactformulier en kies een nieuwe pincode in je profiel.',
      link: 'Je portemonnee toont elke inwisseling:',
      button: 'Mijn portemonnee openen',
    },
    'debt-created': {
      subject: 'Een gecorrigeerde uitslag: je bent {brand} {amount} verschuldigd',
      intro: 'Een uitslag is gecorrigeerd of verwijderd nadat het geld ervan je portemonnee al had verlaten (uitbetaald of besteed bij een dealer). De uitbetaling is teruggenomen, en wat al weg was, ben je het programma verschuldigd: {amount}.',
      correction: '{amount} van {event}',
      correctionAt: '{amount} van {event} ({what})',
      repaidNow: 'Daarvan is {amount} meteen afgelost uit je gecorrigeerde verdiensten.',
      total: 'Je bent in totaal {amount} verschuldigd. Je hoeft niets te doen: dit gaat af van je volgende verdiensten in deze valuta.',
      settled: 'Het is al volledig afgelost: je bent niets verschuldigd.',
      link: 'Je dashboard toont wat je verschuldigd bent en waar het vandaan komt:',
      button: 'Mijn dashboard openen',
    },
    'debt-repaid': {
      subject: '{amount} van wat je {brand} verschuldigd bent is afgelost',
      subjectDone: 'Wat je {brand} verschuldigd was, is afgelost',
      earning: '{amount} van je nieuwe verdiensten heeft afgelost wat je het programma verschuldigd was.',
      earningAt: '{amount} van je verdiensten bij {event} heeft afgelost wat je het programma verschuldigd was.',
      cashoutFailed: '{amount} terug van een mislukte uitbetaling heeft afgelost wat je het programma verschuldigd was.',
      refund: '{amount} die een dealer terugbetaalde, heeft afgelost wat je het programma verschuldigd was.',
      writtenOff: 'Het programmateam heeft {amount} van wat je verschuldigd was kwijtgescholden: dat hoef je niet terug te betalen.',
      left: 'Je bent nog {amount} verschuldigd; dit gaat af van je volgende verdiensten in deze valuta.',
      done: 'Je bent het programma niets meer verschuldigd.',
      link: 'Je dashboard toont je saldo:',
      button: 'Mijn dashboard openen',
    },
    'money-words': {
      place: '{what}, plaats {place}',
      bonus: 'een bonus',
      champion: 'seriekampioen, {what}',
      prepaidCard: 'prepaidkaart',
      bank: 'bankoverschrijving',
      digital: 'digitale portemonnee',
      optional: 'Je krijgt deze e-mail omdat hij in je profiel aanstaat. Daar kun je hem uitzetten:',
      required: 'Deze e-mail wordt altijd verstuurd: het programma moet je laten weten wat je verschuldigd bent of welk geld niet is uitbetaald.',
      settings: 'Mijn e-mailinstellingen',
    },
  },
  no: {
    'earning-posted': {
      subject: 'Inntektene dine i {brand} fra {event}: {amount}',
      intro: 'Nye inntekter fra {event} er på saldoen din:',
      cash: '{amount} i kontanter for {what}',
      credit: '{amount} i forhandlerkreditt for {what}, gyldig til {date}',
      corrected: 'korrigert resultat: betalte {amount} før',
      withheld: 'hvorav {amount} holdt tilbake som skatt',
      repaid: 'hvorav {amount} gikk til å betale ned det du skyldte',
      link: 'Inntektssiden din viser hvert resultat og hvorfor det betaler:',
      button: 'Se inntektene mine',
    },
    'earning-waiting': {
      subject: 'Inntektene dine i {brand} fra {event} venter',
      intro: 'Resultatene dine på {event} gir deg penger, men de kan ikke komme på saldoen ennå:',
      cash: '{amount} i kontanter for {what}',
      credit: '{amount} i forhandlerkreditt for {what}',
      documentsMissing: 'Kontanter til en proff fører venter på dokumenter: førerkortet ditt, og W-9 hvis du bor i USA. Last dem opp i profilen din; kontantene føres så snart de er registrert.',
      seriesNotFinished: 'Forhandlerkreditt fra en serie betales når serien er ferdig. Du trenger ikke gjøre noe: den føres da.',
      bikeNotNamed: 'Oppgi hvilken sykkel du kjørte på: be arrangøren legge VIN-en til resultatet ditt, eller send inn et krav om utbetaling som oppgir den.',
      documentsLink: 'Last opp dokumentene dine her:',
      documentsButton: 'Last opp dokumentene mine',
      link: 'Inntektssiden din viser hvert resultat og hva det venter på:',
      button: 'Se inntektene mine',
    },
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
    'cashout-paid': {
      subject: 'Uttaket ditt i {brand} på {amount} er betalt',
      intro: 'Uttaket ditt på {amount} ({method}) er betalt.',
      collect: 'Hent pengene dine her. Lenken er bare din: ikke del den.',
      collectButton: 'Hent pengene mine',
      wallet: 'Lommeboken din viser uttaket og hvordan du henter det:',
      walletButton: 'Åpne lommeboken',
    },
    'cashout-failed': {
      subject: 'Uttaket ditt i {brand} på {amount} gikk ikke gjennom',
      intro: 'Uttaket ditt på {amount} ({method}) kunne ikke betales. Ingen penger har forlatt kontoen din.',
      balance: '{amount} er tilbake på kontantsaldoen din, som nå er {balance}.',
      again: 'Du kan ta ut på nytt, på samme eller en annen måte:',
      button: 'Ta ut',
    },
    'credit-redeemed': {
      subject: 'Du brukte {amount} i forhandlerkreditt hos {dealer}',
      intro: '{amount} av forhandlerkreditten din ble brukt hos {dealer}.',
      receipt: 'Kvitteringskode: {code}',
      left: 'Forhandlerkreditt igjen: {left}',
      notYou: 'Hvis det ikke var deg, skriv til oss med en gang via kontaktskjemaet og velg en ny PIN-kode i profilen din.',
      link: 'Lommeboken din viser hver innløsning:',
      button: 'Åpne lommeboken',
    },
    'debt-created': {
      subject: 'Et korrigert resultat: du skylder {brand} {amount}',
      intro: 'Et resultat ble korrigert eller fjernet etter at pengene fra det allerede hadde forlatt lommeboken din (tatt ut eller brukt hos en forhandler). Utbetalingen ble tatt tilbake, og det som allerede var borte, skylder du programmet: {amount}.',
      correction: '{amount} fra {event}',
      correctionAt: '{amount} fra {event} ({what})',
      repaidNow: '{amount} av dette ble betalt ned med en gang fra de korrigerte inntektene dine.',
      total: 'Du skylder {amount} i alt. Du trenger ikke gjøre noe: beløpet trekkes fra de neste inntektene dine i denne valutaen.',
      settled: 'Det er allerede betalt ned i sin helhet: du skylder ingenting.',
      link: 'Oversikten din viser hva du skylder og hvor det kommer fra:',
      button: 'Åpne oversikten',
    },
    'debt-repaid': {
      subject: '{amount} av det du skylder {brand} er betalt ned',
      subjectDone: 'Det du skyldte {brand} er betalt ned',
      earning: '{amount} av de nye inntektene dine betalte ned det du skyldte programmet.',
      earningAt: '{amount} av inntektene dine fra {event} betalte ned det du skyldte programmet.',
      cashoutFailed: '{amount} tilbake fra et uttak som ikke gikk gjennom, betalte ned det du skyldte programmet.',
      refund: '{amount} som en forhandler refunderte, betalte ned det du skyldte programmet.',
      writtenOff: 'Programteamet har ettergitt {amount} av det du skyldte: du trenger ikke betale det tilbake.',
      left: 'Du skylder fortsatt {amount}; beløpet trekkes fra de neste inntektene dine i denne valutaen.',
      done: 'Du skylder ikke programmet noe lenger.',
      link: 'Oversikten din viser saldoene dine:',
      button: 'Åpne oversikten',
    },
    'money-words': {
      place: '{what}, {place}. plass',
      bonus: 'en bonus',
      champion: 'seriemester, {what}',
      prepaidCard: 'forhåndsbetalt kort',
      bank: 'bankoverføring',
      digital: 'digital lommebok',
      optional: 'Du får denne e-posten fordi den er slått på i profilen din. Du kan slå den av der:',
      required: 'Denne e-posten sendes alltid: programmet må fortelle deg om penger du skylder eller penger som ikke ble utbetalt.',
      settings: 'E-postinnstillingene mine',
    },
  },
  sv: {
    'earning-posted': {
      subject: 'Dina vinster i {brand} från {event}: {amount}',
      intro: 'Nya vinster från {event} finns på ditt saldo:',
      cash: '{amount} i kontanter för {what}',
      credit: '{amount} i återförsäljarkredit för {what}, giltig till {date}',
      corrected: 'rättat resultat: betalade {amount} tidigare',
      withheld: 'varav {amount} innehållet som skatt',
      repaid: 'varav {amount} gick till att betala av det du var skyldig',
      link: 'Din sida med intjänat visar varje resultat och varför det betalar:',
      button: 'Se det jag tjänat',
    },
    'earning-waiting': {
      subject: 'Dina vinster i {brand} från {event} väntar',
      intro: 'Dina resultat på {event} ger dig pengar, men de kan inte komma in på ditt saldo än:',
      cash: '{amount} i kontanter för {what}',
      credit: '{amount} i återförsäljarkredit för {what}',
      documentsMissing: 'Kontanter till en proffsförare väntar på dokument: ditt körkort och, om du bor i USA, en W-9. Ladda upp dem i din profil; kontanterna bokförs så snart de finns hos oss.',
      seriesNotFinished: 'Återförsäljarkredit från en serie betalas ut när serien är slut. Du behöver inte göra något: den bokförs då.',
      bikeNotNamed: 'Ange vilken motorcykel du körde: be arrangören lägga till dess VIN i ditt resultat, eller lämna in ett betalningsanspråk som anger den.',
      documentsLink: 'Ladda upp dina dokument här:',
      documentsButton: 'Ladda upp mina dokument',
      link: 'Din sida med intjänat visar varje resultat och vad det väntar på:',
      button: 'Se det jag tjänat',
    },
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
    'cashout-paid': {
      subject: 'Ditt uttag i {brand} på {amount} är betalt',
      intro: 'Ditt uttag på {amount} ({method}) är betalt.',
      collect: 'Hämta dina pengar här. Länken är bara din: dela den inte.',
      collectButton: 'Hämta mina pengar',
      wallet: 'Din plånbok visar uttaget och hur du hämtar det:',
      walletButton: 'Öppna min plånbok',
    },
    'cashout-failed': {
      subject: 'Ditt uttag i {brand} på {amount} gick inte igenom',
      intro: 'Ditt uttag på {amount} ({method}) kunde inte betalas. Inga pengar har lämnat ditt konto.',
      balance: '{amount} finns åter på ditt kontantsaldo, som nu är {balance}.',
      again: 'Du kan göra ett nytt uttag, på samma eller ett annat sätt:',
      button: 'Ta ut',
    },
    'credit-redeemed': {
      subject: 'Du använde {amount} i återförsäljarkredit hos {dealer}',
      intro: '{amount} av din återförsäljarkredit användes hos {dealer}.',
      receipt: 'Kvittokod: {code}',
      left: 'Återförsäljarkredit kvar: {left}',
      notYou: 'Om det inte var du, skriv till oss direkt via kontaktformuläret och välj en ny PIN-kod i din profil.',
      link: 'Din plånbok visar varje inlösen:',
      button: 'Öppna min plånbok',
    },
    'debt-created': {
      subject: 'Ett rättat resultat: du är skyldig {brand} {amount}',
      intro: 'Ett resultat rättades eller togs bort efter att pengarna redan hade lämnat din plånbok (uttagna eller använda hos en återförsäljare). Utbetalningen togs tillbaka, och det som redan hade lämnat är du skyldig programmet: {amount}.',
      correction: '{amount} från {event}',
      correctionAt: '{amount} från {event} ({what})',
      repaidNow: '{amount} av det betalades av direkt från dina rättade vinster.',
      total: 'Du är skyldig {amount} totalt. Du behöver inte göra något: beloppet dras från dina nästa intäkter i den här valutan.',
      settled: 'Det är redan helt avbetalt: du är inte skyldig något.',
      link: 'Din översikt visar vad du är skyldig och var det kommer ifrån:',
      button: 'Öppna min översikt',
    },
    'debt-repaid': {
      subject: '{amount} av det du är skyldig {brand} är avbetalt',
      subjectDone: 'Det du var skyldig {brand} är avbetalt',
      earning: '{amount} av dina nya vinster betalade av det du var skyldig programmet.',
      earningAt: '{amount} av dina vinster från {event} betalade av det du var skyldig programmet.',
      cashoutFailed: '{amount} tillbaka från ett uttag som inte gick igenom betalade av det du var skyldig programmet.',
      refund: '{amount} som en återförsäljare återbetalade betalade av det du var skyldig programmet.',
      writtenOff: 'Programteamet har efterskänkt {amount} av det du var skyldig: du behöver inte betala tillbaka det.',
      left: 'Du är fortfarande skyldig {amount}; beloppet dras från dina nästa intäkter i den här valutan.',
      done: 'Du är inte längre skyldig programmet något.',
      link: 'Din översikt visar dina saldon:',
      button: 'Öppna min översikt',
    },
    'money-words': {
      place: '{what}, plats {place}',
      bonus: 'en bonus',
      champion: 'seriemästare, {what}',
      prepaidCard: 'förbetalt kort',
      bank: 'banköverföring',
      digital: 'digital plånbok',
      optional: 'Du får det här mejlet eftersom det är påslaget i din profil. Du kan stänga av det där:',
      required: 'Det här mejlet skickas alltid: programmet måste berätta om pengar du är skyldig eller pengar som inte betalades ut.',
      settings: 'Mina mejlinställningar',
    },
  },
};

/** The money mails that cannot be turned off (docs/accounts.md "Every mail"): their closing line says why. */
const REQUIRED: ReadonlySet<MoneyTemplate> = new Set(['cashout-failed', 'debt-created', 'debt-repaid']);

/** The programme's dates are those of America/Los_Angeles (spec §5), as in the credit expiry warning. */
const PROGRAMME_TIME_ZONE = 'America/Los_Angeles';
/** Intl's name of a locale (Norwegian Bokmål for `no`). */
const intlLocale = (locale: Locale) => (locale === 'no' ? 'nb' : locale);

/** A paragraph of a mail, as templates.ts renders them (a plain one, or a link with its button). */
export type MoneyPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; link: string; button?: string };

export interface MoneyMailValues {
  brand: string;
  notice: RiderNotice;
  /** Where the mail's button goes (sealed in the `mail.send`): the rider's page, or a cash-out's collection link. */
  link: string;
  /** The rider profile's Mail card (the closing line of every money mail). */
  settings?: string;
  /** A paid cash-out: `link` is the provider's collection link (else the rider's wallet). */
  collect?: boolean;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * A money mail in `locale`: its subject and paragraphs, with every amount in the notice's currency and every date as
 * the rider's language writes them. The closing line says how to turn the mail off, or why it cannot be.
 */
export function moneyMail(template: MoneyTemplate, locale: Locale, values: MoneyMailValues): { subject: string; parts: MoneyPart[] } {
  const copy = MONEY_MAIL_COPY[locale];
  const words = copy['money-words'];
  const { notice, brand, link } = values;
  const money = (cents: number) => new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: notice.currency }).format(cents / 100);
  const day = (iso: string) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: PROGRAMME_TIME_ZONE }).format(new Date(iso));
  const what = (line: { for: string; className: string | null; place: number | null }) => {
    if (line.for === 'champion') return fill(words.champion, { what: line.className ?? '' });
    if (line.for === 'bonus' || !line.className) return words.bonus;
    return line.place === null ? line.className : fill(words.place, { what: line.className, place: line.place });
  };
  const t = (text: string, extra: Record<string, string | number> = {}) => fill(text, { brand, ...extra });
  const bullet = (text: string): MoneyPart => ({ kind: 'text', text: `• ${text}` });
  const parts: MoneyPart[] = [];
  let subject: string;

  switch (template) {
    case 'earning-posted': {
      if (notice.kind !== 'earning-posted') throw new Error('the earning-posted mail needs an earning-posted notice');
      const c = copy[template];
      const total = money(notice.lines.reduce((sum, line) => sum + line.amountCents, 0));
      subject = t(c.subject, { event: notice.eventTitle, amount: total });
      parts.push({ kind: 'text', text: t(c.intro, { event: notice.eventTitle }) });
      for (const line of notice.lines) {
        const main = line.type === 'cash' ? t(c.cash, { amount: money(line.amountCents), what: what(line) }) : t(c.credit, { amount: money(line.amountCents), what: what(line), date: line.expiresAt ? day(line.expiresAt) : '' });
        const asides = [
          ...(line.previousCents !== null ? [t(c.corrected, { amount: money(line.previousCents) })] : []),
          ...(line.withheldCents > 0 ? [t(c.withheld, { amount: money(line.withheldCents) })] : []),
          ...(line.repaidCents > 0 ? [t(c.repaid, { amount: money(line.repaidCents) })] : []),
        ];
        parts.push(bullet(asides.length ? `${main} (${asides.join('; ')})` : main));
      }
      parts.push({ kind: 'link', text: t(c.link), link, button: t(c.button) });
      break;
    }
    case 'earning-waiting': {
      if (notice.kind !== 'earning-waiting') throw new Error('the earning-waiting mail needs an earning-waiting notice');
      const c = copy[template];
      subject = t(c.subject, { event: notice.eventTitle });
      parts.push({ kind: 'text', text: t(c.intro, { event: notice.eventTitle }) });
      for (const line of notice.lines) parts.push(bullet(t(line.type === 'cash' ? c.cash : c.credit, { amount: money(line.amountCents), what: what(line) })));
      // Each reason once, in the order the lines name them: what the rider does about it.
      for (const reason of [...new Set(notice.lines.map((line) => line.reason))]) parts.push({ kind: 'text', text: t(c[reason]) });
      const documents = notice.lines.some((line) => line.reason === 'documentsMissing');
      parts.push({ kind: 'link', text: t(documents ? c.documentsLink : c.link), link, button: t(documents ? c.documentsButton : c.button) });
      break;
    }
    case 'claim-approved':
    case 'claim-rejected': {
      if (notice.kind !== 'claim-decided') throw new Error(`the ${template} mail needs a claim-decided notice`);
      const about = { event: notice.eventTitle, what: what({ for: 'place', className: notice.className, place: notice.place }) };
      if (template === 'claim-approved') {
        const c = copy[template];
        subject = t(c.subject, about);
        parts.push({ kind: 'text', text: t(c.intro, about) });
        const amount = notice.amountCents === null ? '' : money(notice.amountCents);
        if (notice.paidBy === 'results') parts.push({ kind: 'text', text: t(c.paidByResults, { amount }) });
        else if (notice.amountCents !== null) parts.push({ kind: 'text', text: t(notice.payoutType === 'cash' ? c.paidCash : c.paidCredit, { amount }) });
        // The note is the programme team's own words: shown as written, never filled in.
        if (notice.note.trim()) parts.push({ kind: 'text', text: t(c.note) }, { kind: 'text', text: notice.note.trim() });
        parts.push({ kind: 'link', text: t(c.link), link, button: t(c.button) });
      } else {
        const c = copy[template];
        subject = t(c.subject, about);
        parts.push({ kind: 'text', text: t(c.intro, about) });
        if (notice.note.trim()) parts.push({ kind: 'text', text: t(c.note) }, { kind: 'text', text: notice.note.trim() });
        parts.push({ kind: 'text', text: t(c.again) }, { kind: 'link', text: t(c.link), link, button: t(c.button) });
      }
      break;
    }
    case 'cashout-paid': {
      if (notice.kind !== 'cashout-paid') throw new Error('the cashout-paid mail needs a cashout-paid notice');
      const c = copy[template];
      const amount = money(notice.amountCents);
      subject = t(c.subject, { amount });
      parts.push({ kind: 'text', text: t(c.intro, { amount, method: words[notice.method] }) });
      // The provider's collection link when there is one (sealed until the mail is sent), else the wallet.
      parts.push(values.collect ? { kind: 'link', text: t(c.collect), link, button: t(c.collectButton) } : { kind: 'link', text: t(c.wallet), link, button: t(c.walletButton) });
      break;
    }
    case 'cashout-failed': {
      if (notice.kind !== 'cashout-failed') throw new Error('the cashout-failed mail needs a cashout-failed notice');
      const c = copy[template];
      const amount = money(notice.amountCents);
      subject = t(c.subject, { amount });
      parts.push({ kind: 'text', text: t(c.intro, { amount, method: words[notice.method] }) }, { kind: 'text', text: t(c.balance, { amount, balance: money(notice.cashBalanceCents) }) });
      parts.push({ kind: 'link', text: t(c.again), link, button: t(c.button) });
      break;
    }
    case 'credit-redeemed': {
      if (notice.kind !== 'credit-redeemed') throw new Error('the credit-redeemed mail needs a credit-redeemed notice');
      const c = copy[template];
      const amount = money(notice.amountCents);
      subject = t(c.subject, { amount, dealer: notice.dealerName });
      parts.push(
        { kind: 'text', text: t(c.intro, { amount, dealer: notice.dealerName }) },
        { kind: 'text', text: t(c.receipt, { code: notice.code }) },
        { kind: 'text', text: t(c.left, { left: money(notice.creditLeftCents) }) },
        { kind: 'text', text: t(c.notYou) },
        { kind: 'link', text: t(c.link), link, button: t(c.button) },
      );
      break;
    }
    case 'debt-created': {
      if (notice.kind !== 'debt-created') throw new Error('the debt-created mail needs a debt-created notice');
      const c = copy[template];
      subject = t(c.subject, { amount: money(notice.owedCents) });
      parts.push({ kind: 'text', text: t(c.intro, { amount: money(notice.owedCents) }) });
      for (const correction of notice.corrections) {
        const at = correction.className ? t(c.correctionAt, { amount: money(correction.cents), event: correction.eventTitle, what: what({ for: 'place', className: correction.className, place: correction.place }) }) : t(c.correction, { amount: money(correction.cents), event: correction.eventTitle });
        parts.push(bullet(at));
      }
      if (notice.repaidCents > 0) parts.push({ kind: 'text', text: t(c.repaidNow, { amount: money(notice.repaidCents) }) });
      parts.push({ kind: 'text', text: notice.totalOwedCents > 0 ? t(c.total, { amount: money(notice.totalOwedCents) }) : t(c.settled) });
      parts.push({ kind: 'link', text: t(c.link), link, button: t(c.button) });
      break;
    }
    case 'debt-repaid': {
      if (notice.kind !== 'debt-repaid') throw new Error('the debt-repaid mail needs a debt-repaid notice');
      const c = copy[template];
      const amount = money(notice.repaidCents);
      subject = notice.totalOwedCents > 0 ? t(c.subject, { amount }) : t(c.subjectDone);
      const how = notice.via === 'earning' ? (notice.eventTitle ? t(c.earningAt, { amount, event: notice.eventTitle }) : t(c.earning, { amount })) : t(c[notice.via], { amount });
      parts.push({ kind: 'text', text: how }, { kind: 'text', text: notice.totalOwedCents > 0 ? t(c.left, { amount: money(notice.totalOwedCents) }) : t(c.done) });
      parts.push({ kind: 'link', text: t(c.link), link, button: t(c.button) });
      break;
    }
  }

  if (REQUIRED.has(template)) parts.push({ kind: 'text', text: t(words.required) });
  else if (values.settings) parts.push({ kind: 'link', text: t(words.optional), link: values.settings, button: t(words.settings) });
  return { subject, parts };
}
