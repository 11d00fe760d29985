import { describe, expect, it } from 'vitest';
import { isEmptyRest, readContact, type Contact } from './contact.js';

describe('readContact', () => {
  it.each([
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['Tél. : +33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['0151 234 5678', '0151 234 5678'],
    ['Mobile: 07700 900123', '07700 900123'],
    // A web page's non-breaking hyphen, and the number's link printed after it.
    ['+1 (604) 555\u20110199', '+1 (604) 555-0199'],
    ['+1 (713) 555-0129 (tel:+1 (713) 555-0129)', '+1 (713) 555-0129'],
  ])('reads the phone in %s', (text, phone) => {
    const contact: Contact = { profiles: [] };
    readContact(text, contact, true);
    expect(contact.phone).toBe(phone);
  });

  it.each([
    ['Leeds, UK', { city: 'Leeds', region: 'UK' }],
    ['Austin, TX', { city: 'Austin', region: 'TX' }],
    ['Lyon, France', { city: 'Lyon', region: 'France' }],
    // A region and a country after the town, with or without commas or brackets.
    ['Tacoma, WA, US', { city: 'Tacoma', region: 'WA, US' }],
    ['Halifax, NS CA', { city: 'Halifax', region: 'NS CA' }],
    ['Regina, SK (CA)', { city: 'Regina', region: 'SK (CA)' }],
    ['Seattle (US), WA', { city: 'Seattle', region: '(US), WA' }],
    ['Swansea Wales', { city: 'Swansea', region: 'Wales' }],
    ['Calgary AB CA', { city: 'Calgary', region: 'AB CA' }],
    ['Porto, PT', { city: 'Porto', region: 'PT' }],
    // A postal code after the region.
    ['Pleasantville, CA 94588', { city: 'Pleasantville', region: 'CA 94588' }],
    ['Toronto, ON M5V 2T6', { city: 'Toronto', region: 'ON M5V 2T6' }],
    // A region the lists do not know, written out before a known country code.
    ['Lyon, Auvergne-Rhône-Alpes FR', { city: 'Lyon', region: 'Auvergne-Rhône-Alpes FR' }],
    ['Braga, Norte PT', { city: 'Braga', region: 'Norte PT' }],
    // A region of France, Germany or Spain written out after the town, without a comma.
    ['Lyon Auvergne-Rhône-Alpes', { city: 'Lyon', region: 'Auvergne-Rhône-Alpes' }],
    ['München Bayern', { city: 'München', region: 'Bayern' }],
    // After an icon font's glyph, and with the tool's link to a map after it.
    ['\uE602 London, GB', { city: 'London', region: 'GB' }],
    ['Madrid, , ES (https://maps.google.com/?q=Madrid, , ES)', { city: 'Madrid', region: 'ES' }],
  ])('reads the place %s at the top', (text, location) => {
    const contact: Contact = { profiles: [] };
    expect(readContact(text, contact, true)).toBe('');
    expect(contact.location).toEqual(location);
  });

  it.each([
    // Beside a phone or an email, a place no list knows.
    [
      '+33 4 72 55 01 23 | f.lefevre@example.fr | Lyon, Auvergne-Rhône-Alpes |',
      { city: 'Lyon', region: 'Auvergne-Rhône-Alpes' },
    ],
    ['London • +44 20 7946 0958', { city: 'London' }],
  ])('reads the place beside contact details in %s', (text, location) => {
    const contact: Contact = { profiles: [] };
    readContact(text, contact, true);
    expect(contact.location).toEqual(location);
  });

  it('reads details set apart only by wide spacing that the line kept as single spaces', () => {
    const contact: Contact = { profiles: [] };
    const rest = readContact(
      'dan.kowalski@example.com +1 206 555 0110 Seattle, WA dkowalski.example.org',
      contact,
      true,
    );
    expect(rest).toBe('');
    expect(contact).toMatchObject({
      email: 'dan.kowalski@example.com',
      phone: '+1 206 555 0110',
      location: { city: 'Seattle', region: 'WA' },
      url: 'https://dkowalski.example.org',
    });
  });

  it('reads the place and a website without its scheme on a line of details outside the header (a footer)', () => {
    const contact: Contact = { profiles: [] };
    expect(readContact('Seattle, WA | dan.kowalski@example.com', contact, false)).toBe('');
    expect(readContact('dkowalski.example.org', contact, false)).toBe('');
    expect(contact).toMatchObject({
      email: 'dan.kowalski@example.com',
      location: { city: 'Seattle', region: 'WA' },
      url: 'https://dkowalski.example.org',
    });
  });

  it("reads no place or website outside the header away from the person's details", () => {
    const contact: Contact = { profiles: [] };
    expect(readContact('Seattle, WA', contact, false)).toBe('Seattle, WA');
    expect(readContact('node.js', contact, false)).toBe('node.js');
    expect(contact).toEqual({ profiles: [] });
  });

  it.each([
    'Warehouse Supervisor UK',
    'Excel VBA',
    'Night Shift Lead, TX Foods',
    'Nordic Freight AB',
    'Iberia Textiles SA',
    'Shift Lead, Night Operations US',
    // Beside contact details, a label, a title or a company is still no place.
    'Email | jo@example.com',
    'Staff Nurse | jo@example.com',
    'Northgate Logistics Ltd | +44 20 7946 0958',
  ])('reads no place in %s', (text) => {
    const contact: Contact = { profiles: [] };
    readContact(text, contact, true);
    expect(contact.location).toBeUndefined();
  });

  it('leaves nothing of a line once its details are read but the letters an icon font drew its icons with', () => {
    const contact: Contact = { profiles: [] };
    const rest = readContact('I +44 113 496 0123 • # zoe@example.com', contact, true);
    expect(isEmptyRest(rest)).toBe(true);
    expect(isEmptyRest('Staff Nurse | #')).toBe(false);
  });

  it('reads email and profile links from one line and leaves nothing', () => {
    const contact: Contact = { profiles: [] };
    const rest = readContact(
      'Electrical Engineer | sam@example.org | linkedin.com/in/sam-k | github.com/samk | https://samk.dev',
      contact,
      true,
    );
    expect(contact.email).toBe('sam@example.org');
    expect(contact.profiles.map((profile) => [profile.network, profile.username])).toEqual([
      ['LinkedIn', 'sam-k'],
      ['GitHub', 'samk'],
    ]);
    expect(contact.url).toBe('https://samk.dev');
    expect(contact.phone).toBeUndefined();
    expect(rest).toBe('Electrical Engineer');
  });
});
