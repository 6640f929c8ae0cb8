export type Office = {
  id: string;
  name: string;
  label: string;
  /** Street line, then city line. */
  address: [string, string];
  phone: string;
  lat: number;
  lon: number;
};

/** The four offices of the Contact page, with their map positions (decision 014). */
export const OFFICES: Office[] = [
  {
    id: 'new-york',
    name: 'New York',
    label: 'Headquarters',
    address: ['350 Fifth Avenue, Suite 4100', 'New York, NY 10118'],
    phone: '+1 (212) 555-0147',
    lat: 40.7484,
    lon: -73.9857,
  },
  {
    id: 'los-angeles',
    name: 'Los Angeles',
    label: 'West Coast',
    address: ['633 West Fifth Street, Suite 2800', 'Los Angeles, CA 90071'],
    phone: '+1 (213) 555-0163',
    lat: 34.0507,
    lon: -118.2545,
  },
  {
    id: 'chicago',
    name: 'Chicago',
    label: 'Midwest Hub',
    address: ['233 South Wacker Drive, Suite 5200', 'Chicago, IL 60606'],
    phone: '+1 (312) 555-0128',
    lat: 41.8789,
    lon: -87.6359,
  },
  {
    id: 'miami',
    name: 'Miami',
    label: 'Southeast',
    address: ['1450 Brickell Avenue, Suite 1900', 'Miami, FL 33131'],
    phone: '+1 (305) 555-0194',
    lat: 25.7617,
    lon: -80.1918,
  },
];
