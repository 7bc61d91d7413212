import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router-dom';

export const HYDRATION_SCRIPT_ID = '__router_data';

export interface HydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string };

/** Route errors as plain JSON (error responses keep their status; other errors only a message). */
export function serializeErrors(
  errors: Record<string, unknown> | null,
): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [id, err] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(err)
      ? {
          __type: 'RouteErrorResponse',
          status: err.status,
          statusText: err.statusText,
          data: err.data,
        }
      : // An unexpected error's message may describe the server's internals (a failed query):
        // the page only needs to know that something failed.
        { __type: 'Error', message: 'Internal error' };
  }
  return out;
}

export function reviveErrors(
  errors: Record<string, SerializedError> | null,
): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, err] of Object.entries(errors)) {
    out[id] =
      err.__type === 'RouteErrorResponse'
        ? new UNSAFE_ErrorResponseImpl(err.status, err.statusText, err.data)
        : new Error(err.message);
  }
  return out;
}

export function readHydrationData(doc: Document): HydrationData | undefined {
  const el = doc.getElementById(HYDRATION_SCRIPT_ID);
  if (!el?.textContent) return undefined;
  const raw = JSON.parse(el.textContent) as Omit<HydrationData, 'errors'> & {
    errors: Record<string, SerializedError> | null;
  };
  return { ...raw, errors: reviveErrors(raw.errors) };
}
