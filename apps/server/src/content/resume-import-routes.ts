/**
 * POST /api/content/resume-import/: a resume file (multipart, field `file`) or pasted text (JSON `{ "text" }`) read
 * into a JSON Resume document for the user to review. Nothing is stored; adding it goes through the JSON Resume
 * import, so one path fills the library.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESUME_IMPORT_MAX_BYTES,
  resumeImportMessages,
  resumeImportResult,
  resumeImportTextRequest,
} from '@hirestride/shared';
import { HttpError, validationError } from '../http/errors.js';
import type { ResumeSource } from '../work/tasks.js';
import type { ContentService } from './service.js';

const tooLarge = () => new HttpError(413, { detail: resumeImportMessages.tooLarge });
const noFile = () => validationError({ file: [resumeImportMessages.noFile] });

export const resumeImportRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  // Only this route takes multipart bodies: the plugin parses them in this scope alone.
  await app.register(multipart, {
    limits: { fileSize: RESUME_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/content/resume-import/',
    {
      schema: {
        tags: ['content'],
        summary:
          'Read a resume (multipart field `file`: PDF, DOCX, LinkedIn export ZIP or TXT, at most 10 MB; or JSON {"text"}) into a JSON Resume document to review; stores nothing',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: resumeImportResult },
      },
    },
    async (request) => {
      let source: ResumeSource;
      if (request.isMultipart()) {
        let bytes: Buffer | undefined;
        try {
          const part = await request.file();
          if (!part || part.fieldname !== 'file') throw noFile();
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof HttpError) throw error;
          if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
          throw noFile();
        }
        if (bytes.length === 0) throw noFile();
        source = { bytes };
      } else {
        const parsed = resumeImportTextRequest.safeParse(request.body ?? {});
        if (!parsed.success) throw validationError({ text: [parsed.error.issues[0]!.message] });
        source = { text: parsed.data.text };
      }
      return content.readResume(request.user.id, source);
    },
  );
};
