import type { PayoutType, ResultStatus } from '@rr/contracts';

/**
 * The words an uploaded sheet may use, in the eight languages of the app (en, fr, de, es, it, nl, no, sv), each list
 * holding at least what the promoter's tools show in that language (libs/event-tools' catalogs: "Type de paiement",
 * "Händlerguthaben", "Nessun premio" …). They are compared after `sheetWord`: accents and case dropped, runs of spaces,
 * dots, colons, dashes and underscores made one space, so "Crédit  concessionnaire", "CREDIT CONCESSIONNAIRE" and
 * "credit-concessionnaire" are one word, as are "Nr." and "nr".
 */

/** A cell or header as the word lists compare it. */
export function sheetWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_.:-]+/g, ' ')
    .trim();
}

const words = (...lists: Array<readonly string[]>): ReadonlySet<string> => new Set(lists.flat().map(sheetWord));
const wordMap = <T>(meanings: Array<[T, readonly string[]]>): ReadonlyMap<string, T> =>
  new Map(meanings.flatMap(([meaning, list]) => list.map((word) => [sheetWord(word), meaning] as const)));

// ---- the classes sheet ----

/** Header words of the classes sheet's named columns; a column called "Total" (any language) is the sum, not read. */
export const CLASS_HEADERS = {
  name: words(
    ['class', 'name', 'class name'],
    ['catégorie', 'classe', 'nom', 'nom de la catégorie'],
    ['klasse', 'kategorie', 'klassenname'],
    ['categoría', 'clase', 'nombre'],
    ['categoria', 'nome'],
    ['categorie', 'naam', 'klassenaam'],
    ['kategori', 'navn', 'klassenavn'],
    ['klass', 'namn', 'klassnamn'],
  ),
  payoutType: words(
    ['payout type', 'type', 'payout', 'payment type', 'payment', 'paid as'],
    ['type de paiement', 'type de gain', 'type de versement', 'paiement', 'mode de paiement', 'versé en'],
    ['auszahlungsart', 'zahlungsart', 'auszahlung', 'zahlung', 'typ', 'art', 'ausgezahlt als'],
    ['tipo de pago', 'tipo', 'pago', 'forma de pago', 'se paga como'],
    ['tipo di premio', 'tipo di pagamento', 'pagamento', 'modalità di pagamento', 'pagato come'],
    ['uitbetalingstype', 'uitbetalingssoort', 'uitbetaling', 'betaalwijze', 'uitbetaald als'],
    ['utbetalingstype', 'utbetaling', 'betalingstype', 'betalingsmåte', 'utbetales som'],
    ['utbetalningstyp', 'utbetalning', 'betalningstyp', 'betalningssätt', 'betalas som'],
  ),
  startGroup: words(
    ['start group', 'group'],
    ['groupe de départ', 'groupe'],
    ['startgruppe', 'gruppe'],
    ['grupo de salida', 'grupo'],
    ['gruppo di partenza', 'gruppo'],
    ['startgroep', 'groep'],
    ['startgrupp', 'grupp'],
  ),
  total: words(['total', 'sum'], ['somme'], ['gesamt', 'summe'], ['suma'], ['totale', 'somma'], ['totaal'], ['totalt', 'sum'], ['totalt', 'summa']),
};

/**
 * Payout type words. An empty cell (or no payout type column) is cash, as a class the tools add is; any other word
 * not listed here is a row error, never read as cash.
 */
export const PAYOUT_WORDS: ReadonlyMap<string, PayoutType> = wordMap<PayoutType>([
  [
    'cash',
    [
      'cash',
      ...['espèces', 'en espèces', 'argent', 'comptant', 'argent comptant', 'numéraire'],
      ...['bar', 'bargeld', 'in bar', 'barzahlung'],
      ...['efectivo', 'en efectivo', 'metálico', 'dinero'],
      ...['contanti', 'in contanti', 'contante', 'denaro'],
      ...['contant', 'contanten'],
      ...['kontanter', 'kontant'],
    ],
  ],
  [
    'dealerCredit',
    [
      'dealerCredit',
      'dealer credit',
      'credit',
      'dealer',
      ...['crédit concessionnaire', 'crédit', 'avoir', 'avoir concessionnaire', 'concessionnaire'],
      ...['händlerguthaben', 'händlergutschrift', 'guthaben', 'gutschrift', 'händler', 'kredit'],
      ...['crédito de concesionario', 'crédito concesionario', 'crédito', 'concesionario'],
      ...['credito concessionario', 'credito presso il concessionario', 'credito', 'concessionario'],
      ...['dealertegoed', 'tegoed', 'dealerkrediet', 'krediet'],
      ...['forhandlerkreditt', 'kreditt', 'forhandler'],
      ...['återförsäljarkredit', 'återförsäljare', 'handlarkredit'],
    ],
  ],
  [
    'noPayout',
    [
      'noPayout',
      'no payout',
      'none',
      'no',
      ...['aucun paiement', 'aucun', 'sans paiement', 'pas de paiement', 'aucun gain', 'sans gain', 'non'],
      ...['keine auszahlung', 'keine', 'kein', 'ohne auszahlung', 'nein'],
      ...['sin pago', 'ninguno', 'sin premio'],
      ...['nessun premio', 'nessun pagamento', 'nessuno'],
      ...['geen uitbetaling', 'geen', 'nee'],
      ...['ingen utbetaling', 'ingen', 'nei'],
      ...['ingen utbetalning', 'nej'],
    ],
  ],
]);

/** Words naming a place, before or after its number ("Place 1", "Platz 2", "1. Platz", "1st place", "1:a plats"). */
const PLACE_NOUNS = [
  'p', 'pl', 'plc', 'place', 'pos', 'position', 'prize',
  'prix', 'rang',
  'platz', 'preis',
  'puesto', 'posicion', 'lugar', 'premio',
  'posto', 'posizione',
  'plaats', 'positie', 'prijs',
  'plass', 'plassering', 'premie',
  'plats', 'placering', 'pris',
];
/** Ordinal endings after `sheetWord` (which turns "1.", "1:a", "1.º" into "1", "1 a", "1 o"): 1st, 1er, 1re, 2e, 2ème, 2nde, 1º, 1ª, 1°, 1e, 1ste, 2de, 1:a, 3:e. */
const ORDINAL = '(?:st|nd|rd|th|er|re|ere|e|eme|nde|o|a|°|ste|de)';
const PLACE_HEADER = new RegExp(`^(?:(?:${PLACE_NOUNS.join('|')}|#)\\s*)?(\\d{1,3})\\s*${ORDINAL}?(?:\\s+(?:${PLACE_NOUNS.join('|')}))?$`);
const PLACE_CELL = new RegExp(`^(\\d{1,5})\\s*${ORDINAL}?$`);

/** A place column's header: 1, 1st, P1, #1, Place 1, Pos 1, 1er, 2e, 1., Platz 1, 1.º, 1°, 1e, 1:a … → the place. */
export function placeOfHeader(header: string): number | null {
  const match = PLACE_HEADER.exec(sheetWord(header));
  return match ? Number(match[1]) : null;
}

/** A place as a results sheet writes it: 1, or with its ordinal ending (1., 1st, 1er, 2e, 1º, 1:a) → the place. */
export function placeOfCell(text: string): number | null {
  const match = PLACE_CELL.exec(sheetWord(text));
  return match && Number(match[1]) >= 1 ? Number(match[1]) : null;
}

// ---- results ----

/** Status words (the status column, or the place column of a timing export); disqualified and not classified read as DNF. */
export const STATUS_WORDS: ReadonlyMap<string, ResultStatus> = wordMap<ResultStatus>([
  [
    'finished',
    [
      '', 'finished', 'fin', 'ok', 'running', 'classified',
      ...['arrivé', 'classé', 'fini', 'terminé'],
      ...['im ziel', 'beendet', 'gewertet', 'klassiert'],
      ...['terminado', 'finalizado', 'clasificado', 'llegó'],
      ...['arrivato', 'classificato', 'finito'],
      ...['gefinisht', 'geklasseerd', 'binnen', 'uitgereden'],
      ...['fullført', 'i mål'],
      ...['fullföljt', 'klar', 'i mål'],
    ],
  ],
  [
    'DNF',
    [
      'dnf', 'did not finish', 'dq', 'dsq', 'disqualified', 'nc', 'not classified',
      ...['abandon', 'ab', 'abd', 'abandonné', 'disqualifié', 'disq', 'non classé'],
      ...['aufgegeben', 'ausgefallen', 'ausfall', 'aufg', 'disqualifiziert', 'nicht gewertet', 'nicht klassiert', 'nicht im ziel'],
      ...['abandono', 'abandonó', 'retirado', 'ret', 'descalificado', 'desc', 'no clasificado'],
      ...['ritirato', 'ritiro', 'rit', 'squalificato', 'sq', 'non classificato'],
      ...['uitgevallen', 'opgave', 'opgegeven', 'gediskwalificeerd', 'niet geklasseerd'],
      ...['brutt', 'utgått', 'ikke fullført', 'diskvalifisert', 'disk', 'ikke klassifisert'],
      ...['bröt', 'bruten', 'ej fullföljt', 'diskvalificerad', 'diskad', 'ej klassad'],
    ],
  ],
  [
    'DNS',
    [
      'dns', 'did not start',
      ...['non partant', 'np', 'forfait'],
      ...['nicht gestartet', 'ng'],
      ...['no salió', 'no tomó la salida', 'no presentado'],
      ...['non partito', 'non partente'],
      ...['niet gestart'],
      ...['ikke startet', 'startet ikke'],
      ...['ej startat', 'ej start', 'startade ej'],
    ],
  ],
]);

/** Header words of a results sheet with a header (a MyLaps export, or any sheet naming its columns). */
export const RESULT_HEADERS = {
  place: words(
    ['pos', 'position', 'place', 'plc', 'rank', 'pos overall', 'overall'],
    ['rang', 'classement', 'clt'],
    ['platz', 'platzierung', 'pl'],
    ['puesto', 'posición', 'lugar', 'clasificación'],
    ['posizione', 'posto', 'piazzamento', 'classifica'],
    ['plaats', 'positie', 'klassering'],
    ['plass', 'plassering'],
    ['placering', 'plats'],
  ),
  number: words(
    ['no', 'nr', '#', 'number', 'bib', 'plate', 'race no', 'race number', 'num'],
    ['n°', 'numéro', 'dossard', 'plaque', 'numéro de course'],
    ['nummer', 'startnummer', 'startnr'],
    ['dorsal', 'número'],
    ['numero', 'pettorale', 'numero di gara'],
    ['rugnummer'],
  ),
  name: words(
    ['name', 'rider', 'driver', 'competitor', 'rider name', 'full name'],
    ['nom', 'pilote', 'nom du pilote', 'coureur', 'concurrent'],
    ['fahrer', 'fahrername', 'teilnehmer'],
    ['nombre', 'piloto', 'corredor', 'participante'],
    ['nome', 'pilota', 'concorrente'],
    ['naam', 'rijder', 'deelnemer'],
    ['navn', 'fører', 'deltaker'],
    ['namn', 'förare', 'deltagare', 'åkare'],
  ),
  firstName: words(['first name', 'firstname', 'first'], ['prénom'], ['vorname'], ['nombre de pila'], ['nome di battesimo'], ['voornaam'], ['fornavn'], ['förnamn']),
  lastName: words(
    ['last name', 'lastname', 'last', 'surname'],
    ['nom de famille'],
    ['nachname', 'familienname'],
    ['apellido', 'apellidos'],
    ['cognome'],
    ['achternaam', 'familienaam'],
    ['etternavn'],
    ['efternamn'],
  ),
  className: words(
    ['class', 'category', 'class name', 'division'],
    ['catégorie', 'classe', 'cat'],
    ['klasse', 'kategorie'],
    ['categoría', 'clase'],
    ['categoria'],
    ['categorie'],
    ['kategori'],
    ['klass'],
  ),
  hometown: words(
    ['hometown', 'home town', 'city', 'town', 'from'],
    ['ville', 'localité', 'domicile'],
    ['wohnort', 'ort', 'stadt'],
    ['ciudad', 'localidad', 'población'],
    ['città', 'località', 'residenza'],
    ['woonplaats', 'stad'],
    ['hjemsted', 'bosted'],
    ['hemort'],
  ),
  bike: words(
    ['bike', 'vehicle', 'make', 'motorcycle', 'machine', 'brand'],
    ['moto', 'marque'],
    ['motorrad', 'marke', 'maschine', 'fahrzeug'],
    ['motocicleta', 'marca'],
    ['motocicletta'],
    ['motor', 'merk', 'motorfiets'],
    ['motorsykkel', 'sykkel', 'merke'],
    ['motorcykel', 'märke'],
  ),
  email: words(['email', 'e mail', 'e-mail', 'mail'], ['courriel', 'adresse e-mail'], ['correo', 'correo electrónico'], ['posta elettronica'], ['e-post', 'epost']),
  amaNumber: words(
    ['ama', 'ama number', 'ama no', 'licence', 'license', 'licence number', 'license number', 'member'],
    ['numéro de licence', 'n° de licence', 'n° licence'],
    ['lizenz', 'lizenznummer'],
    ['licencia', 'número de licencia'],
    ['licenza', 'numero di licenza', 'tessera'],
    ['licentie', 'licentienummer'],
    ['lisens', 'lisensnummer'],
    ['licens', 'licensnummer'],
  ),
  vin: words(['vin'], ['fin', 'fahrgestellnummer'], ['bastidor', 'número de bastidor'], ['telaio', 'numero di telaio'], ['chassisnummer'], ['chassisnummer', 'chassinummer']),
  status: words(['status', 'sts', 'state', 'result status'], ['statut', 'état'], ['zustand'], ['estado'], ['stato'], ['toestand'], ['tilstand']),
  laps: words(['laps', 'lap', 'lps'], ['tours'], ['runden'], ['vueltas'], ['giri'], ['ronden'], ['runder'], ['varv']),
  // Which race of the class a line is (overall, main, LCQ, heat, moto N): see resultTypeOf in @rr/contracts.
  resultType: words(['type', 'result type', 'session', 'race type', 'round'], ['type de résultat', 'manche'], ['typ', 'lauf', 'ergebnistyp'], ['tipo', 'manga'], ['tipo di risultato'], ['soort', 'type resultaat'], ['resultattype'], ['resultattyp', 'typ']),
};
