// Fails when the JavaScript a browser downloads to show a public page is over budget.
// The public pages are their own build (public.html, vite.public.config.ts). For EACH public
// route this counts: the entry chunk with its static imports, plus the route's lazily loaded
// page module with its static imports, each chunk once, brotli-compressed at the highest
// quality. The worst page must stay within the budget; the union of all public chunks is
// printed for information.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/** The spec'd budget; BUDGET_KB in the environment overrides it (e.g. to measure a change). */
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 120);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifestPath = path.join(dist, '.vite', 'public-manifest.json');
const ENTRY = 'public.html';

/** Each public route (src/public/routes.ts) and the page module it lazy-loads. */
const PUBLIC_ROUTES = [
  ['/auth', 'src/public/auth/SignInPage.tsx'],
  ['/auth/signup', 'src/public/auth/SignUpPage.tsx'],
  ['/auth/verify-otp/:page', 'src/public/auth/VerifyOtpPage.tsx'],
  ['/auth/directadmission/:instituteId/:sessionId', 'src/public/auth/DirectAdmissionPage.tsx'],
  ['/auth/forgotpassword', 'src/public/auth/ForgotPasswordPage.tsx'],
  ['/auth/setpassword/:id/:token', 'src/public/auth/SetPasswordPage.tsx'],
  ['/auth/changePassword/:tp/:token', 'src/public/auth/ChangePasswordPage.tsx'],
  ['/auth/contactUs', 'src/public/contact/ContactPage.tsx'],
  ['/policies', 'src/public/pages/PoliciesPage.tsx'],
  ['/coming-soon', 'src/public/pages/ComingSoonPage.tsx'],
  ['/institute-details/:instituteId/:tabId', 'src/public/pages/InstituteDetailsPage.tsx'],
  ['/404', 'src/public/pages/NotFoundPage.tsx'],
];

function fail(message) {
  console.error(`budget: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestPath)) fail(`no ${manifestPath}; run "npm run build -w @shala/web" first`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!manifest[ENTRY]?.isEntry) fail(`the public manifest has no entry "${ENTRY}"`);

/** The JavaScript files of `key` and everything it imports statically. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) fail(`the public manifest has no chunk "${key}"`);
  if (files.has(chunk.file)) return files;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const sizes = new Map();
function brotliSize(file) {
  if (!sizes.has(file)) {
    const data = readFileSync(path.join(dist, file));
    const compressed = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    sizes.set(file, compressed.length);
  }
  return sizes.get(file);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files) => [...files].reduce((total, file) => total + brotliSize(file), 0);

const entryFiles = staticClosure(ENTRY);
const union = new Set(entryFiles);
const pages = [];
for (const [route, source] of PUBLIC_ROUTES) {
  if (!manifest[source]?.isDynamicEntry) {
    fail(`public route module ${source} is not a lazily loaded chunk of its own`);
  }
  const files = staticClosure(source, new Set(entryFiles));
  for (const file of files) union.add(file);
  pages.push({ route, bytes: sum(files), files });
}
pages.sort((a, b) => b.bytes - a.bytes);

console.log(`entry (every public page): ${kb(sum(entryFiles))}`);
for (const file of [...entryFiles].sort((a, b) => brotliSize(b) - brotliSize(a))) {
  console.log(`${kb(brotliSize(file)).padStart(10)}  ${file}`);
}
console.log('\nper page (entry + the page and its imports):');
for (const page of pages) console.log(`${kb(page.bytes).padStart(10)}  ${page.route}`);
const worst = pages[0];
console.log(`\nworst page ${worst.route}:`);
for (const file of [...worst.files].sort((a, b) => brotliSize(b) - brotliSize(a))) {
  console.log(`${kb(brotliSize(file)).padStart(10)}  ${file}`);
}
console.log(`\nunion of all public chunks (information): ${kb(sum(union))} in ${union.size} files`);

const summary = `the heaviest public page (${worst.route}) downloads ${kb(worst.bytes)} of JavaScript (brotli); budget ${BUDGET_KB} KB`;
if (worst.bytes / 1024 > BUDGET_KB) fail(`OVER BUDGET: ${summary}`);
console.log(`budget: ok, ${summary}`);
