// The sun's position, close enough for a forecast stand-in (about a minute): the sunrise equation
// with the usual −0.833° for refraction and the sun's radius, as Open-Meteo's sunrise and sunset use.

const DEG = Math.PI / 180;
const J2000 = 2451545;
const UNIX_EPOCH_JULIAN = 2440587.5;
const DAY_MS = 86_400_000;
const HORIZON_DEG = -0.833;

const julian = (ms: number) => ms / DAY_MS + UNIX_EPOCH_JULIAN;
const fromJulian = (day: number) => (day - UNIX_EPOCH_JULIAN) * DAY_MS;

interface SolarDay {
  transit: number;
  declination: number;
}

/** Solar noon (Julian day) and the sun's declination (radians) on the day around `ms`. */
function solarDay(ms: number, longitude: number): SolarDay {
  const cycle = Math.round(julian(ms) - J2000 - 0.0009 - -longitude / 360);
  const approx = cycle + 0.0009 - longitude / 360;
  const anomaly = ((357.5291 + 0.98560028 * approx) % 360) * DEG;
  const centre = 1.9148 * Math.sin(anomaly) + 0.02 * Math.sin(2 * anomaly) + 0.0003 * Math.sin(3 * anomaly);
  const ecliptic = ((anomaly / DEG + centre + 180 + 102.9372) % 360) * DEG;
  const transit = J2000 + approx + 0.0053 * Math.sin(anomaly) - 0.0069 * Math.sin(2 * ecliptic);
  const declination = Math.asin(Math.sin(ecliptic) * Math.sin(23.4397 * DEG));
  return { transit, declination };
}

/** Sunrise and sunset (ms since the epoch) of the day whose solar noon is nearest `ms`; null in polar day or night. */
export function sunTimes(
  ms: number,
  latitude: number,
  longitude: number,
): { rise: number; set: number } | null {
  const { transit, declination } = solarDay(ms, longitude);
  const phi = latitude * DEG;
  const cosHour =
    (Math.sin(HORIZON_DEG * DEG) - Math.sin(phi) * Math.sin(declination)) /
    (Math.cos(phi) * Math.cos(declination));
  if (cosHour < -1 || cosHour > 1) return null;
  const half = Math.acos(cosHour) / DEG / 360;
  return { rise: fromJulian(transit - half), set: fromJulian(transit + half) };
}

/** The sun's height above the horizon in degrees at `ms`. */
export function sunElevation(ms: number, latitude: number, longitude: number): number {
  const { transit, declination } = solarDay(ms, longitude);
  const hourAngle = (julian(ms) - transit) * 2 * Math.PI;
  const phi = latitude * DEG;
  return (
    Math.asin(
      Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle),
    ) / DEG
  );
}
