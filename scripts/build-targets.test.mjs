import { mkdtempSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newest, root, targets } from './build-targets.mjs';

const APPS = { '@hirestride/web': 'apps/web', '@hirestride/server': 'apps/server' };

/** The workspace packages a workspace depends on, directly or through another package (their folders). */
function workspacePackages(dir, found = new Set()) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  for (const name of Object.keys(dependencies).filter((n) => n.startsWith('@hirestride/'))) {
    const packageDir = `packages/${name.slice('@hirestride/'.length)}`;
    if (found.has(packageDir)) continue;
    found.add(packageDir);
    workspacePackages(packageDir, found);
  }
  return found;
}

describe('what npm start rebuilds', () => {
  it.each(targets)('the $name is rebuilt when a workspace package it bundles changes', (target) => {
    const packages = [...workspacePackages(APPS[target.workspace])];
    expect(packages).toContain('packages/match');
    for (const dir of packages) {
      const source = path.join(root, dir, 'src', 'index.ts');
      expect(
        target.inputs.some((input) => source.startsWith(input + path.sep)),
        dir,
      ).toBe(true);
    }
  });

  it('dates sources by their newest file, leaving out node_modules and dist', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-targets-'));
    const file = (relative, seconds) => {
      const at = path.join(dir, relative);
      mkdirSync(path.dirname(at), { recursive: true });
      writeFileSync(at, '');
      utimesSync(at, seconds, seconds);
    };
    file('src/old.ts', 1_000);
    file('src/deep/new.ts', 2_000);
    file('dist/built.js', 9_000);
    file('node_modules/x/index.js', 9_000);
    expect(newest(path.join(dir, 'src'), path.join(dir, 'missing'))).toBe(2_000_000);
    expect(newest(dir)).toBe(2_000_000);
    expect(newest(path.join(dir, 'missing'))).toBe(0);
  });
});
