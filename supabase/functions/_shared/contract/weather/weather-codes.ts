// WMO weather interpretation codes as Open-Meteo uses them, grouped the way the rules read them.
// Codes 51 and up all bring something down: drizzle, rain, snow, showers or thunder.

export const THUNDER_CODES: readonly number[] = [95, 96, 99];
export const SHOWER_CODES: readonly number[] = [80, 81, 82, 85, 86];
export const DRIZZLE_CODES: readonly number[] = [51, 53, 55, 56, 57];
export const SNOW_CODES: readonly number[] = [71, 73, 75, 77, 85, 86];
export const FOG_CODES: readonly number[] = [45, 48];

export const isThunderCode = (code: number | null): boolean => code !== null && THUNDER_CODES.includes(code);
export const isShowerCode = (code: number | null): boolean => code !== null && SHOWER_CODES.includes(code);
export const isDrizzleCode = (code: number | null): boolean => code !== null && DRIZZLE_CODES.includes(code);
export const isSnowCode = (code: number | null): boolean => code !== null && SNOW_CODES.includes(code);
export const isFogCode = (code: number | null): boolean => code !== null && FOG_CODES.includes(code);
/** Drizzle, rain, snow, showers or thunder: anything that falls. */
export const isPrecipitationCode = (code: number | null): boolean => code !== null && code >= 51;
