/** The Writer this server uses: the configured model, or the offline composer when none is configured. */
import type { AiConfig } from '../config.js';
import { offlineWriter } from './offline-writer.js';
import { openAiWriter } from './openai-writer.js';
import type { Writer } from './writer.js';

export function chooseWriter(ai: AiConfig | null): Writer {
  return ai ? openAiWriter(ai) : offlineWriter;
}
