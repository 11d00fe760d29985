// Builds src/pdf/ligature-words.json: the English words in which a font may draw "ff", "fi", "fl", "ffi" or "ffl" as
// one glyph, from the lexicon of wink-eng-lite-web-model (MIT). A PDF that maps such a glyph to no character
// ("Certi?cations") is read back by trying each ligature against this list (src/pdf/ligatures.ts).
// Usage (from the repository root, where the match package's model is installed): node packages/resume-import/scripts/build-ligature-words.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const model = require('wink-eng-lite-web-model');
const words = model
  .core()
  .features.lexeme.list.filter((word) => /^[a-z]+$/.test(word) && /f[fil]/.test(word))
  .sort();
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'pdf', 'ligature-words.json');
writeFileSync(out, `${JSON.stringify(words)}\n`);
console.log(`${words.length} words written to ${path.relative(process.cwd(), out)}`);
