/** Global setup: the fake OpenAI-compatible provider the AI-configured server talks to (tests switch its answers). */
import { startFakeOpenAi, type FakeMode } from '../apps/server/test/fake-openai';
import { FAKE_AI_PORT } from './playwright.config';

export default async function globalSetup() {
  const fake = await startFakeOpenAi({ kind: 'stream', pieces: ['Hello'] }, FAKE_AI_PORT);
  return () => fake.close();
}

/** Makes the fake answer the next requests this way. */
export async function fakeAnswers(mode: FakeMode): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${FAKE_AI_PORT}/control`, {
    method: 'POST',
    body: JSON.stringify(mode),
  });
  if (response.status !== 204) throw new Error(`The fake provider refused the mode: ${response.status}`);
}
