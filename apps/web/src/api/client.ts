/** The one HTTP client: credentials included, CSRF header from the cookie, DRF error bodies turned into ApiError. */
import { getCookie } from './cookies';

const API_URL: string = import.meta.env.VITE_API_URL ?? '';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A failed API call. `body` is null when the server's answer could not be read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> | null,
  ) {
    super(typeof body?.detail === 'string' ? body.detail : `Request failed with status ${status}`);
    this.name = 'ApiError';
  }

  /** The server's human sentence, when it sent one. */
  get detail(): string | undefined {
    return typeof this.body?.detail === 'string' ? this.body.detail : undefined;
  }

  /**
   * The object as it is now, when a save was refused because it changed elsewhere (another tab or device) after the
   * version the save was made from (412); null for any other failure.
   */
  get changedElsewhere(): Record<string, unknown> | null {
    const current = this.body?.current;
    return this.status === 412 && this.body?.code === 'changed_elsewhere' && current && typeof current === 'object'
      ? (current as Record<string, unknown>)
      : null;
  }

  /** DRF field errors: field name → first message. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(this.body ?? {})) {
      if (key !== 'detail' && key !== 'current' && Array.isArray(value) && typeof value[0] === 'string')
        out[key] = value[0];
    }
    return out;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /**
   * For a save: the version the edited copy was read at (sent as If-Match), so it never replaces a save made since;
   * without it the save replaces whatever is there.
   */
  version?: number | undefined;
  /** Statuses that are an answer the caller expects (About You's 404 before it exists): not logged as errors. */
  expected?: readonly number[];
}
/** A save's options. */
export type SaveOptions = Pick<RequestOptions, 'version'>;

/** Sends a request; resolves to the parsed JSON (null for 204), rejects with ApiError or a network TypeError. */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.version !== undefined) headers['If-Match'] = `"${options.version}"`;
  // A form (a file upload) is sent as it is: the browser writes its multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (UNSAFE.has(method)) {
    const csrf = getCookie('csrftoken');
    if (csrf) headers['X-CSRFToken'] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      method,
      headers,
      credentials: 'include',
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
  } catch (error) {
    console.error(`${method} ${path} failed:`, error);
    throw error;
  }
  if (response.status === 204) return null as T;
  let parsed: unknown = null;
  let readable = true;
  try {
    parsed = await response.json();
  } catch {
    readable = false;
  }
  if (!response.ok) {
    const error = new ApiError(
      response.status,
      readable && parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null,
    );
    // A save refused because another tab saved first is an expected answer the editor resolves with the user, as
    // is any status the caller said it expects.
    if (!error.changedElsewhere && !options.expected?.includes(response.status)) {
      console.error(`${method} ${path} answered ${response.status}:`, error.detail ?? '(no details)');
    }
    throw error;
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: Pick<RequestOptions, 'expected'>) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown, options?: SaveOptions) => apiRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: SaveOptions) => apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
