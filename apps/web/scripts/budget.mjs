// Fails when the JavaScript a browser downloads is over budget, counted from the build's
// manifests: each chunk once, with its static imports, brotli-compressed at the highest quality
// (as scripts/compress.mjs serves it).
//
// - The public pages (public.html, vite.public.config.ts): for EACH public route, the entry
//   with its static imports plus the route's lazily loaded page module: at most 120 KB.
// - The signed-in app (index.html): the dashboard after sign-in (the entry, the shell, the
//   screen gate, the dashboard screen and the cart's button): at most 170 KB (web.dev's
//   budget); and every chunk the app loads lazily (each route's screen, each panel of the
//   shell), counted without what the dashboard already brought and without what several lazily
//   loaded modules share: at most 60 KB of its own. The lazily loaded modules are read from
//   the manifest, so a new screen is covered without being listed here.
//
// BUDGET_PUBLIC_KB, BUDGET_DASHBOARD_KB and BUDGET_ROUTE_KB override the budgets (to measure a
// change); BUDGET_DIST reads another build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const BUDGET_KB = {
  public: Number(process.env.BUDGET_PUBLIC_KB ?? 120),
  dashboard: Number(process.env.BUDGET_DASHBOARD_KB ?? 170),
  route: Number(process.env.BUDGET_ROUTE_KB ?? 60),
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.BUDGET_DIST ?? path.join(root, 'dist');

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

/**
 * What the signed-in app loads for the dashboard after sign-in (app/router.tsx), for the
 * heaviest account: the cart's button comes with the bar for those who take payments.
 */
const DASHBOARD = [
  'index.html',
  'src/features/shell/ShellLayout.tsx',
  'src/app/GatedScreen.tsx',
  'src/features/dashboard/DashboardPage.tsx',
  'src/features/shell/CartButton.tsx',
];

const failures = [];
function fail(message) {
  console.error(`budget: ${message}`);
  process.exit(1);
}

function readManifest(name) {
  const file = path.join(dist, '.vite', name);
  if (!existsSync(file)) fail(`no ${file}; run "npm run build -w @shala/web" first`);
  return JSON.parse(readFileSync(file, 'utf8'));
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
const byWeight = (files) => [...files].sort((a, b) => brotliSize(b) - brotliSize(a));

/** The JavaScript files of `key` and everything it imports statically. */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no chunk "${key}"`);
  if (files.has(chunk.file)) return files;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

function checkPublic() {
  const manifest = readManifest('public-manifest.json');
  if (!manifest['public.html']?.isEntry) fail('the public manifest has no entry "public.html"');
  const entryFiles = staticClosure(manifest, 'public.html');
  const pages = PUBLIC_ROUTES.map(([route, source]) => {
    if (!manifest[source]?.isDynamicEntry) {
      fail(`public route module ${source} is not a lazily loaded chunk of its own`);
    }
    const files = staticClosure(manifest, source, new Set(entryFiles));
    return { route, bytes: sum(files), files };
  }).sort((a, b) => b.bytes - a.bytes);

  console.log(`PUBLIC PAGES\nentry (every public page): ${kb(sum(entryFiles))}`);
  for (const page of pages) console.log(`${kb(page.bytes).padStart(10)}  ${page.route}`);
  const worst = pages[0];
  const summary = `the heaviest public page (${worst.route}) downloads ${kb(worst.bytes)} of JavaScript (brotli); budget ${BUDGET_KB.public} KB`;
  if (worst.bytes / 1024 > BUDGET_KB.public) {
    for (const file of byWeight(worst.files))
      console.log(`${kb(brotliSize(file)).padStart(10)}  ${file}`);
    failures.push(summary);
  } else console.log(`budget: ok, ${summary}`);
}

/** Every module the app loads lazily, from the entry on (screens, panels, dialogs). */
function lazyModules(manifest) {
  const found = new Set();
  const visit = (key) => {
    for (const next of [
      ...(manifest[key]?.imports ?? []),
      ...(manifest[key]?.dynamicImports ?? []),
    ]) {
      if (found.has(next)) continue;
      found.add(next);
      visit(next);
    }
  };
  visit('index.html');
  return [...found].filter((key) => manifest[key]?.isDynamicEntry);
}

function checkSignedIn() {
  const manifest = readManifest('manifest.json');
  if (!manifest['index.html']?.isEntry) fail('the app manifest has no entry "index.html"');
  const dashboard = new Set();
  for (const key of DASHBOARD) staticClosure(manifest, key, dashboard);
  console.log(
    `\nSIGNED-IN APP\ndashboard after sign-in: ${kb(sum(dashboard))} in ${dashboard.size} files`,
  );
  for (const file of byWeight(dashboard).slice(0, 12)) {
    console.log(`${kb(brotliSize(file)).padStart(10)}  ${file}`);
  }
  const dashboardSummary = `the dashboard after sign-in downloads ${kb(sum(dashboard))} of JavaScript (brotli); budget ${BUDGET_KB.dashboard} KB`;
  if (sum(dashboard) / 1024 > BUDGET_KB.dashboard) failures.push(dashboardSummary);
  else console.log(`budget: ok, ${dashboardSummary}`);

  // A chunk two lazily loaded modules share (zod, MUI's text field, dialogs) is the app's
  // common library, downloaded once by whichever comes first: counted apart, not against each.
  const lazy = lazyModules(manifest).filter((key) => !DASHBOARD.includes(key));
  const closures = new Map(lazy.map((key) => [key, [...staticClosure(manifest, key)]]));
  const users = new Map();
  for (const files of closures.values()) {
    for (const file of files) users.set(file, (users.get(file) ?? 0) + 1);
  }
  const shared = new Set(
    [...users].filter(([file, n]) => n > 1 && !dashboard.has(file)).map(([f]) => f),
  );
  console.log(
    `\nchunks shared by lazily loaded modules (downloaded once): ${kb(sum(shared))} in ${shared.size} files`,
  );
  const routes = lazy
    .map((key) => {
      const own = closures.get(key).filter((file) => !dashboard.has(file) && !shared.has(file));
      return { key, bytes: sum(own), own };
    })
    .sort((a, b) => b.bytes - a.bytes);
  console.log(`lazily loaded modules: ${routes.length}; the heaviest, by their own chunks:`);
  for (const route of routes.slice(0, 10))
    console.log(`${kb(route.bytes).padStart(10)}  ${route.key}`);
  const over = routes.filter((route) => route.bytes / 1024 > BUDGET_KB.route);
  for (const route of over) {
    console.log(`\n${route.key} over budget:`);
    for (const file of byWeight(route.own).slice(0, 10))
      console.log(`${kb(brotliSize(file)).padStart(10)}  ${file}`);
    failures.push(
      `${route.key} adds ${kb(route.bytes)} of its own (brotli); budget ${BUDGET_KB.route} KB`,
    );
  }
  if (over.length === 0) {
    console.log(
      `budget: ok, no lazily loaded module adds more than ${BUDGET_KB.route} KB (the heaviest ${kb(routes[0]?.bytes ?? 0)})`,
    );
  }
}

checkPublic();
checkSignedIn();
if (failures.length > 0) {
  for (const failure of failures) console.error(`budget: OVER BUDGET: ${failure}`);
  process.exit(1);
}
