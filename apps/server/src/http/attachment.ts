/** Download headers: a file name no file system or header parser trips on, in ASCII and in UTF-8. */

/** "Ada Lovelace resume" → "Ada Lovelace resume.pdf"; `fallback` when nothing usable is left. */
export function fileName(base: string, extension: string, fallback: string): string {
  const clean =
    base
      .replace(/[^\p{L}\p{N} ._-]+/gu, '')
      .replace(/\s+/g, ' ')
      .trim() || fallback;
  return `${clean}.${extension}`;
}

export const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
