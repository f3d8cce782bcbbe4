import fs from 'node:fs';
import { UPLOAD_MAX_CELL_CHARS, UPLOAD_MAX_COLUMNS } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount, parseClasses, parseResults } from '../src/domain/imports/formats.js';
import { sniffDelimiter } from '@rr/server-kit/sheet-reader';
import { readSheet } from '../src/domain/imports/read-file.js';
import { anEvent, day } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/**
 * Sheets as promoters in Europe write them (docs/api.md "Uploads"): `;` or tab between cells, decimal commas and
 * thousands groups in amounts, and headers, payout types and statuses in any of the eight languages of the app.
 */

const sheet = async (text: string) => readSheet(Buffer.from(text));

describe('the separator of a CSV file', () => {
  it('is sniffed from the first lines, outside quotes', () => {
    expect(sniffDelimiter('Class,1,2\nPro,100,50\n')).toBe(',');
    expect(sniffDelimiter('Classe;1er;2e\nPro;150,50;100,25\n')).toBe(';');
    expect(sniffDelimiter('Class\t1\t2\nPro\t1,500.50\t100\n')).toBe('\t');
    // Commas inside quotes are text: the cells are still separated by semicolons.
    expect(sniffDelimiter('"Perris, CA";"Lovelace, Ada"\n"Corona, CA";"Hur, Ben"\n')).toBe(';');
    // Decimal commas in a semicolon file, one per line as often as the semicolons: the one between more cells wins.
    expect(sniffDelimiter('Pro;150,50\nAm;75,25\n')).toBe(';');
    // A class name alone on a line (the formatted sheet) has no separator; the lines after it decide.
    expect(sniffDelimiter('Vet 40+\n1;40;Ben Hur;Corona, CA\n2;41;Cy Young;Temecula, CA\n')).toBe(';');
    // Nothing to go by (one column): a comma, as before.
    expect(sniffDelimiter('Pro\nAm\n')).toBe(',');
    expect(sniffDelimiter('')).toBe(',');
  });

  it('reads a semicolon file with decimal commas and quoted semicolons into the same cells as a comma file', async () => {
    const semicolons = await sheet('Classe;1er;2e\n"Pro; Open";150,50;"1 500,50"\n\nVet;75;\n');
    expect(semicolons.rows).toEqual([
      { row: 1, cells: ['Classe', '1er', '2e'] },
      { row: 2, cells: ['Pro; Open', '150,50', '1 500,50'] },
      { row: 4, cells: ['Vet', '75', ''] },
    ]);
    const tabs = await sheet('Class\t1st\nPro, Open\t1,500.50\n');
    expect(tabs.rows[1]!.cells).toEqual(['Pro, Open', '1,500.50']);
  });

  it('keeps the reader’s limits and refusals: columns, cell length, a quote left open', async () => {
    const wide = (value: string) => `Pro;1;7;Ada\nPro;2;8;Ben${';'.repeat(UPLOAD_MAX_COLUMNS - 4)};${value}\n`;
    expect((await sheet(wide(''))).rows[1]!.cells).toHaveLength(UPLOAD_MAX_COLUMNS);
    await expect(sheet(wide('late'))).rejects.toMatchObject({ code: 'UPLOAD_TOO_MANY_COLUMNS', details: { max: UPLOAD_MAX_COLUMNS, row: 2, column: 'CW' } });
    await expect(sheet(`Pro;1;7;Ada\nPro;2;8;${'B'.repeat(UPLOAD_MAX_CELL_CHARS + 1)}\n`)).rejects.toMatchObject({ code: 'UPLOAD_CELL_TOO_LONG', details: { row: 2, column: 'D' } });
    await expect(sheet('Pro;1;7;Ada\nPro;2;"8;Ben\n')).rejects.toMatchObject({ code: 'UPLOAD_BROKEN', details: { row: expect.any(Number), column: expect.any(String) } });
  });
});

describe('amounts', () => {
  it('reads decimal commas and points, and thousands groups of either kind', () => {
    const read = (texts: string[]) => texts.map(parseAmount);
    expect(read(['150', '150.5', '150.50', '150,5', '150,50', '0,50', '0'])).toEqual([15_000, 15_050, 15_050, 15_050, 15_050, 50, 0]);
    // Thousands: a space (also the no-break spaces spreadsheets write), a point (Europe), a comma (US), an apostrophe.
    expect(read(['1 500,50', '1\u00a0500,50', '1\u202f500,50', '1.500,50', '1,500.50', '1’500.50', "1'500.50", '1 500'])).toEqual([
      150_050, 150_050, 150_050, 150_050, 150_050, 150_050, 150_050, 150_000,
    ]);
    // A separator followed by exactly three digits groups thousands; one or two digits at the end are the decimals.
    expect(read(['1,500', '1.500', '12.345', '1.234.567', '1,234,567.89', '1.234.567,89'])).toEqual([150_000, 150_000, 1_234_500, 123_456_700, 123_456_789, 123_456_789]);
  });

  it('refuses what it cannot read without guessing', () => {
    const refused = [
      '$150', '150 €', '€150', 'CHF 150', '-5', 'ten', '', '1e3', '.50', ',50', '150.', '150,',
      '150.505.5', // groups after the decimals
      '1,500,50', // the decimal comma also groups thousands
      '1.500.5', // the same with points
      '1,50,000', // groups of two
      '12,3456', // four digits after the only separator
      '1 50', // a space before fewer than three digits
      '1.500 000', // two kinds of groups
      '12345678', // more than seven digits of units
    ];
    expect(refused.map((text) => [text, parseAmount(text)])).toEqual(refused.map((text) => [text, null]));
  });
});

describe('headers and words in eight languages', () => {
  it('finds the place columns whatever their spelling', async () => {
    const headers = ['Klasse', '1.', 'Platz 2', 'Place 3', 'Pos 4', '5e', '6ème', '7:e', '8.º', '9°', '10ste', '11th', 'P12', '#13', '14. Platz', '15er'];
    const { rows, headerError } = parseClasses(await sheet(`${headers.join(';')}\nPro;${headers.slice(1).map((_, i) => i + 1).join(';')}\n`));
    expect(headerError).toBeNull();
    expect(rows[0]!.values.places).toEqual(Array.from({ length: 15 }, (_, i) => (i + 1) * 100));
  });

  it('an unknown payout type is an error naming the value; an empty one is cash; words match without accents or case', async () => {
    const { rows } = parseClasses(await sheet('Catégorie;TYPE DE PAIEMENT;1er\nA;Credit Concessionnaire;10\nB;virement;10\nC;;10\nD;ESPECES;10\nE;Aucun paiement;10\n'));
    expect(rows.map((r) => r.values.payoutType)).toEqual(['dealerCredit', 'cash', 'cash', 'cash', 'noPayout']);
    expect(rows.map((r) => r.errors)).toEqual([[], [{ id: 'validation.import.payoutTypeUnknown', values: { value: 'virement' }, column: 'B' }], [], [], []]);
  });

  it('says which filled columns of the header it does not read, except a total', async () => {
    const { rows } = parseClasses(await sheet('Klasse;Zahlungsmodus;1.;2.;Summe\nPro;bar;100;50;150\nAm;;100;;\n'));
    expect(rows[0]!.warnings).toEqual([{ id: 'validation.import.columnIgnored', values: { header: 'Zahlungsmodus' }, column: 'B' }]);
    expect(rows[1]!.warnings).toEqual([]);
  });

  it('reads result statuses in every language, in the status or the place column', async () => {
    const statuses: Array<[string, string]> = [
      ['Abandon', 'DNF'], ['Non partant', 'DNS'], ['Disqualifié', 'DNF'], ['Arrivé', 'finished'],
      ['Aufgegeben', 'DNF'], ['Nicht gestartet', 'DNS'], ['Disqualifiziert', 'DNF'],
      ['Abandono', 'DNF'], ['No salió', 'DNS'], ['Descalificado', 'DNF'],
      ['Ritirato', 'DNF'], ['Non partito', 'DNS'], ['Squalificato', 'DNF'],
      ['Uitgevallen', 'DNF'], ['Niet gestart', 'DNS'], ['Gediskwalificeerd', 'DNF'],
      ['Brutt', 'DNF'], ['Ikke startet', 'DNS'], ['Diskvalifisert', 'DNF'],
      ['Bröt', 'DNF'], ['Ej startat', 'DNS'], ['Diskvalificerad', 'DNF'],
    ];
    const lines = statuses.map(([word], i) => `Pro;;${i};Rider ${i};;;;;;${word}`);
    const { rows } = parseResults(await sheet(`Pro;1;100;Ada;;;;;;\n${lines.join('\n')}\n`), 'allClassResults', null);
    expect(rows.slice(1).map((r) => [r.values.riderName, r.values.status, r.warnings])).toEqual(statuses.map(([, status], i) => [`Rider ${i}`, status, []]));
    const inPlace = parseResults(await sheet('1.;7;Ada\nAufgegeben;8;Ben\n2e;9;Cy\n'), 'classResults', 'Pro');
    expect(inPlace.rows.map((r) => [r.values.place, r.values.status, r.errors])).toEqual([
      [1, 'finished', []],
      [3, 'DNF', []],
      [2, 'finished', []],
    ]);
  });

  /** The place header the tools show ('eventTools.classes.place': '{place}.', '{place, selectordinal, one {#st} …}'). */
  const placeLabel = (pattern: string, locale: string, place: number) => {
    const ordinal = /^\{place, selectordinal, (.*)\}$/.exec(pattern);
    if (!ordinal) return pattern.replace('{place}', String(place));
    const branches = Object.fromEntries([...ordinal[1]!.matchAll(/(\w+) \{([^}]*)\}/g)].map((m) => [m[1]!, m[2]!]));
    return (branches[new Intl.PluralRules(locale, { type: 'ordinal' }).select(place)] ?? branches.other!).replace('#', String(place));
  };

  it.each(['en', 'fr', 'de', 'es', 'it', 'nl', 'no', 'sv'])('%s: the column titles and payout types the promoter tools show are read', async (locale) => {
    const ui = JSON.parse(fs.readFileSync(new URL(`../../../libs/event-tools/src/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    const header = [ui['eventTools.classes.name'], ui['eventTools.classes.payoutType'], ui['eventTools.classes.startGroup'], ...[1, 2, 3].map((n) => placeLabel(ui['eventTools.classes.place']!, locale, n))];
    const body = (['cash', 'dealerCredit', 'noPayout'] as const).map((type, i) => `C${i};${ui[`eventTools.payoutType.${type}`]};G;1;2;3`);
    const { rows, headerError } = parseClasses(await sheet([header.join(';'), ...body].join('\n')));
    expect(headerError).toBeNull();
    expect(rows.map((r) => [r.values.payoutType, r.values.startGroup, r.values.places, r.errors, r.warnings])).toEqual([
      ['cash', 'G', [100, 200, 300], [], []],
      ['dealerCredit', 'G', [100, 200, 300], [], []],
      ['noPayout', 'G', [100, 200, 300], [], []],
    ]);
  });

  it('a French header with first and last names joins them', async () => {
    const { format, rows } = parseResults(await sheet('Place;Dossard;Prénom;Nom;Catégorie\n1;7;Ada;Lovelace;Pro\n'), 'allClassResults', null);
    expect(format).toBe('mylaps');
    expect(rows[0]!.values).toMatchObject({ riderName: 'Ada Lovelace', className: 'Pro', number: '7', place: 1 });
  });
});

// ---- through the API: preview, commit, what is stored ----

const RIDERS = [
  { id: 'r-ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', hometown: 'Perris, CA' },
  { id: 'r-ben', firstName: 'Ben', lastName: 'Hur', email: 'ben@example.com', hometown: 'Corona, CA' },
  { id: 'r-cy', firstName: 'Cy', lastName: 'Young', email: 'cy@example.com', hometown: 'Temecula, CA' },
  { id: 'r-dan', firstName: 'Dan', lastName: 'Smith', email: 'dan@example.com' },
];

interface LocaleSheets {
  /** The classes sheet: three classes (dealer credit, cash, no payout), amounts 1,500.50 / 750 / 100.50 and 150.50 / 75. */
  classes: string;
  /** A results CSV separated by semicolons with a header in the language: Ada 1st, Ben 2nd, Cy did not finish, Dan did not start. */
  results: string;
}

const results = (header: string, dnf: string, dns: string) =>
  [header, 'Pro Open;1;11;Ada Lovelace;Perris, CA', 'Pro Open;2;22;Ben Hur;Corona, CA', `Pro Open;;33;Cy Young;Temecula, CA;;;;;${dnf}`, `Pro Open;;44;Dan Smith;;;;;;${dns}`].join('\r\n');

const SHEETS: Record<string, LocaleSheets> = {
  en: {
    classes: 'Class\tPayout Type\tStart Group\t1st\t2nd\t3rd\nPro Open\tDealer credit\tA\t1,500.50\t750\t100.50\nVets\tCash\tB\t150.50\t75\t\nPee Wee\tNo payout\t\t\t\t\n',
    results: results('Class;Place;No.;Name;Hometown;Bike;Email;Licence;VIN;Status', 'Did not finish', 'DNS'),
  },
  fr: {
    classes: 'Catégorie;Type de paiement;Groupe de départ;1er;2e;3e\nPro Open;crédit concessionnaire;A;1\u00a0500,50;750;100,50\nVets;espèces;B;150,50;75;\nPee Wee;aucun paiement;;;;\n',
    results: results('Catégorie;Place;N°;Nom;Ville;Moto;Courriel;Licence;VIN;Statut', 'Abandon', 'Non partant'),
  },
  de: {
    classes: 'Klasse;Zahlungsart;Startgruppe;1.;2.;3.\nPro Open;Händlergutschrift;A;1.500,50;750;100,50\nVets;bar;B;150,50;75;\nPee Wee;keine Auszahlung;;;;\n',
    results: results('Klasse;Platz;Nr.;Name;Wohnort;Motorrad;E-Mail;Lizenz;FIN;Status', 'Aufgegeben', 'Nicht gestartet'),
  },
  es: {
    classes: 'Categoría;Tipo de pago;Grupo de salida;1.º;2.º;3.º\nPro Open;crédito de concesionario;A;1.500,50;750;100,50\nVets;efectivo;B;150,50;75;\nPee Wee;sin pago;;;;\n',
    results: results('Categoría;Puesto;Dorsal;Nombre;Ciudad;Moto;Correo;Licencia;VIN;Estado', 'Abandono', 'No salió'),
  },
  it: {
    classes: 'Classe;Tipo di pagamento;Gruppo di partenza;1°;2°;3°\nPro Open;credito concessionario;A;1.500,50;750;100,50\nVets;contanti;B;150,50;75;\nPee Wee;nessun pagamento;;;;\n',
    results: results('Classe;Posizione;Numero;Nome;Città;Moto;E-mail;Licenza;VIN;Stato', 'Ritirato', 'Non partito'),
  },
  nl: {
    classes: 'Klasse;Uitbetalingstype;Startgroep;1e;2e;3e\nPro Open;dealertegoed;A;1.500,50;750;100,50\nVets;contant;B;150,50;75;\nPee Wee;geen uitbetaling;;;;\n',
    results: results('Klasse;Plaats;Nummer;Naam;Woonplaats;Motor;E-mail;Licentie;VIN;Status', 'Uitgevallen', 'Niet gestart'),
  },
  no: {
    classes: 'Klasse;Utbetalingstype;Startgruppe;1.;2.;3.\nPro Open;forhandlerkreditt;A;1 500,50;750;100,50\nVets;kontanter;B;150,50;75;\nPee Wee;ingen utbetaling;;;;\n',
    results: results('Klasse;Plass;Nummer;Navn;Hjemsted;Motorsykkel;E-post;Lisens;VIN;Status', 'Brutt', 'Ikke startet'),
  },
  sv: {
    classes: 'Klass;Utbetalningstyp;Startgrupp;1:a;2:a;3:e\nPro Open;återförsäljarkredit;A;1 500,50;750;100,50\nVets;kontant;B;150,50;75;\nPee Wee;ingen utbetalning;;;;\n',
    results: results('Klass;Placering;Nummer;Namn;Hemort;Motorcykel;E-post;Licens;VIN;Status', 'Bröt', 'Ej startat'),
  },
};

describe('uploads in eight languages, previewed then committed', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('european_uploads', { riders: RIDERS });
  });
  afterAll(() => service.close());

  it.each(Object.keys(SHEETS))('%s: a classes sheet with its headers, payout words and amounts is stored with those types and cents', async (locale) => {
    const event = await anEvent(service.db, { promoterId: 'p-eu' });
    const promoter = await as('promoter', 'p-eu');
    const preview = await service.request.post(`/api/event/${event.id}/upload-class`).set(...promoter).attach('file', Buffer.from(SHEETS[locale]!.classes), `classes-${locale}.csv`);
    expect(preview.status).toBe(200);
    expect(preview.body.import).toMatchObject({ kind: 'classes', format: 'csv', summary: { rows: 3, errors: 0, warnings: 0 } });
    expect(preview.body.import.rows[0].values).toMatchObject({ name: 'Pro Open', payoutType: 'dealerCredit', startGroup: 'A', places: [150_050, 75_000, 10_050], total: 235_100 });

    const commit = await service.request.post(`/api/event/${event.id}/imports/${preview.body.import._id}/commit`).set(...promoter).send({});
    expect(commit.status).toBe(200);
    const classes = await service.db.models.EventClass.findAll({ where: { eventId: event.id }, order: [['position', 'ASC']] });
    expect(classes.map((c) => [c.name, c.payoutType, c.startGroup])).toEqual([
      ['Pro Open', 'dealerCredit', 'A'],
      ['Vets', 'cash', 'B'],
      ['Pee Wee', 'noPayout', null],
    ]);
    const places = await service.db.models.ClassPlace.findAll({ where: { classId: classes.map((c) => c.id) }, order: [['place', 'ASC']] });
    const centsOf = (classId: string) => places.filter((p) => p.classId === classId).map((p) => p.amountCents);
    expect(classes.map((c) => centsOf(c.id))).toEqual([[150_050, 75_000, 10_050], [15_050, 7_500], []]);
  });

  it.each(Object.keys(SHEETS))('%s: a results CSV separated by semicolons, with its header and status words, is committed', async (locale) => {
    const event = await anEvent(service.db, { promoterId: 'p-eu', startDate: day(-3), classes: [{ name: 'Pro Open', payoutType: 'cash', places: [50_000, 30_000, 20_000, 10_000] }] });
    const promoter = await as('promoter', 'p-eu');
    const preview = await service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...promoter).attach('file', Buffer.from(SHEETS[locale]!.results), `results-${locale}.csv`);
    expect(preview.status).toBe(200);
    expect(preview.body.import.summary).toMatchObject({ rows: 4, errors: 0, warnings: 0, matched: 4 });

    const commit = await service.request.post(`/api/event/${event.id}/imports/${preview.body.import._id}/commit`).set(...promoter).send({});
    expect(commit.status).toBe(200);
    const stored = await service.db.models.Result.findAll({ where: { eventId: event.id }, order: [['place', 'ASC']] });
    expect(stored.map((r) => [r.place, r.riderName, r.hometown, r.status, r.riderId, r.payoutCents])).toEqual([
      [1, 'Ada Lovelace', 'Perris, CA', 'finished', 'r-ada', 50_000],
      [2, 'Ben Hur', 'Corona, CA', 'finished', 'r-ben', 30_000],
      [3, 'Cy Young', 'Temecula, CA', 'DNF', 'r-cy', 0],
      [4, 'Dan Smith', '', 'DNS', 'r-dan', 0],
    ]);
  });

  it('an unknown payout type blocks the commit and no class is written', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-eu' });
    const promoter = await as('promoter', 'p-eu');
    const preview = await service.request
      .post(`/api/event/${event.id}/upload-class`)
      .set(...promoter)
      .attach('file', Buffer.from('Catégorie;Type de paiement;1er\nPro Open;chèque;150,50\n'), 'classes.csv');
    expect(preview.body.import.rows[0].errors).toEqual([{ id: 'validation.import.payoutTypeUnknown', values: { value: 'chèque' }, column: 'B' }]);
    const commit = await service.request.post(`/api/event/${event.id}/imports/${preview.body.import._id}/commit`).set(...promoter).send({});
    expect(commit.status).toBe(409);
    expect(await service.db.models.EventClass.count({ where: { eventId: event.id } })).toBe(0);
  });
});
