import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import developersEn from '../i18n/en.json';
import developersFr from '../i18n/fr.json';
import { Reference, type OpenApiDocument } from './api-reference-page';

const document: OpenApiDocument = {
  components: { schemas: { DealerAnswer: { type: 'object', properties: { dealer: { type: 'object', properties: { dealerNumberShown: { type: 'string' } } } } } } },
  tags: [{ name: 'Dealers' }, { name: 'Sessions and accounts' }],
  paths: {
    '/api/{role}/dealer/{id}': {
      get: {
        operationId: 'getDealer',
        summary: "A dealer's record",
        tags: ['Dealers'],
        parameters: [
          { name: 'role', in: 'path', required: true, schema: { type: 'string', enum: ['rider', 'dealer', 'promoter', 'admin'] } },
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/DealerAnswer' } } } },
          '404': { description: 'NOT_FOUND: Not found', 'x-error-codes': ['NOT_FOUND'], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
        'x-roles': ['dealer', 'admin'],
      },
    },
    '/api/logout': { get: { operationId: 'logoutLink', summary: 'Sign out (a link)', tags: ['Sessions and accounts'], 'x-roles': ['public'], 'x-hidden': true } },
  },
};

const render = (locale: 'en' | 'fr') =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === 'fr' ? { ...fr, ...developersFr } : { ...en, ...developersEn }} onError={() => undefined}>
      <Reference document={document} />
    </IntlProvider>,
  );

describe('the API reference', () => {
  it('lists the operations by area with method, path, roles, parameters, the answer folded and the error codes', () => {
    const html = render('en');
    expect(html).toContain('<h2 id="dealers">Dealers</h2>');
    expect(html).toContain('>GET</span>');
    expect(html).toContain('/api/{role}/dealer/{id}');
    expect(html).toContain('dealers, programme staff');
    expect(html).toContain('rider | dealer | promoter | admin');
    expect(html).toContain('<details class="dev-schema">');
    expect(html).toContain('Answer 200');
    // A shared schema is written in place, under its name.
    expect(html).toContain('<code>DealerAnswer</code>');
    expect(html).toContain('dealerNumberShown');
    expect(html).toContain('>NOT_FOUND</code>');
    expect(html).toContain('1 operation');
  });

  it('leaves out what is hidden (no browser call for integrators) and the areas left empty', () => {
    const html = render('en');
    expect(html).not.toContain('logoutLink');
    expect(html).not.toContain('Sessions and accounts');
  });

  it('speaks the page’s language around the document’s English', () => {
    const html = render('fr');
    expect(html).toContain('concessionnaires, équipe du programme');
    expect(html).toContain('Réponse 200');
    expect(html).toContain("A dealer&#x27;s record");
  });
});
