/** The paper a request's sender uses, from its browser's first language (Accept-Language "en-US" → US Letter). */
import type { FastifyRequest } from 'fastify';
import { paperForLocale, type PaperSize } from '@hirestride/shared/resume-design';

export function requestPaper(request: FastifyRequest): PaperSize | undefined {
  const first = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  return first ? paperForLocale(first) : undefined;
}
