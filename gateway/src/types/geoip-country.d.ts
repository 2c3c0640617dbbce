declare module 'geoip-country' {
  export interface GeoIpCountry {
    range: [number, number];
    country: string;
    name?: string;
  }
  export function lookup(ip: string): GeoIpCountry | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
