import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run spec-messages [-- path/to/product-spec.md]`: issue 14's "a grep for any spec message
 * finds it once outside tests". Reads every quoted text of the spec (a message, a label)
 * and counts the source files outside tests that hold it word for word (quoted as a string);
 * lists each text found in more than one file, and exits 1 if there is any. Texts with
 * placeholders ({brand}) or found nowhere are listed apart: they are built, not written out.
 */
const repoRoot = path.resolve(__dirname, '../../..');
// npm runs the script in gateway/; a path given is relative to where npm was started.
const specPath = process.argv[2]
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2])
  : path.join(repoRoot, '../shared/spec/product-spec.md');

const SOURCE_DIRS = ['gateway/src', 'web/src', 'shared'];
const SKIPPED = /(\.test\.tsx?|\/test\/|\/generated\/|\/bench\/|\/seed\/|scripts\/spec-messages\.ts)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !SKIPPED.test(file.split(path.sep).join('/')));
}

/** The spec's quoted texts: between single quotes, at least two words, no placeholder. */
function specTexts(markdown: string): { texts: string[]; templated: string[] } {
  // An apostrophe inside a word (I'm) is not a quote.
  const quoted = [...markdown.matchAll(/(?<![\w])'([^'\n]*?[^\s'])'(?![\w])/g)].map((match) => match[1]);
  const unique = [...new Set(quoted)].filter((text) => text.includes(' '));
  return { texts: unique.filter((text) => !text.includes('{')), templated: unique.filter((text) => text.includes('{')) };
}

/** Where the same words mean something else (not the spec's text written twice). */
const OTHER_MEANINGS: Record<string, string> = {
  'private room': 'shared/domain/search-words.ts: words a seeker may type for single sharing',
  'Add Property': 'the label of the links to the add form (account menu, My Properties) and of its button',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text as a whole string literal or JSX text. */
function literal(text: string): RegExp {
  const words = escape(text);
  return new RegExp(`'${words.replace(/'/g, "\\\\'")}'|"${words}"|\`${words}\`|>\\s*${words}\\s*<`);
}

/** Code without its comments (what a grep should find is the text, not a mention of it). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');

function main(): void {
  const { texts, templated } = specTexts(readFileSync(specPath, 'utf8'));
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(repoRoot, dir))).map((file) => ({
    file: path.relative(repoRoot, file),
    text: withoutComments(readFileSync(file, 'utf8')),
  }));
  const repeated: string[] = [];
  const missing: string[] = [];
  for (const text of texts) {
    const pattern = literal(text);
    const holders = files.filter((source) => pattern.test(source.text)).map((source) => source.file);
    if (holders.length === 0) missing.push(text);
    if (holders.length > 1 && OTHER_MEANINGS[text]) console.log(`'${text}' in ${holders.join(', ')}, on purpose: ${OTHER_MEANINGS[text]}`);
    else if (holders.length > 1) repeated.push(`'${text}' in ${holders.length} files: ${holders.join(', ')}`);
  }
  console.log(`${texts.length} quoted texts in ${path.relative(process.cwd(), specPath)}; ${files.length} source files outside tests.`);
  console.log(`Not written out as one literal (built from parts, or a label rather than a message): ${missing.length}`);
  for (const text of missing) console.log(`  '${text}'`);
  console.log(`With placeholders (not checked): ${templated.map((text) => `'${text}'`).join(', ') || 'none'}`);
  console.log(`Found in more than one file: ${repeated.length}`);
  for (const line of repeated) console.log(`  ${line}`);
  process.exitCode = repeated.length > 0 ? 1 : 0;
}

main();
