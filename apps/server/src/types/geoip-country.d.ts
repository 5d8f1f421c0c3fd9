declare module 'geoip-country' {
  export interface GeoCountry {
    country: string;
    name: string;
    capital: string;
  }
  export function lookup(ip: string): GeoCountry | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
