import { describe, expect, it } from 'vitest';
import { claimsByParagraph, toBody, toggleBold, toggleList, toParagraphs, type Edit } from './letter-editing';

/** "a [b] c": the brackets mark the selection. */
const sel = (marked: string): Edit => {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
};
const show = ({ value, start, end }: Edit) => `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;

describe('paragraphs', () => {
  it.each([
    { body: '', paragraphs: [''] },
    { body: 'One.\n\nTwo.', paragraphs: ['One.', 'Two.'] },
    { body: 'One.\r\n\r\n\r\nTwo.\n \nThree.', paragraphs: ['One.', 'Two.', 'Three.'] },
    { body: 'Sincerely,\nAda', paragraphs: ['Sincerely,\nAda'] },
    { body: '\n\n- One\n- Two\n\n', paragraphs: ['- One\n- Two'] },
  ])('$body', ({ body, paragraphs }) => {
    expect(toParagraphs(body)).toEqual(paragraphs);
    expect(toBody(paragraphs)).toBe(paragraphs.join('\n\n'));
  });

  it('drops empty paragraphs from the body', () => {
    expect(toBody(['One.', '', '  ', 'Two.'])).toBe('One.\n\nTwo.');
  });
});

describe('toggleBold', () => {
  it.each([
    ['I built [the ledger] in Python.', 'I built **[the ledger]** in Python.'],
    ['I built **[the ledger]** in Python.', 'I built [the ledger] in Python.'],
    ['I built [**the ledger**] in Python.', 'I built [the ledger] in Python.'],
    ['I built[ the ledger ]in Python.', 'I built **[the ledger]** in Python.'],
    ['I built the led[]ger in Python.', 'I built the **[ledger]** in Python.'],
    ['I built [] in Python.', 'I built **[]** in Python.'],
  ])('%s', (before, after) => {
    expect(show(toggleBold(sel(before)))).toBe(after);
  });
});

describe('toggleList', () => {
  it.each([
    ['I did:\n[One\nTwo]', 'I did:\n[- One\n- Two]'],
    ['I did:\n[- One\n- Two]', 'I did:\n[One\nTwo]'],
    ['I did:\n- One\nT[]wo', 'I did:\n- One\n[- Two]'],
    ['[One\n- Two]', '[- One\n- Two]'],
    ['Only[]', '[- Only]'],
  ])('%s', (before, after) => {
    expect(show(toggleList(sel(before)))).toBe(after);
  });
});

describe('claimsByParagraph', () => {
  it('places each claim in the paragraph its offset falls in, empty paragraphs skipped', () => {
    const paragraphs = ['At Monzo I used Python.', '', 'At Google I ran Kubernetes.'];
    const body = toBody(paragraphs);
    const at = (text: string) => ({ start: body.indexOf(text), end: body.indexOf(text) + text.length, text });
    const google = { kind: 'employer' as const, ...at('Google') };
    const k8s = { kind: 'skill' as const, ...at('Kubernetes') };
    expect(claimsByParagraph(paragraphs, [google, k8s])).toEqual(new Map([[2, [google, k8s]]]));
  });
});
