/** npm run formats: writes docs/formats/<game>.schema.json from the zod schemas. */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endStateSchemas } from '../src-main/docs/formats';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'formats');
for (const [file, text] of endStateSchemas()) {
  writeFileSync(join(dir, file), text);
  console.log(`wrote docs/formats/${file}`);
}
