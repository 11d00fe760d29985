#!/usr/bin/env node
// Fails when production dependencies have a high or critical advisory. When the registry does not offer
// npm's audit endpoint (as on some mirrors) it says so plainly and does not pretend the check passed.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = null;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.message ?? report?.error?.summary ?? 'no report';
  process.stdout.write(`npm audit could not run against this registry (${reason}): NOT CHECKED.\n`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
process.stdout.write(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.\n`,
);
process.exit(serious > 0 ? 1 : 0);
