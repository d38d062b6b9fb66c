// Fails when the committed generated GraphQL files differ from what codegen makes of schema.graphql and the documents.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './lib.mjs';

const generated = ['web/src/gql', 'bff/src/__generated__'];

/** @param {string} directory */
function snapshot(directory) {
  /** @type {Map<string, string>} */
  const files = new Map();
  /** @param {string} current */
  const walk = (current) => {
    if (!fs.existsSync(current)) return;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(root, full), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(root, directory));
  return files;
}

const before = new Map(generated.flatMap((directory) => [...snapshot(directory)]));
const backup = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-check-'));
for (const [file, text] of before) {
  fs.mkdirSync(path.dirname(path.join(backup, file)), { recursive: true });
  fs.writeFileSync(path.join(backup, file), text);
}

const code = await run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
if (code !== 0) {
  console.error('codegen failed');
  process.exit(code);
}
const after = new Map(generated.flatMap((directory) => [...snapshot(directory)]));
const stale = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);

if (stale.length > 0) {
  console.error('Generated GraphQL files are stale; run `npm run codegen` and commit the result:');
  for (const file of stale) console.error(`  ${file}`);
  // Put the committed files back so the check leaves the tree as it found it.
  for (const file of after.keys()) if (!before.has(file)) fs.rmSync(path.join(root, file));
  for (const [file, text] of before) fs.writeFileSync(path.join(root, file), text);
  process.exit(1);
}
console.log(`codegen: ${after.size} generated files are up to date`);
