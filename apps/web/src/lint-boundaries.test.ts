// The boundary and cycle rules pass silently when they cannot resolve an import, so a clean lint alone proves nothing:
// these cases show that they do report.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function ruleIds(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return result!.messages.map((message) => message.ruleId);
}

describe('web import boundaries', () => {
  it("reports a feature importing another feature's file", async () => {
    const code = "import { BoardPage } from '../jobs/board/BoardPage';\nexport const page = BoardPage;\n";
    expect(await ruleIds(code, 'features/dashboard/Probe.tsx')).toContain('import-x/no-restricted-paths');
  });

  it('reports shared code importing a feature', async () => {
    const code = "import { BoardPage } from '../features/jobs/board/BoardPage';\nexport const page = BoardPage;\n";
    expect(await ruleIds(code, 'components/Probe.tsx')).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import shared code and its own folder', async () => {
    const code = [
      "import { failureMessage } from '../../lib/save-errors';",
      "import { Card } from '../../components/edit-parts';",
      "import { useJob } from './job-page/useJob';",
      'export const parts = [failureMessage, Card, useJob];',
      '',
    ].join('\n');
    expect(await ruleIds(code, 'features/jobs/Probe.tsx')).toEqual([]);
  });

  it('reports an import cycle', async () => {
    // activity-text imports job-format, so job-format importing it back closes a loop.
    const code = "import { activityTime } from './activity-text';\nexport const time = activityTime;\n";
    expect(await ruleIds(code, 'lib/job-format.ts')).toContain('import-x/no-cycle');
  });
});
