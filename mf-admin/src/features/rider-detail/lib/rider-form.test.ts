import { adminRiderCreateSchema, riderProfileInputSchema, withCheckDigit } from '@rr/contracts';
import { aRiderView } from '@rr/contracts/testing';
import { describe, expect, it } from 'vitest';
import { bikeBody, createRiderBody, emptyCreateRider, riderFormBody, riderFormValues } from './rider-form';

/** A pro from Perris, CA (the zipcode below is theirs), born on a day the API sends as a timestamp, with an Instagram handle. */
const rider = aRiderView({ city: 'Perris', state: 'CA', zipcode: '92570', dateOfBirth: '1998-06-02T00:00:00.000Z', pro: true, instagram: 'casey.rides' });

describe('the rider form', () => {
  it('holds every field as text (missing ones empty) and sends them all, the e-mail lower-cased', () => {
    const values = riderFormValues(rider);
    expect(values).toMatchObject({ phone2: '', addressLine2: '', amaNumber: '', bio: '', dateOfBirth: '1998-06-02', instagram: 'casey.rides', twitter: '', pro: true });
    const body = riderFormBody({ ...values, email: ' Casey@Example.COM ', zipcode: '92570 ', pro: false });
    expect(body).toMatchObject({ email: 'casey@example.com', zipcode: '92570', pro: false, phone2: '', instagram: 'casey.rides', twitter: '' });
    expect(riderProfileInputSchema.safeParse(body).success).toBe(true);
  });
});

describe('the create form', () => {
  const filled = {
    ...emptyCreateRider('fr'),
    firstName: ' Casey ',
    lastName: 'Counter',
    email: 'Casey@Example.com',
    phone1: '9515550142',
    dateOfBirth: '1998-06-02',
    addressLine1: '9 Pit Lane',
    city: 'Perris',
    state: 'CA',
    zipcode: '92570',
  };

  it('sends no bike when its fields are blank, and the language of the invitation', () => {
    const body = createRiderBody(filled);
    expect(body).toMatchObject({ firstName: 'Casey', email: 'casey@example.com', locale: 'fr', pro: false });
    expect(body).not.toHaveProperty('vin');
    expect(adminRiderCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends the bike with its VIN cleaned, and the schema asks for every bike field once one is given', () => {
    const vin = withCheckDigit('5RRFT7500SA100210');
    const typed = ` ${vin.slice(0, 3).toLowerCase()} ${vin.slice(3, 8)} ${vin.slice(8)} `;
    const body = createRiderBody({ ...filled, bikeYear: '2025', bikeMake: 'Apex', bikeModel: 'FT 750', vin: typed });
    expect(body).toMatchObject({ bikeYear: '2025', vin });
    expect(adminRiderCreateSchema.safeParse(body).success).toBe(true);
    const half = adminRiderCreateSchema.safeParse(createRiderBody({ ...filled, bikeMake: 'Apex' }));
    expect(half.success).toBe(false);
    expect(half.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['bikeModel', 'bikeYear', 'vin']);
    // The VIN is explained as when a bike is added later: a wrong check digit is refused, not stored as invalid.
    const wrong = `${vin.slice(0, 8)}${vin[8] === '0' ? '1' : '0'}${vin.slice(9)}`;
    const checked = adminRiderCreateSchema.safeParse(createRiderBody({ ...filled, bikeYear: '2025', bikeMake: 'Apex', bikeModel: 'FT 750', vin: wrong }));
    expect(checked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['vin', 'validation.vin.checkDigit']]);
  });

  it('cleans a bike', () => {
    expect(bikeBody({ year: ' 2024', make: ' Apex ', model: 'MX 450F', vin: '5rr mx4505sa100210' })).toEqual({ year: '2024', make: 'Apex', model: 'MX 450F', vin: '5RRMX4505SA100210', saleDate: null });
    expect(bikeBody({ year: '2024', make: 'Apex', model: 'MX 450F', vin: '5RRMX4505SA100210', saleDate: ' 2024-03-01 ' }).saleDate).toBe('2024-03-01');
  });
});
