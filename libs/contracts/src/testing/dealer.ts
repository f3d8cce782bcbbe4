import type { DealerFinderItem } from '../dealers';

/** The demo dealer's record as its own profile form edits it (Demo Powersports in Temecula, as seeded). */
export const demoDealerRecord = {
  name: 'Demo Powersports',
  addressLine1: '41200 Motor Car Pkwy',
  city: 'Temecula',
  state: 'CA',
  zipcode: '92591',
  country: 'US',
  phone: '9515550101',
  websiteUrl: 'https://demo-powersports.example.com',
};

/** The demo dealer as every answer names it: its ids, its record, no second address line, active. */
export const demoDealer = {
  _id: 'dealer-demo',
  dealerId: 'D10001',
  ...demoDealerRecord,
  addressLine2: null,
  active: true,
} satisfies Partial<DealerFinderItem>;
