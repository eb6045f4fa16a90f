// Calls an edge function through the shared supabase-js client and answers with the HTTP status and
// the JSON body, so callers sort outcomes by status alone.
import { getSupabase } from './supabase';

export interface FunctionAnswer {
  /** The HTTP status; 0 when the function could not be reached or supabase-js failed to load. */
  status: number;
  body: unknown;
}

/** The response behind a supabase-js FunctionsHttpError (a non-2xx answer). */
const responseOf = (error: unknown): Response | undefined => {
  const context =
    typeof error === 'object' && error !== null ? (error as { context?: unknown }).context : undefined;
  return context instanceof Response ? context : undefined;
};

export async function callFunction(
  name: string,
  body: object,
  headers?: Record<string, string>,
): Promise<FunctionAnswer> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.functions.invoke<unknown>(name, { body, headers });
    if (!error) return { status: 200, body: data };
    const response = responseOf(error);
    if (!response) return { status: 0, body: undefined };
    return { status: response.status, body: await response.json().catch(() => undefined) };
  } catch {
    return { status: 0, body: undefined };
  }
}
