import { describe, expect, it } from 'vitest';
import { addressLines, telHref, websiteOf } from './dealer-display';

describe('a dealer as the finder shows it', () => {
  it('writes the address as lines, leaving out blank parts', () => {
    expect(addressLines({ addressLine1: '41200 Motor Car Pkwy', addressLine2: null, city: 'Temecula', state: 'CA', zipcode: '92591' })).toEqual(['41200 Motor Car Pkwy', 'Temecula, CA 92591']);
    expect(addressLines({ addressLine1: '2 High St', addressLine2: 'Unit 4', city: 'London', state: null, zipcode: 'SW1A 1AA' })).toEqual(['2 High St', 'Unit 4', 'London, SW1A 1AA']);
    expect(addressLines({ addressLine1: null, addressLine2: ' ', city: null, state: null, zipcode: null })).toEqual([]);
  });

  it('calls a North American number with +1, a longer one with its own country code', () => {
    expect(telHref('9515550101', 'US')).toBe('tel:+19515550101');
    expect(telHref('(450) 555-0107', 'CA')).toBe('tel:+14505550107');
    expect(telHref('+44 20 7946 0958', 'GB')).toBe('tel:+442079460958');
    expect(telHref('12345', 'US')).toBeNull();
    expect(telHref(null, 'US')).toBeNull();
  });

  it('links only to http(s) websites, and shows their host', () => {
    expect(websiteOf('https://www.demo-powersports.example.com/')).toEqual({ href: 'https://www.demo-powersports.example.com/', host: 'demo-powersports.example.com' });
    expect(websiteOf('lonestar-moto.example.com')).toEqual({ href: 'https://lonestar-moto.example.com/', host: 'lonestar-moto.example.com' });
    expect(websiteOf('javascript:alert(1)')).toBeNull();
    expect(websiteOf('ftp://files.example.com')).toBeNull();
    expect(websiteOf('')).toBeNull();
    expect(websiteOf(null)).toBeNull();
  });
});
