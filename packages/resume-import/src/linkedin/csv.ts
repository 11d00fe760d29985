/** A small RFC 4180 CSV reader: quoted fields with commas, quotes and line breaks, a leading BOM, CRLF or LF. */

/** The rows of a CSV text, as arrays of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\ufeff/, '');
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((fields) => fields.some((value) => value.trim() !== ''));
}

/**
 * The records of a CSV with a header row, keyed by column name. LinkedIn sometimes puts notes above the header,
 * so the header is the first row holding `expected`.
 */
export function csvRecords(text: string, expected: string): Array<Record<string, string>> {
  const rows = parseCsv(text);
  const headerAt = rows.findIndex((row) => row.some((cell) => cell.trim().toLowerCase() === expected.toLowerCase()));
  if (headerAt < 0) return [];
  const header = rows[headerAt]!.map((cell) => cell.trim());
  return rows
    .slice(headerAt + 1)
    .map((row) => Object.fromEntries(header.map((name, index) => [name, (row[index] ?? '').trim()])));
}
