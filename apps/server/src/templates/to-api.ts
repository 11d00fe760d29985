/** The one mapper of a resume template, from its row to the API's shape. */
import type { ResumeTemplate } from '@hirestride/shared';
import type { TemplateRow } from './repository.js';

export function templateToApi(row: TemplateRow): ResumeTemplate {
  return { id: row.id, name: row.name, preview_image: row.previewImage };
}
