// Storage answers every client error with HTTP 400 and the logical status as a string in
// `statusCode`, in the shape `{ statusCode, code, error, message }`.

export interface StorageErrorBody {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

export function storageError(body: StorageErrorBody, httpStatus = 400): Response {
  return new Response(JSON.stringify(body), {
    status: httpStatus,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const errors = {
  noSuchBucket: () =>
    storageError({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    }),
  noSuchKey: () =>
    storageError({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' }),
  duplicate: () =>
    storageError({
      statusCode: '409',
      code: 'KeyAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  accessDenied: (message = 'new row violates row-level security policy') =>
    storageError({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message }),
  entityTooLarge: () =>
    storageError({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    }),
  invalidMimeType: (mimeType: string) =>
    storageError({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: `mime type ${mimeType} is not supported`,
    }),
  invalidKey: (key: string) =>
    storageError({
      statusCode: '400',
      code: 'InvalidKey',
      error: 'InvalidKey',
      message: `Invalid key: ${key}`,
    }),
  invalidRequest: (message: string) =>
    storageError({ statusCode: '400', code: 'InvalidRequest', error: 'Bad Request', message }),
  invalidJwt: (message: string) =>
    storageError({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message }),
  invalidSignature: () =>
    storageError({
      statusCode: '400',
      code: 'InvalidSignature',
      error: 'InvalidSignature',
      message: 'The url do not match the signature',
    }),
  notFound: () =>
    storageError(
      { statusCode: '404', code: 'NotFound', error: 'Not Found', message: 'Route not found' },
      404,
    ),
  database: (message: string) =>
    storageError({ statusCode: '500', code: 'DatabaseError', error: 'internal', message }, 500),
};

interface PostgresError {
  code: string;
  message: string;
}

function isPostgresError(error: unknown): error is PostgresError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Maps a Postgres error from a row operation to storage's answer, as the hosted server does. */
export function fromPostgresError(error: unknown): Response {
  if (!isPostgresError(error)) throw error;
  if (error.code === '42501') {
    return errors.accessDenied(
      error.message.startsWith('new row violates row-level security policy')
        ? 'new row violates row-level security policy'
        : error.message,
    );
  }
  if (error.code === '23505') return errors.duplicate();
  if (error.code === '22P02') return errors.invalidRequest(error.message);
  return errors.database(error.message);
}
