/**
 * The first-run question: which server does this app talk to? An address is accepted only over
 * https, except on this computer (loopback, for development), and only once the server answers
 * GET /api/health with 200 {"status":"ok"}.
 */

export type FetchLike = (input: string | Request, init?: RequestInit) => Promise<Response>;

export const serverMessages = {
  empty: 'Enter the address of the Lumen Legal server.',
  invalid: 'This is not a web address (for example https://admin.example.ee).',
  https: 'The address must start with https:// (http:// is allowed only for this computer).',
  credentials: 'The address must not contain a user name or password.',
  unreachable: 'The server could not be reached. Check the address and your connection.',
  notHealthy: 'The server answered, but it is not a Lumen Legal server or it is not ready.',
} as const;

export type AddressResult = { ok: true; origin: string } | { ok: false; message: string };

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname);
}

/** Parses what the person typed; the server's origin (no path, query or fragment) or why not. */
export function validateServerAddress(input: string): AddressResult {
  const text = input.trim();
  if (!text) return { ok: false, message: serverMessages.empty };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: serverMessages.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: serverMessages.invalid };
  }
  if (url.username || url.password) return { ok: false, message: serverMessages.credentials };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return { ok: false, message: serverMessages.https };
  }
  return { ok: true, origin: url.origin };
}

/** Validates the address, then asks the server whether it is up. */
export async function checkServer(
  input: string,
  fetch: FetchLike,
  timeoutMs = 10_000,
): Promise<AddressResult> {
  const address = validateServerAddress(input);
  if (!address.ok) return address;
  let response: Response;
  try {
    response = await fetch(`${address.origin}/api/health`, {
      headers: { Accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, message: serverMessages.unreachable };
  }
  if (response.status !== 200) return { ok: false, message: serverMessages.notHealthy };
  const body = await response.json().catch(() => null);
  return (body as { status?: unknown } | null)?.status === 'ok'
    ? address
    : { ok: false, message: serverMessages.notHealthy };
}
