import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField';
import type { FieldConfig } from './form-fields';

const start: FieldConfig = { name: 'start_date', label: 'Start Date', kind: 'month', required: true };
const end: FieldConfig = { name: 'end_date', label: 'End Date', kind: 'month', presentLabel: 'I currently work here' };
const render = (field: FieldConfig, value: string, error?: string) =>
  renderToStaticMarkup(<FormField field={field} value={value} error={error} onChange={() => {}} />);

describe('a month field', () => {
  it('is a group named by its label, with a labelled month select and year box', () => {
    const html = render(start, '2021-03');
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>Start Date<span aria-hidden="true"[^>]*>\*<\/span><\/legend>/);
    expect(html).toMatch(/<label for="([^"]+)-month"[^>]*>Month<\/label><select id="\1-month"/);
    expect(html).toMatch(/<option value="03" selected="">March<\/option>/);
    expect(html).toMatch(/<label for="([^"]+)-year"[^>]*>Year<\/label><input id="\1-year"[^>]*inputMode="numeric"/);
    expect(html).toMatch(/<input[^>]*value="2021"/);
  });

  it.each([
    ['', '<option value="" selected="">Month</option>', 'value=""'],
    ['-11', '<option value="11" selected="">November</option>', 'value=""'],
    ['1998-', '<option value="" selected="">Month</option>', 'value="1998"'],
  ])('half filled (%j) shows what was chosen', (value, option, year) => {
    const html = render(start, value);
    expect(html).toContain(option);
    expect(html).toMatch(new RegExp(`<input[^>]*placeholder="Year"[^>]*${year}/>`));
  });

  it('ticked "I currently work here" hides the month and year and leaves the date empty', () => {
    const html = render(end, 'present');
    expect(html).not.toContain('<select');
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>I currently work here/);
    expect(render(end, '')).toMatch(/<input type="checkbox"(?![^>]*checked)[^>]*\/>I currently work here/);
  });

  it('ties an error to both controls', () => {
    const html = render(start, '-03', 'Enter the year as well, e.g. 2021.');
    const ids = [...html.matchAll(/aria-describedby="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(html).toMatch(new RegExp(`id="${ids[0]}"[^>]*>Enter the year as well, e.g. 2021.</p>`));
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
  });
});
