import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChooseStep } from './ChooseStep';
import type { ReadResume } from './useReadResume';

const reader = (state: ReadResume['state']): ReadResume => ({
  state,
  chooseFile: () => {},
  setText: () => {},
  readPasted: () => {},
  retry: () => {},
});

describe('ChooseStep', () => {
  it('after a failed read, keeps the pasted text and shows the sentence in an alert with a retry', () => {
    const html = renderToStaticMarkup(
      <ChooseStep
        reader={reader({
          file: null,
          text: 'Maria Lopez, Charge Nurse',
          reading: null,
          error: { source: 'text', message: 'This does not look like a resume.' },
        })}
      />,
    );
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Maria Lopez, Charge Nurse<\/textarea>/);
    expect(html).toMatch(/role="alert"[^>]*><p[^>]*>This does not look like a resume\.<\/p><button[^>]*>Try again/);
  });

  it('while reading a file, names it in a status and disables the controls', () => {
    const file = new File(['%PDF'], 'maria-cv.pdf', { type: 'application/pdf' });
    const html = renderToStaticMarkup(<ChooseStep reader={reader({ file, text: '', reading: 'file', error: null })} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Reading maria-cv.pdf…');
    expect(html).toMatch(/<input[^>]*type="file"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Read the text/);
  });
});
