// Every file or folder a README or a page of docs/ names in `backticks` exists: docs that point at
// code that moved mislead the next person. A name may be written from the repository's root or from
// any folder (`platform/idempotency.ts` names apps/server/src/platform/idempotency.ts). Run by
// `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const files = new Set(tracked);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

const pages = tracked.filter((file) => /(^|\/)README\.md$/.test(file) || /^docs\/.*\.md$/.test(file));

/** A backticked token that reads as a path in this repository: a slash, no spaces, globs or placeholders. */
function looksLikePath(token) {
  if (!token.includes('/') || /[\s*<>{}$?|,;()=:'"]/.test(token) || /\bNNN\b/.test(token)) return false;
  if (/^(https?:|\/\/|\/|~|@|\.\.\/|node:)/.test(token)) return false;
  if (/^[A-Z]+ \//.test(token)) return false;
  const last = token.replace(/\/$/, '').split('/').at(-1);
  // A file with an extension, or a folder written with its trailing slash.
  return token.endsWith('/') || /\.[a-z0-9]+$/i.test(last);
}

/** Folders the running product makes under DATA_DIR (docs/deploy.md), not in the repository. */
const RUNTIME_FOLDERS = ['uploads/', 'db/'];

/** A path the build or the running product makes: ignored by git (dist/, .wireit/), or under DATA_DIR. */
function generated(name) {
  if (/^[A-Z_]+\//.test(name) || RUNTIME_FOLDERS.includes(name)) return true;
  try {
    execFileSync('git', [
      'check-ignore',
      '-q',
      '--no-index',
      name.replace(/\/$/, '') + (name.endsWith('/') ? '/' : ''),
    ]);
    return true;
  } catch {
    return false;
  }
}

function exists(name) {
  if (generated(name)) return true;
  const path = name.replace(/^\.\//, '').replace(/\/$/, '');
  for (const file of files) if (file === path || file.endsWith(`/${path}`)) return true;
  for (const folder of folders) if (folder === path || folder.endsWith(`/${path}`)) return true;
  return false;
}

const missing = [];
for (const page of pages) {
  const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const [, token] of text.matchAll(/`([^`\n]+)`/g)) {
    if (looksLikePath(token) && !exists(token)) missing.push(`${page}: \`${token}\``);
  }
}
if (missing.length > 0) {
  console.error(`Docs name ${missing.length} path(s) that do not exist (moved or renamed? update the page):`);
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Docs paths: every path named in ${pages.length} pages exists.`);
