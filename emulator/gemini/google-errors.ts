// The error bodies the Generative Language API answers with, as Google sends them: an `error`
// object with the HTTP code, a message and the gRPC status name (and details where Google adds them).

export interface GoogleError {
  status: number;
  body: { error: { code: number; message: string; status: string; details?: unknown[] } };
}

const error = (code: number, status: string, message: string, details?: unknown[]): GoogleError => ({
  status: code,
  body: { error: { code, message, status, ...(details ? { details } : {}) } },
});

export const missingKey = error(
  403,
  'PERMISSION_DENIED',
  "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
);

export const invalidKey = error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
  {
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason: 'API_KEY_INVALID',
    domain: 'googleapis.com',
    metadata: { service: 'generativelanguage.googleapis.com' },
  },
  {
    '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
    locale: 'en-US',
    message: 'API key not valid. Please pass a valid API key.',
  },
]);

export const quotaExceeded = error(
  429,
  'RESOURCE_EXHAUSTED',
  'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.',
  [
    {
      '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
      violations: [
        {
          quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
          quotaId: 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier',
        },
      ],
    },
    { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '17s' },
  ],
);

export const internal = error(
  500,
  'INTERNAL',
  'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
);

export const overloaded = error(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.');

export const invalidJson = (detail: string) =>
  error(400, 'INVALID_ARGUMENT', `Invalid JSON payload received. ${detail}`);

export const contentsMissing = error(
  400,
  'INVALID_ARGUMENT',
  '* GenerateContentRequest.contents: contents is not specified\n',
);

export const modelNotFound = (model: string, method: string) =>
  error(
    404,
    'NOT_FOUND',
    `models/${model} is not found for API version v1beta, or is not supported for ${method}. Call ListModels to see the list of available models and their supported methods.`,
  );

export const pathNotFound = (path: string) =>
  error(404, 'NOT_FOUND', `The requested URL ${path} was not found on this server.`);

export const methodNotAllowed = error(405, 'UNIMPLEMENTED', 'Method not allowed; use POST.');
