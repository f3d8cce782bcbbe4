import type { Locale } from '../../data-access/models/index.js';

/**
 * New earnings posted to a rider's balance, or earned but waiting (for documents, the series' end, the bike's name), in every
 * interface locale. Placeholders: {brand}, {amount}, {event}, {what}, {date}.
 */
export interface EarningMailCopy {
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
}

export const EARNING_MAIL_COPY: Record<Locale, EarningMailCopy> = {
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
  },
};
