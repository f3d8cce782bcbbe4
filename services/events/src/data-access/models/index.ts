import type { Sequelize } from 'sequelize';
import { defineZipLocationModels, type ZipLocation } from '@rr/server-kit/zip-location-model';
import { CURRENCIES, EVENT_TYPES as RACE_STYLES, PAYOUT_TYPES, type Currency, type EventType as RaceStyle, type PayoutType } from '@rr/contracts';
import { defineCategoryModels, type Category } from './categories.js';
import { defineEventModels, type ClassPlace, type DistinctRace, type Event, type EventBonus, type EventClass } from './events.js';
import { defineFavouriteModels, type EventFavourite, type SeriesFavourite } from './favourites.js';
import { defineImportModels, type IntegrationRequest, type ResultImport } from './imports.js';
import { defineInvoiceModels, type EventInvoice, type InvoiceSequence } from './invoices.js';
import { definePromoterSeasonModels, type PromoterSeasonRow } from './promoter-seasons.js';
import { defineReminderModels, type ResultsReminder } from './reminders.js';
import { defineResultModels, type RejectedMatch, type RememberedDecision, type Result } from './results.js';
import { defineSeriesModels, type Series } from './series.js';
import { defineTimecardModels, type EventTimecard } from './timecards.js';

/** Race styles (spec §3), currencies and payout types (cash and dealerCredit pay, noPayout does not): defined in @rr/contracts. */
export { CURRENCIES, PAYOUT_TYPES, RACE_STYLES };
export type { Currency, PayoutType, RaceStyle };
export { Category } from './categories.js';
export { ClassPlace, DistinctRace, Event, EventBonus, EventClass } from './events.js';
export { EventFavourite, SeriesFavourite } from './favourites.js';
export { IntegrationRequest, ResultImport } from './imports.js';
export { EventInvoice, InvoiceSequence } from './invoices.js';
export { PromoterSeasonRow } from './promoter-seasons.js';
export { ResultsReminder } from './reminders.js';
export { RejectedMatch, RememberedDecision, Result } from './results.js';
export { Series } from './series.js';
export { EventTimecard } from './timecards.js';
export { ZipLocation } from '@rr/server-kit/zip-location-model';

// Typings live on the classes of each aggregate's file; `defineModels` binds a fresh subclass of each to one Sequelize
// instance, so several databases (tests, the embedded launcher) can live in one process.

export interface EventsModels {
  Category: typeof Category;
  Series: typeof Series;
  Event: typeof Event;
  EventClass: typeof EventClass;
  ClassPlace: typeof ClassPlace;
  Result: typeof Result;
  ResultImport: typeof ResultImport;
  IntegrationRequest: typeof IntegrationRequest;
  ResultsReminder: typeof ResultsReminder;
  EventInvoice: typeof EventInvoice;
  EventBonus: typeof EventBonus;
  RejectedMatch: typeof RejectedMatch;
  RememberedDecision: typeof RememberedDecision;
  EventFavourite: typeof EventFavourite;
  SeriesFavourite: typeof SeriesFavourite;
  EventTimecard: typeof EventTimecard;
  PromoterSeason: typeof PromoterSeasonRow;
  DistinctRace: typeof DistinctRace;
  InvoiceSequence: typeof InvoiceSequence;
  ZipLocation: typeof ZipLocation;
}

/**
 * Binds the events models to one Sequelize instance. The tables hold ids of one another but no foreign keys
 * (migrations/ are the schema), so no associations are declared: repositories join by id.
 */
export function defineModels(sequelize: Sequelize): EventsModels {
  return {
    ...defineCategoryModels(sequelize),
    ...defineSeriesModels(sequelize),
    ...defineEventModels(sequelize),
    ...defineResultModels(sequelize),
    ...defineImportModels(sequelize),
    ...defineReminderModels(sequelize),
    ...defineInvoiceModels(sequelize),
    ...defineFavouriteModels(sequelize),
    ...defineTimecardModels(sequelize),
    ...definePromoterSeasonModels(sequelize),
    ...defineZipLocationModels(sequelize),
  };
}
