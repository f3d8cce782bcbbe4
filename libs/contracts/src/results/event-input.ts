import { z } from 'zod';
import { CURRENCIES, EVENT_TYPES } from '../enums';
import { addressByCountry, checkedWithSiblings, country, fieldRule, maxLength, optionalBoolean, requiredText } from '../fields';
import { MESSAGES, descriptor } from '../messages';
import { daysInOrder, optionalUrl, requiredChoice, requiredDay } from './field-rules';

/** Spec §9 "double-sanctioned events pay once": an event names at most this many sanctioning bodies… */
export const MAX_SANCTIONING_BODIES = 5;
/** …each a short name ("AMA", "CMA", "FIM") of at most this many characters. */
export const SANCTIONING_BODY_MAX_LENGTH = 60;

/**
 * The bodies that sanction an event: a list of at most `MAX_SANCTIONING_BODIES` names, each not blank and at most
 * `SANCTIONING_BODY_MAX_LENGTH` characters. Absent (or null) leaves the event's bodies as they are.
 */
export const sanctioningBodies = () =>
  fieldRule<string[] | null | undefined>((value) => {
    if (value === undefined || value === null) return null;
    if (!Array.isArray(value)) return descriptor(MESSAGES.invalid);
    if (value.length > MAX_SANCTIONING_BODIES) return descriptor(MESSAGES.maxItems, { max: MAX_SANCTIONING_BODIES });
    for (const name of value) {
      if (typeof name !== 'string') return descriptor(MESSAGES.invalid);
      if (name.trim() === '') return descriptor(MESSAGES.required);
      if ([...name].length > SANCTIONING_BODY_MAX_LENGTH) return descriptor(MESSAGES.maxLength, { max: SANCTIONING_BODY_MAX_LENGTH });
    }
    return null;
  });

/**
 * An event as a promoter or an administrator creates or edits it (spec §3 Event). `promoterId` is read only from an
 * administrator (a promoter's events are their own); `seriesId` must be a series of the same promoter.
 */
export const eventInputSchema = z
  .object({
    title: requiredText(200),
    type: requiredChoice(EVENT_TYPES),
    startDate: requiredDay(),
    endDate: requiredDay(),
    venue: maxLength(200).optional(),
    venueWebsite: optionalUrl().optional(),
    city: requiredText(120),
    state: checkedWithSiblings<string | null | undefined>().optional(),
    zipcode: checkedWithSiblings<string>(),
    country: country(),
    currency: requiredChoice(CURRENCIES),
    seriesId: maxLength(36).optional(),
    promoterId: maxLength(36).optional(),
    active: optionalBoolean().optional(),
    canceled: optionalBoolean().optional(),
    payingEvent: optionalBoolean().optional(),
    /** The bodies that sanction the event (the promoter sets them, staff correct them); absent keeps them. */
    sanctioningBodies: sanctioningBodies().optional(),
  })
  .check(addressByCountry(), daysInOrder());
export type EventInput = z.infer<typeof eventInputSchema>;
