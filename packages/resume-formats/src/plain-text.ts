/** A resume layout as plain text, for pasting into application forms: headings in capitals, entries as lines. */
import type { ResumeLayout } from './resume-layout.js';

export function layoutToText(layout: ResumeLayout): string {
  const out: string[] = [layout.name];
  if (layout.headline) out.push(layout.headline);
  if (layout.contacts.length > 0) out.push(layout.contacts.join(' | '));
  for (const section of layout.sections) {
    out.push('', section.heading.toUpperCase());
    if (section.groups) out.push(...section.groups.map((group) => `${group.label}: ${group.items.join(', ')}`));
    else if (section.inline) out.push(section.inline.join(', '));
    for (const entry of section.entries) {
      const head = [entry.title, entry.when].filter(Boolean).join(' — ');
      if (head) out.push(head);
      out.push(...entry.lines);
    }
  }
  return `${out.join('\n')}\n`;
}
