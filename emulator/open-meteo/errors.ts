// Open-Meteo's refusals: `{"error": true, "reason": …}` with its status, in its server's own words
// (a Swift/Vapor service, so decoding failures read as Swift's decoder writes them).

export interface OpenMeteoError {
  status: number;
  body: { error: true; reason: string };
}

const refusal = (status: number, reason: string): OpenMeteoError => ({
  status,
  body: { error: true, reason },
});

/** How Swift prints a Float: always with a decimal point. */
const swiftFloat = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value));

export const floatRequired = (key: string) =>
  refusal(400, `Value of type 'Float' required for key '${key}'.`);

export const latitudeOutOfRange = (given: number) =>
  refusal(400, `Latitude must be in range of -90 to 90°. Given: ${swiftFloat(given)}.`);

export const longitudeOutOfRange = (given: number) =>
  refusal(400, `Longitude must be in range of -180 to 180°. Given: ${swiftFloat(given)}.`);

/** A value that is not one of a parameter's choices (a variable, a unit, a time format). */
export const invalidValue = (type: string, value: string) =>
  refusal(400, `Data corrupted at path ''. Cannot initialize ${type} from invalid String value ${value}.`);

export const forecastDaysInvalid = (given: number) =>
  refusal(400, `Forecast days is invalid. Allowed range 0 to 16. Given ${given}.`);

export const pastDaysInvalid = (given: number) =>
  refusal(400, `Past days is invalid. Allowed range 0 to 92. Given ${given}.`);

export const integerRequired = (key: string) =>
  refusal(400, `Value of type 'Int' required for key '${key}'.`);

export const invalidTimezone = refusal(400, 'Invalid timezone');

export const apiKeyRequired = refusal(401, 'API key required. Please add &apikey= to the URL.');

export const apiKeyInvalid = refusal(400, 'The supplied API key is invalid.');

export const rateLimited = refusal(
  429,
  'Minutely API request limit exceeded. Please try again in one minute.',
);

export const internal = refusal(500, 'Something went wrong.');

export const notFound = refusal(404, 'Not Found');
