import { QueryClientProvider, createQueryClient, queryKeys } from '@rr/api-client';
import { explainVin, withCheckDigit, type MessageDescriptor, type VinCheckResponse } from '@rr/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import coreDe from '../i18n/de.json';
import coreEn from '../i18n/en.json';
import vinDe from '../rider-records/i18n/de.json';
import vinEn from '../rider-records/i18n/en.json';

const de = { ...coreDe, ...vinDe };
const en = { ...coreEn, ...vinEn };
import { VinExplanation, vinRefusal } from './vin-explanation';

const GOOD = withCheckDigit('5RRMX4500RA123456');

function render(vin: string, year: number | null, options: { messages?: Record<string, string>; locale?: string; answer?: VinCheckResponse; refusal?: MessageDescriptor } = {}): string {
  const client = createQueryClient();
  if (options.answer) client.setQueryData([...queryKeys.vinPatterns.all, 'check', options.answer.explanation.vin, year ?? 0], options.answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <IntlProvider locale={options.locale ?? 'en'} messages={options.messages ?? en}>
        <VinExplanation vin={vin} year={year} refusal={options.refusal ?? null} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('VinExplanation', () => {
  it('shows nothing for an empty VIN', () => {
    expect(render('', 2024)).toBe('');
  });

  it('counts what is left to type without calling the VIN invalid yet', () => {
    const html = render('5RRMX45', 2024);
    expect(html).toContain('7 of 17 characters: 10 more to type');
    expect(html).not.toContain('Invalid VIN');
  });

  it('names a letter a VIN never has with its position and what to type instead, and calls the VIN invalid', () => {
    const html = render('5RRMX45O0RA123456', 2024);
    expect(html).toContain('Position 8: the letter O is never in a VIN (it looks like 0); type 0');
    expect(html).toContain('Invalid VIN');
    expect(html).toContain('rr-vin__char--bad');
  });

  it('gives the check digit expected and found, with the maker and model year', () => {
    const wrong = `${GOOD.slice(0, 8)}${GOOD.charAt(8) === '1' ? '2' : '1'}${GOOD.slice(9)}`;
    const html = render(wrong, 2024);
    expect(html).toContain(`it should be ${GOOD.charAt(8)}, not ${wrong.charAt(8)}`);
    expect(html).toContain('Maker: Apex (code 5RR)');
    expect(html).toContain('Model year (position 10): 2024');
    expect(html).toContain('The check digit (position 9) does not match the other characters');
  });

  it('says when the chosen year differs from position 10, and asks for a year before matching', () => {
    expect(render(GOOD, 2022)).toContain('Model year (position 10): 2024, but you chose 2022');
    expect(render(GOOD, null)).toContain('Choose the model year');
  });

  it('shows the server’s match once the VIN is valid: VIN verified with the model', () => {
    const answer: VinCheckResponse = { explanation: explainVin(GOOD, { year: 2024 }), match: { valid: 'verified', reason: 'matched', pattern: { model: 'MX 450F', year: 2024, make: 'Apex' } } };
    const html = render(GOOD, 2024, { answer });
    expect(html).toContain('VIN verified');
    expect(html).toContain('The VIN matches the MX 450F 2024, a model the programme accepts.');
    const invalid: VinCheckResponse = { ...answer, match: { valid: 'invalid', reason: 'notAccepted', pattern: null } };
    expect(render(GOOD, 2024, { answer: invalid })).toContain('Invalid VIN');
  });

  it('speaks the page’s language (German: FIN)', () => {
    const html = render('5RRMX45O0RA123456', 2024, { messages: de, locale: 'de' });
    expect(html).toContain('Ungültige FIN');
    expect(html).toContain('Stelle 8');
  });

  it('never reads "VIN verified" beside a VIN the server refused: the refusal is the verdict', () => {
    const answer: VinCheckResponse = { explanation: explainVin(GOOD, { year: 2024 }), match: { valid: 'verified', reason: 'matched', pattern: { model: 'MX 450F', year: 2024, make: 'Apex' } } };
    const taken = { id: 'error.VIN_TAKEN', defaultMessage: 'This VIN is already registered' };
    const html = render(GOOD, 2024, { answer, refusal: taken });
    expect(html).not.toContain('VIN verified');
    expect(html).toContain('Invalid VIN');
    expect(html).toContain('This VIN is already registered');
  });

  it('takes the refusal from a server error on the field only, not from the form’s own checks', () => {
    const descriptor = { id: 'error.VIN_TAKEN', defaultMessage: 'This VIN is already registered' };
    expect(vinRefusal({ type: 'server', message: descriptor.defaultMessage, descriptor } as never)).toEqual(descriptor);
    expect(vinRefusal({ type: 'contract', message: 'Invalid VIN' })).toBeNull();
    expect(vinRefusal(undefined)).toBeNull();
  });
});
