import { describe, expect, it } from 'vitest';
import { oneParagraph, shapedWrite } from './shaped-write.js';
import { WriterError, type Writer, type WritingTask } from './writer.js';

describe('oneParagraph', () => {
  it.each([
    ['one paragraph', 'At Mercy I led a 32-bed unit.', 'At Mercy I led a 32-bed unit.'],
    ['one paragraph with its lines', 'Line one\nline two', 'Line one\nline two'],
    ['surrounding blank lines', '\n\n  At Mercy I led a unit.  \n\n', 'At Mercy I led a unit.'],
    ['in quotes', '“At Mercy I led a unit.”', 'At Mercy I led a unit.'],
    ['a whole letter', 'Dear team,\n\nAt Mercy I led a unit.\n\nSincerely,\nAna', null],
    ['two paragraphs', 'First.\r\n\r\nSecond.', null],
    ['a greeting alone', 'Dear Hiring Manager,', null],
    ['nothing', '   ', null],
  ])('%s', (_name, answer, shaped) => {
    expect(oneParagraph(answer)).toBe(shaped);
  });
});

/** A model that gives the listed answers in turn, and counts how often it was asked. */
function scripted(answers: string[]): Writer & { asked: number } {
  const writer = {
    kind: 'ai' as const,
    label: 'scripted',
    asked: 0,
    async *write() {
      const answer = answers[Math.min(writer.asked, answers.length - 1)]!;
      writer.asked += 1;
      yield* answer.split(/(?= )/);
    },
  };
  return writer;
}

const task: WritingTask = {
  offline: () => 'The offline composer’s paragraph.',
  prompt: { system: 's', user: 'u' },
  maxTokens: 100,
  shape: oneParagraph,
};

async function collect(writer: Writer, aTask = task, signal = new AbortController().signal) {
  let text = '';
  let fellBack = false;
  for await (const piece of shapedWrite(writer, aTask, signal, () => (fellBack = true))) text += piece;
  return { text, fellBack };
}

describe('shapedWrite', () => {
  it('gives a model answer already in shape, asking once', async () => {
    const model = scripted(['I led a unit.']);
    expect(await collect(model)).toEqual({ text: 'I led a unit.', fellBack: false });
    expect(model.asked).toBe(1);
  });

  it('asks once more when the answer is a whole letter, and takes the second if it is in shape', async () => {
    const model = scripted(['Dear team,\n\nI led a unit.\n\nBest,\nAna', 'I led a unit.']);
    expect(await collect(model)).toEqual({ text: 'I led a unit.', fellBack: false });
    expect(model.asked).toBe(2);
  });

  it('falls back to the offline composer, saying so, after two answers out of shape', async () => {
    const model = scripted(['Dear team,\n\nOne.\n\nTwo.']);
    expect(await collect(model)).toEqual({ text: 'The offline composer’s paragraph.', fellBack: true });
    expect(model.asked).toBe(2);
  });

  it('streams a task without a shape as the writer gives it', async () => {
    const model = scripted(['Dear team,\n\nOne.\n\nTwo.']);
    const { shape: _shape, ...letter } = task;
    expect(await collect(model, letter)).toEqual({ text: 'Dear team,\n\nOne.\n\nTwo.', fellBack: false });
  });

  it('passes a provider failure on as it was thrown', async () => {
    const failing: Writer = {
      kind: 'ai',
      label: 'failing',
      // eslint-disable-next-line require-yield -- a writer that fails before it writes anything
      async *write() {
        throw new WriterError('timeout');
      },
    };
    await expect(collect(failing)).rejects.toMatchObject({ failure: 'timeout' });
  });
});
