import type { Locale } from '@rr/i18n';
import en from './i18n/en.json';

/**
 * What a validator returns when a value is rejected: a react-intl message descriptor. `defaultMessage` is the
 * English text (ICU, simple `{name}` arguments only) and `values` fills its arguments.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number>;
}

export type Messages = Record<string, string>;

/** The English catalog (keys `validation.*` and `error.*`), bundled: the fallback under every other locale. */
export const englishMessages: Messages = en;

/**
 * The catalog of a locale. In a browser build each locale is its own chunk, fetched when that locale is first shown,
 * so a first visit downloads one language, not eight. Services use `validationMessages` (./catalogs), which holds
 * every locale.
 */
export async function loadValidationMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  return ((await import(`./i18n/${locale}.json`)) as { default: Messages }).default;
}

/** Every message the validators can return, by id; `defaultMessage` is the English catalog entry. */
export const MESSAGES = {
  required: { id: 'validation.required', defaultMessage: en['validation.required'] },
  invalid: { id: 'validation.invalid', defaultMessage: en['validation.invalid'] },
  passwordMinLength: { id: 'validation.password.minLength', defaultMessage: en['validation.password.minLength'] },
  passwordSpecialCharacters: {
    id: 'validation.password.specialCharacters',
    defaultMessage: en['validation.password.specialCharacters'],
  },
  passwordMismatch: { id: 'validation.password.mismatch', defaultMessage: en['validation.password.mismatch'] },
  pin: { id: 'validation.pin.format', defaultMessage: en['validation.pin.format'] },
  vin: { id: 'validation.vin.invalid', defaultMessage: en['validation.vin.invalid'] },
  date: { id: 'validation.date.invalid', defaultMessage: en['validation.date.invalid'] },
  maxLength: { id: 'validation.maxLength', defaultMessage: en['validation.maxLength'] },
  email: { id: 'validation.email.invalid', defaultMessage: en['validation.email.invalid'] },
  pinMismatch: { id: 'validation.pin.mismatch', defaultMessage: en['validation.pin.mismatch'] },
  country: { id: 'validation.country.invalid', defaultMessage: en['validation.country.invalid'] },
  state: { id: 'validation.state.invalid', defaultMessage: en['validation.state.invalid'] },
  zipcode: { id: 'validation.zipcode.invalid', defaultMessage: en['validation.zipcode.invalid'] },
  phone: { id: 'validation.phone.invalid', defaultMessage: en['validation.phone.invalid'] },
  year: { id: 'validation.year.invalid', defaultMessage: en['validation.year.invalid'] },
  riderAccountRequired: { id: 'validation.riderAccountRequired', defaultMessage: en['validation.riderAccountRequired'] },
  code: { id: 'validation.code.format', defaultMessage: en['validation.code.format'] },
  choice: { id: 'validation.choice.invalid', defaultMessage: en['validation.choice.invalid'] },
  mergeConfirmation: { id: 'validation.merge.confirmation', defaultMessage: en['validation.merge.confirmation'] },
  numberRange: { id: 'validation.number.range', defaultMessage: en['validation.number.range'] },
  url: { id: 'validation.url.invalid', defaultMessage: en['validation.url.invalid'] },
  money: { id: 'validation.money.invalid', defaultMessage: en['validation.money.invalid'] },
  dateOrder: { id: 'validation.date.order', defaultMessage: en['validation.date.order'] },
  maxItems: { id: 'validation.maxItems', defaultMessage: en['validation.maxItems'] },
  duplicateName: { id: 'validation.name.duplicate', defaultMessage: en['validation.name.duplicate'] },
  idCheckRequired: { id: 'validation.idCheck.required', defaultMessage: en['validation.idCheck.required'] },
  social: { id: 'validation.social.invalid', defaultMessage: en['validation.social.invalid'] },
  socialAt: { id: 'validation.social.at', defaultMessage: en['validation.social.at'] },
  socialHost: { id: 'validation.social.host', defaultMessage: en['validation.social.host'] },
  vinLength: { id: 'validation.vin.length', defaultMessage: en['validation.vin.length'] },
  vinCharacters: { id: 'validation.vin.characters', defaultMessage: en['validation.vin.characters'] },
  vinCheckDigit: { id: 'validation.vin.checkDigit', defaultMessage: en['validation.vin.checkDigit'] },
  distinctRaceSameDay: { id: 'validation.distinctRace.sameDay', defaultMessage: en['validation.distinctRace.sameDay'] },
  seasonNotApproved: { id: 'validation.season.notApproved', defaultMessage: en['validation.season.notApproved'] },
  seasonNoneApproved: { id: 'validation.season.noneApproved', defaultMessage: en['validation.season.noneApproved'] },
  mailRequired: { id: 'validation.mail.required', defaultMessage: en['validation.mail.required'] },
  rulesFlag: { id: 'validation.rules.flag', defaultMessage: en['validation.rules.flag'] },
  rulesTierOrder: { id: 'validation.rules.tier.order', defaultMessage: en['validation.rules.tier.order'] },
  rulesTierPlaces: { id: 'validation.rules.tier.places', defaultMessage: en['validation.rules.tier.places'] },
  rulesRangeOrder: { id: 'validation.rules.range.order', defaultMessage: en['validation.rules.range.order'] },
  rulesRangeOverlap: { id: 'validation.rules.range.overlap', defaultMessage: en['validation.rules.range.overlap'] },
  rulesYearOrder: { id: 'validation.rules.year.order', defaultMessage: en['validation.rules.year.order'] },
  rulesEffectiveYear: { id: 'validation.rules.effectiveYear', defaultMessage: en['validation.rules.effectiveYear'] },
  rulesPeriod: { id: 'validation.rules.period', defaultMessage: en['validation.rules.period'] },
} as const satisfies Record<string, MessageDescriptor>;

/** A fresh descriptor (callers may mutate what they get back without touching MESSAGES). */
export function descriptor(
  message: { id: string; defaultMessage: string },
  values?: Record<string, string | number>,
): MessageDescriptor {
  return values ? { id: message.id, defaultMessage: message.defaultMessage, values } : { id: message.id, defaultMessage: message.defaultMessage };
}


/**
 * The translated message for an API error body `{ message, code, details? }` (docs/accounts.md): the catalog's
 * `error.<code>` with `details` as its values (e.g. `{ minutes }`), else the server's own text, else null.
 */
export function apiErrorDescriptor(error: { code?: string | undefined; message?: string | undefined; details?: unknown }): MessageDescriptor | null {
  const id = error.code ? `error.${error.code}` : undefined;
  const english = id ? (en as Record<string, string>)[id] : undefined;
  if (id && english !== undefined) {
    const values: Record<string, string | number> = {};
    if (error.details && typeof error.details === 'object') {
      for (const [key, value] of Object.entries(error.details)) {
        if (typeof value === 'string' || typeof value === 'number') values[key] = value;
      }
    }
    return Object.keys(values).length > 0 ? { id, defaultMessage: english, values } : { id, defaultMessage: english };
  }
  return error.message ? { id: 'error.server', defaultMessage: error.message } : null;
}
