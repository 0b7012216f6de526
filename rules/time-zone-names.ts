/**
 * Zone names as a visitor knows them. ICU, and so Node and Chromium, still
 * gives some zones by a name the IANA database has since replaced: Chromium
 * reports a visitor in India as "Asia/Calcutta" and one in Ukraine as
 * "Europe/Kiev", and Intl.supportedValuesOf lists those names. Both names
 * are the same zone (the old one is a link in the database), so times are
 * the same either way; only the name shown changes.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** The zone's current IANA name: itself, unless the runtime gave an older one. */
export function currentZoneName(zone: string): string {
  return Object.hasOwn(CURRENT_NAMES, zone) ? (CURRENT_NAMES[zone] as string) : zone;
}

/** The zones to choose from, by their current names, in order; with `including` among them when it is not. */
export function zoneChoices(including?: string): string[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone").map(currentZoneName));
  if (including) zones.add(including);
  return [...zones].sort();
}
