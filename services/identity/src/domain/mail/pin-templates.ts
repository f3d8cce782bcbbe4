import type { Locale } from '../../data-access/models/index.js';

/**
 * The PIN lock notice, in every interface locale: five wrong PINs were typed at dealers' tills, so
 * the rider's PIN is locked until they set a new one in their profile (the link). Placeholder: {brand}.
 */
export interface PinMailCopy {
  'pin-locked': { subject: string; intro: string; link: string; button: string; help: string };
}

export const PIN_MAIL_COPY: Record<Locale, PinMailCopy> = {
  en: {
    'pin-locked': {
      subject: 'Your {brand} PIN is locked',
      intro: 'A wrong PIN was typed 5 times in a row when redeeming your dealer credit at a dealer, so your PIN is now locked. Your credit is safe: nothing can be redeemed with a locked PIN.',
      link: 'To redeem again, set a new PIN in your profile:',
      button: 'Set a new PIN',
      help: 'If you did not try to redeem your credit, someone else may know your name: set a PIN nobody can guess, and contact us through the site if you need help.',
    },
  },
  fr: {
    'pin-locked': {
      subject: 'Votre code PIN {brand} est bloqué',
      intro: 'Un code PIN erroné a été saisi 5 fois de suite lors de l’utilisation de votre crédit chez un concessionnaire : votre code PIN est maintenant bloqué. Votre crédit est en sécurité : rien ne peut être utilisé avec un code PIN bloqué.',
      link: 'Pour utiliser votre crédit de nouveau, choisissez un nouveau code PIN dans votre profil :',
      button: 'Choisir un nouveau code PIN',
      help: 'Si vous n’avez pas essayé d’utiliser votre crédit, quelqu’un d’autre connaît peut-être votre nom : choisissez un code PIN difficile à deviner et contactez-nous sur le site si vous avez besoin d’aide.',
    },
  },
  de: {
    'pin-locked': {
      subject: 'Deine {brand}-PIN ist gesperrt',
      intro: 'Beim Einlösen deines Händlerguthabens wurde bei einem Händler 5-mal hintereinander eine falsche PIN eingegeben. Deine PIN ist deshalb jetzt gesperrt. Dein Guthaben ist sicher: Mit einer gesperrten PIN kann nichts eingelöst werden.',
      link: 'Um wieder einzulösen, leg in deinem Profil eine neue PIN fest:',
      button: 'Neue PIN festlegen',
      help: 'Wenn du nicht versucht hast, dein Guthaben einzulösen, kennt vielleicht jemand anderes deinen Namen: Wähle eine PIN, die niemand erraten kann, und kontaktiere uns über die Website, wenn du Hilfe brauchst.',
    },
  },
  es: {
    'pin-locked': {
      subject: 'Tu PIN de {brand} está bloqueado',
      intro: 'Se introdujo un PIN incorrecto 5 veces seguidas al canjear tu crédito en un concesionario, por lo que tu PIN está bloqueado. Tu crédito está a salvo: no se puede canjear nada con un PIN bloqueado.',
      link: 'Para volver a canjear, crea un PIN nuevo en tu perfil:',
      button: 'Crear un PIN nuevo',
      help: 'Si no intentaste canjear tu crédito, puede que otra persona conozca tu nombre: elige un PIN que nadie pueda adivinar y contáctanos a través del sitio si necesitas ayuda.',
    },
  },
  it: {
    'pin-locked': {
      subject: 'Il tuo PIN {brand} è bloccato',
      intro: 'Durante il riscatto del tuo credito presso un concessionario è stato inserito un PIN errato 5 volte di seguito, quindi il tuo PIN ora è bloccato. Il tuo credito è al sicuro: con un PIN bloccato non si può riscattare nulla.',
      link: 'Per riscattare di nuovo, imposta un nuovo PIN nel tuo profilo:',
      button: 'Imposta un nuovo PIN',
      help: 'Se non hai provato a riscattare il tuo credito, qualcun altro potrebbe conoscere il tuo nome: scegli un PIN che nessuno possa indovinare e contattaci dal sito se ti serve aiuto.',
    },
  },
  nl: {
    'pin-locked': {
      subject: 'Je {brand}-pincode is geblokkeerd',
      intro: 'Bij het inwisselen van je dealertegoed bij een dealer is 5 keer achter elkaar een verkeerde pincode ingevoerd. Je pincode is daarom nu geblokkeerd. Je tegoed is veilig: met een geblokkeerde pincode kan niets worden ingewisseld.',
      link: 'Stel in je profiel een nieuwe pincode in om weer in te wisselen:',
      button: 'Nieuwe pincode instellen',
      help: 'Heb je niet geprobeerd je tegoed in te wisselen, dan kent iemand anders misschien je naam: kies een pincode die niemand kan raden en neem via de site contact met ons op als je hulp nodig hebt.',
    },
  },
  sv: {
    'pin-locked': {
      subject: 'Din PIN-kod för {brand} är spärrad',
      intro: 'En felaktig PIN-kod angavs 5 gånger i rad när din återförsäljarkredit skulle lösas in hos en återförsäljare, så din PIN-kod är nu spärrad. Din kredit är säker: inget kan lösas in med en spärrad PIN-kod.',
      link: 'Välj en ny PIN-kod i din profil för att kunna lösa in igen:',
      button: 'Välj en ny PIN-kod',
      help: 'Om du inte försökte lösa in din kredit kanske någon annan känner till ditt namn: välj en PIN-kod som ingen kan gissa och kontakta oss via webbplatsen om du behöver hjälp.',
    },
  },
  no: {
    'pin-locked': {
      subject: 'PIN-koden din for {brand} er sperret',
      intro: 'En feil PIN-kode ble tastet inn 5 ganger på rad da forhandlerkreditten din skulle løses inn hos en forhandler, så PIN-koden din er nå sperret. Kreditten din er trygg: ingenting kan løses inn med en sperret PIN-kode.',
      link: 'Velg en ny PIN-kode i profilen din for å løse inn igjen:',
      button: 'Velg en ny PIN-kode',
      help: 'Hvis du ikke prøvde å løse inn kreditten din, kan noen andre kjenne navnet ditt: velg en PIN-kode ingen kan gjette, og kontakt oss via nettstedet hvis du trenger hjelp.',
    },
  },
};
