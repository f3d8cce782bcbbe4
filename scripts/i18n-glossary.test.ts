import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/i18n.md "Glossary": each language addresses the reader one way and uses one word for the programme's key
 * terms, on every screen (every app's catalog, the UI kit's and the contracts'). Mail follows the same glossary
 * (services/identity/test/mail-templates.test.ts). A string that breaks a rule below is reworded, not allow-listed:
 * a German sentence about a thing starts with the thing ("Die Klasse wird angelegt"), not "Sie", so "Sie" always
 * means the formal you and is never used.
 */
const root = join(import.meta.dirname, '..');
const catalogDirs = [
  ...readdirSync(root).map((name) => join(root, name, 'src', 'i18n')),
  ...readdirSync(join(root, 'libs')).map((name) => join(root, 'libs', name, 'src', 'i18n')),
  // Features' own catalogs (createFeatureIntl in @rr/ui).
  ...readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'src', 'features')))
    .flatMap((name) => readdirSync(join(root, name, 'src', 'features')).map((feature) => join(root, name, 'src', 'features', feature, 'i18n'))),
].filter((dir) => existsSync(join(dir, 'en.json')));

function strings(locale: string): Array<[string, string]> {
  return catalogDirs.flatMap((dir) => {
    const catalog = JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
    return Object.entries(catalog).map(([key, value]): [string, string] => [`${dir.slice(root.length + 1)} ${key}`, value]);
  });
}

const RULES: Array<[locale: string, rule: string, pattern: RegExp]> = [
  ['en', 'email, not e-mail', /\be-mail/i],
  ['de', 'du, never Sie', /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/],
  ['fr', '« courriel », not e-mail', /\be-?mail(?!\})/i],
  ['fr', '« vous », never tu', /(?<!\p{L})(tu|ton|ta|tes|toi)(?!\p{L})/iu],
  ['fr', '« agir en tant que », never usurpation', /usurp/i],
  ['es', 'tú, never usted', /\b(usted|ustedes)\b|(?<!\p{L})(Inicie|Introduzca|Seleccione|Compruebe|Elija|Suba|Añada|Revise|Reenvíe|Desactive|Busque|Confirme|Escriba)(?!\p{L})/u],
  ['es', 'actuar como, never suplantar', /suplant/i],
  ['fr', '« VIN », not NIV', /\bNIV\b/],
  ['de', 'FIN, not VIN', /\bVIN\b/],
  ['es', 'correo, not e-mail', /\be-?mail\b/i],
  ['it', 'e-mail, not email', /\bemail\b/i],
  ['it', 'agire come, never impersonare', /imperson/i],
  ['it', 'tu, never Lei', /(?<!\p{L})(Lei|Suo|Sua|Suoi|Sue)(?!\p{L})|(?<!\p{L})(scriva|acceda|contatti|inserisca|verifichi|scelga)(?!\p{L})/u],
  ['nl', 'je, never u', /\b(u|uw|Uw|U)\b/],
];

describe('translations follow the glossary (docs/i18n.md)', () => {
  it.each(RULES)('%s: %s', (locale, _rule, pattern) => {
    // `{email}` and other placeholders are not words of the sentence.
    const offending = strings(locale).filter(([, value]) => pattern.test(value.replace(/\{[^{}]*\}/g, '')));
    expect(offending).toEqual([]);
  });

  it('French says « code PIN » on the rider’s own pages and « NIP » at the dealer’s till', () => {
    const fr = new Map(strings('fr'));
    const riderPages = [...fr].filter(([key]) => key.startsWith('mf-rider/') || / public\.(pin|faq\.riders)\./.test(key));
    expect(riderPages.filter(([, value]) => /\bNIP\b/.test(value))).toEqual([]);
    const till = [...fr].filter(([key]) => key.startsWith('mf-dealer/') && /PIN|NIP/.test(fr.get(key) ?? ''));
    expect(till.length).toBeGreaterThan(0);
    expect(till.filter(([, value]) => /\bPIN\b/.test(value))).toEqual([]);
  });
});
