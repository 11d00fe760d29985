/** File downloads through fetch, so a failed export can say why instead of saving an error page as the file. */
import { ApiError } from './client';

/** The file name the server chose (Content-Disposition's filename*, else filename), or the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Fetches the file and saves it; rejects with an ApiError (the server's reason) or a network TypeError. */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    throw new ApiError(response.status, body);
  }
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  const objectUrl = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return name;
}
