import { RACING_TYPES, SEXES } from './enums';
import type { RiderContactValues } from './rider-form';
import { checkedWithSiblings, choice, country, dateOfBirth, email, maxLength, optional, optionalBoolean, phone, requiredAnd, requiredText } from './fields';

// The person a rider record holds, written once for the two forms that create one: the rider's own registration and
// staff's new rider. The two differ in what comes between (a password) and after (the bike, the payout type).

/** Name and e-mail: the account's first fields. */
export const riderNameFields = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredAnd(email()),
};

/** Phones, birth date, racing facts and the address (its state and postal code judged with the country). */
export const riderContactFields = {
  phone1: requiredAnd(phone()),
  phone2: optional(phone(), { blankIsAbsent: true }).optional(),
  dateOfBirth: requiredAnd(dateOfBirth()),
  sex: choice(SEXES).optional(),
  pro: optionalBoolean().optional(),
  racingType: choice(RACING_TYPES).optional(),
  amaNumber: maxLength(50).optional(),
  country: country(),
  addressLine1: requiredText(200),
  addressLine2: maxLength(200).optional(),
  city: requiredText(100),
  state: checkedWithSiblings<string | null | undefined>().optional(),
  zipcode: checkedWithSiblings<string>(),
};

/** The same fields and the first bike as a browser form holds them: text as typed (as the profile's contact fields, without the hometown), `pro` a switch. */
export interface RiderPersonInputs extends Omit<RiderContactValues, 'hometown'> {
  email: string;
  pro: boolean;
  bikeYear: string;
  bikeMake: string;
  bikeModel: string;
  vin: string;
}
