/** The empty CSV offered as a template: the export's own header row, so a filled-in copy maps itself. */
import { JOB_CSV_COLUMNS } from '@hirestride/shared/jobs-csv-columns';

export const TEMPLATE_FILE_NAME = 'hirestride-jobs-template.csv';

/** One CSV cell, quoted (RFC 4180) only when it has to be. */
export function csvCell(text: string): string {
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The template's text: a BOM so Excel opens it as UTF-8, then the headers, ended as Excel ends rows. */
export function templateCsv(headers: readonly string[] = JOB_CSV_COLUMNS.map((column) => column.header)): string {
  return `\uFEFF${headers.map(csvCell).join(',')}\r\n`;
}
