import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circlesOf, importGraph, resolveFile } from './circles';
import {
  type Edge,
  importEdges,
  importsOf,
  importsWithKindOf,
  REPO,
  resolveImport,
  sourceFiles,
} from './imports';

/**
 * The house's boundaries, checked on every import of the repository (npm run check, npm test).
 * One row per rule: files whose path matches `from` may not import a module whose path (from
 * the repository's root) or package name matches `forbid`, unless it matches `allow` or the
 * import is one the rule's `excuse` lets through. Add a row to add a rule; the server's module
 * rules belong here too.
 */
type Rule = {
  name: string;
  from: RegExp;
  forbid: RegExp;
  allow?: RegExp;
  excuse?: (edge: Edge) => boolean;
};

/** The server's modules: each folder of apps/server/src/modules. */
const SERVER_MODULES = readdirSync(join(REPO, 'apps/server/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A server module uses another one only through its index.ts (the module's contract: its routes
 * and what it lets others find or do), never its services, queries or policy directly.
 */
const moduleContractRules = SERVER_MODULES.map(
  (name): Rule => ({
    name: `the server module ${name} imports other modules only through their index.ts`,
    from: new RegExp(`^apps/server/src/modules/${name}/`),
    forbid: new RegExp(`^apps/server/src/modules/(?!${name}/)[^/]+/(?!index(\\.[jt]s)?$)`),
  }),
);

/** The web app's features: each folder of apps/web/src/features. */
const WEB_FEATURES = readdirSync(join(REPO, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A file inside a web feature (not `own`) other than its index.ts and its manifest.ts. */
const insideAFeature = (own?: string) =>
  new RegExp(
    `^apps/web/src/features/${own ? `(?!${own}/)` : ''}[^/]+/(?!(index|manifest)(\\.[jt]sx?)?$)`,
  );

/**
 * The imports of another feature's file that its index.ts cannot stand for: a lazily loaded
 * screen or panel (`import('…')`) names its file, so that it stays a chunk of its own and out
 * of its importer's; and a test may use another feature's test support (`*.test-support.ts`),
 * which no index.ts exports.
 */
const lazyOrTestSupport = (e: Edge) =>
  e.dynamic === true ||
  (/\.test\.tsx?$/.test(e.file) && /\.test-support(\.[jt]sx?)?$/.test(e.target));

/**
 * A web feature, like a server module, uses another one only through its index.ts (what other
 * features may use of it), or its manifest.ts (its routes, which features/manifests.ts lists
 * and the menus' tests name).
 */
const featureContractRules = WEB_FEATURES.map(
  (name): Rule => ({
    name: `the web feature ${name} imports other features only through their index.ts or manifest.ts`,
    from: new RegExp(`^apps/web/src/features/${name}/`),
    forbid: insideAFeature(name),
    excuse: lazyOrTestSupport,
  }),
);

const RULES: readonly Rule[] = [
  {
    name: 'the browser never imports server code',
    from: /^apps\/web\//,
    forbid: /^(apps\/server\/|@shala\/server\b)/,
  },
  {
    name: 'packages/shared imports neither app',
    from: /^packages\/shared\//,
    forbid: /^(apps\/|@shala\/(web|server)\b)/,
  },
  {
    // The signed-in shell reads these at once; a schema beside them would bring zod (35 KB) in
    // front of the dashboard (apps/web/scripts/budget.mjs). Schemas stay in schemas/.
    name: "packages/shared's constants load without zod",
    from: /^packages\/shared\/src\/constants\//,
    forbid: /^zod\b/,
  },
  {
    // features/manifests.ts, the list of every feature's manifest, is no feature itself.
    name: 'a feature does not import the shell, the app frame or the public build',
    from: /^apps\/web\/src\/features\/(?!shell\/)[^/]+\//,
    forbid: /^apps\/web\/src\/(features\/shell|app|public)\//,
  },
  {
    name: 'the app frame imports features only through their index.ts or manifest.ts',
    from: /^apps\/web\/src\/app\//,
    forbid: insideAFeature(),
    excuse: lazyOrTestSupport,
  },
  {
    name: 'the shell is a feature: it imports neither the app frame nor the public build',
    from: /^apps\/web\/src\/features\/shell\//,
    forbid: /^apps\/web\/src\/(app|public)\//,
  },
  {
    name: 'core/ (the data layer) and ui/ import no feature and not the app frame',
    from: /^apps\/web\/src\/(core|ui)\//,
    forbid: /^apps\/web\/src\/(features|app)\//,
  },
  {
    name: 'the public build does not load the signed-in app',
    from: /^apps\/web\/src\/public\//,
    forbid: /^apps\/web\/src\/(features|app)\//,
  },
  {
    name: 'the server edge (http/, plugins/, jobs/, realtime/, demo/, app) uses modules only through their index.ts',
    from: /^apps\/server\/src\/((http|plugins|jobs|realtime|demo)\/|(app|context|main|workers|demo)\.ts$)/,
    forbid: /^apps\/server\/src\/modules\/[^/]+\/(?!index(\.[jt]s)?$)/,
  },
  {
    name: 'the data layer and the platform (db/, lib/, files/, mail/) import no module',
    from: /^apps\/server\/src\/(db|lib|files|mail)\//,
    forbid: /^apps\/server\/src\/(modules|http|plugins)\//,
  },
  {
    name: "a module's services, queries and policies never see HTTP",
    // In the module's folder or one of its rooms (exams/sitting/answer-service.ts).
    from: /^apps\/server\/src\/modules\/[^/]+\/([^/]+\/)?[^/]*(service|queries|policy)\.ts$/,
    forbid: /^apps\/server\/src\/http\//,
  },
  {
    name: 'server modules do not import the app that registers them',
    from: /^apps\/server\/src\/modules\//,
    forbid: /^apps\/server\/src\/(app|main|workers)(\.[jt]s)?$/,
  },
  ...moduleContractRules,
  ...featureContractRules,
];

const breaches = (rule: Rule, edges: readonly Edge[]) =>
  edges
    .filter(
      (e) =>
        rule.from.test(e.file) &&
        rule.forbid.test(e.target) &&
        !rule.allow?.test(e.target) &&
        !rule.excuse?.(e),
    )
    .map((e) => `${e.file} imports ${e.target}`);

/** The sources and their imports, read once for every rule and graph test of the file. */
const files = sourceFiles();
const edges = importEdges();

describe('boundaries', () => {
  for (const rule of RULES) {
    it(rule.name, () => {
      // A rule whose folder was renamed away would pass for ever: it must still apply somewhere.
      expect(
        files.some((f) => rule.from.test(f)),
        `no file matches ${rule.from}`,
      ).toBe(true);
      expect(breaches(rule, edges)).toEqual([]);
    });
  }
});

/**
 * A file of a module's registration (its module.ts takes them): a route file (routes.ts,
 * *-routes.ts), a live file (live.ts, *-live.ts) or a job file (*-job.ts, *-jobs.ts, or one that
 * declares a ModuleJob or ModuleLive, such as notifications/reminders.ts).
 */
const REGISTRATION_NAME = /(^|-)(routes|live|jobs?)\.ts$/;
const REGISTRATION_TEXT = /\b(ModuleJob|ModuleLive)\b/;

/** The files as they are on disk; tests of the rules pass their own. */
type Disk = { read: (file: string) => string; exists: (file: string) => boolean };
const DISK: Disk = {
  read: (file) => readFileSync(join(REPO, file), 'utf8'),
  exists: (file) => existsSync(join(REPO, file)),
};

/** What index.ts files import of their modules' registration: none may. */
const registrationImports = (edges: readonly Edge[], disk = DISK) =>
  edges
    .filter((e) => /^apps\/server\/src\/modules\/[^/]+\/index\.ts$/.test(e.file))
    .flatMap((e) => {
      const target = resolveFile(e.target, disk.exists);
      if (!target) return [];
      const registration =
        REGISTRATION_NAME.test(target.split('/').pop() as string) ||
        REGISTRATION_TEXT.test(disk.read(target));
      return registration ? [`${e.file} imports ${target}`] : [];
    });

/**
 * The only circle the house keeps: the two schema files whose tables reference each other
 * (a profile's default institute and class; a membership's profile), lazily, as foreign keys
 * both ways must.
 */
const ALLOWED_CIRCLES = [
  ['apps/server/src/db/schema/accounts.ts', 'apps/server/src/db/schema/institutes.ts'],
];
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((file, i) => file === b[i]);

describe('the import graph', () => {
  it("a module's index.ts imports no route, live or job file", () => {
    expect(files.some((f) => /^apps\/server\/src\/modules\/[^/]+\/index\.ts$/.test(f))).toBe(true);
    expect(registrationImports(edges)).toEqual([]);
  });

  it('has no import circle (type-only imports included) but the allowed schema pair', () => {
    // Each circle is listed by its files: break it where an import runs back up.
    const circles = circlesOf(importGraph(edges));
    expect(circles.filter((c) => !ALLOWED_CIRCLES.some((a) => same(a, c)))).toEqual([]);
    // The allow-list holds only what is still there.
    expect(ALLOWED_CIRCLES.filter((a) => !circles.some((c) => same(a, c)))).toEqual([]);
  });
});

describe('the import reader', () => {
  it('finds static, type-only, side-effect, re-exported and dynamic imports', () => {
    const text = [
      "import a from './a';",
      "import type { B } from '../b';",
      "import './c.css';",
      "export { d } from './d.js';",
      "export * from '@shala/shared';",
      "const e = () => import('../../e');",
      'import {',
      '  f,',
      '  g,',
      "} from './fg';",
      "// import x from './commented';",
      "const text = 'import nothing';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      './a',
      '../b',
      './c.css',
      './d.js',
      '@shala/shared',
      '../../e',
      './fg',
    ]);
  });

  it('tells a dynamic import from a static one', () => {
    const text = "import { a } from './a';\nconst b = () => import('./b');";
    expect(importsWithKindOf(text)).toEqual([
      { specifier: './a', dynamic: false },
      { specifier: './b', dynamic: true },
    ]);
  });

  it('resolves a relative import from the repository root and keeps package names', () => {
    expect(resolveImport('apps/web/src/features/groups/GroupPage.tsx', '../shell/menus')).toBe(
      'apps/web/src/features/shell/menus',
    );
    expect(resolveImport('apps/web/src/core/http.ts', '@shala/shared')).toBe('@shala/shared');
  });

  it('catches a module reaching into another one, not through its index.ts', () => {
    const rule = RULES.find((r) => r.name.includes('module groups imports'));
    const edges = [
      {
        file: 'apps/server/src/modules/groups/x.ts',
        target: 'apps/server/src/modules/roles/policy.js',
      },
      {
        file: 'apps/server/src/modules/groups/x.ts',
        target: 'apps/server/src/modules/roles/index.js',
      },
      {
        file: 'apps/server/src/modules/groups/x.ts',
        target: 'apps/server/src/modules/groups/queries.js',
      },
    ];
    expect(rule && breaches(rule, edges)).toEqual([
      'apps/server/src/modules/groups/x.ts imports apps/server/src/modules/roles/policy.js',
    ]);
  });

  it('catches a web feature reaching into another one, not through its index.ts', () => {
    const rule = RULES.find((r) => r.name.includes('web feature groups imports'));
    const page = 'apps/web/src/features/groups/GroupPage.tsx';
    const test = 'apps/web/src/features/groups/GroupPage.test.ts';
    const edges: Edge[] = [
      { file: page, target: 'apps/web/src/features/roles/api' },
      { file: page, target: 'apps/web/src/features/roles' },
      { file: page, target: 'apps/web/src/features/roles/index' },
      { file: page, target: 'apps/web/src/features/roles/manifest' },
      { file: page, target: 'apps/web/src/features/groups/api' },
      { file: page, target: 'apps/web/src/features/roles/RolesPage', dynamic: true },
      { file: page, target: 'apps/web/src/features/roles/role-row.test-support' },
      { file: test, target: 'apps/web/src/features/roles/role-row.test-support' },
    ];
    expect(rule && breaches(rule, edges)).toEqual([
      `${page} imports apps/web/src/features/roles/api`,
      `${page} imports apps/web/src/features/roles/role-row.test-support`,
    ]);
  });

  it('finds every circle, a file importing itself too, and not a file that only imports', () => {
    const graph = new Map<string, Set<string>>([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set(['e'])],
      ['e', new Set(['d'])],
      ['f', new Set(['f', 'a'])],
      ['g', new Set(['a'])],
    ]);
    expect(circlesOf(graph)).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']]);
  });

  it('resolves an import to its source file as the compiler does', () => {
    const files = new Set([
      'apps/web/src/x.tsx',
      'apps/server/src/y.ts',
      'apps/server/src/m/index.ts',
    ]);
    const exists = (f: string) => files.has(f);
    expect(resolveFile('apps/web/src/x', exists)).toBe('apps/web/src/x.tsx');
    expect(resolveFile('apps/server/src/y.js', exists)).toBe('apps/server/src/y.ts');
    expect(resolveFile('apps/server/src/m', exists)).toBe('apps/server/src/m/index.ts');
    expect(resolveFile('@shala/shared', exists)).toBeUndefined();
  });

  it("catches a module's index.ts importing its routes, live handlers or jobs", () => {
    const at = (target: string) => ({ file: 'apps/server/src/modules/chat/index.ts', target });
    const edges = [
      at('apps/server/src/modules/chat/message-routes.js'),
      at('apps/server/src/modules/chat/live.js'),
      at('apps/server/src/modules/chat/sweep.js'),
      at('apps/server/src/modules/chat/member-queries.js'),
    ];
    const disk: Disk = {
      read: (f) => (f.endsWith('sweep.ts') ? 'export const job: ModuleJob = {};' : ''),
      exists: (f) => f.endsWith('.ts'),
    };
    expect(registrationImports(edges, disk)).toEqual([
      'apps/server/src/modules/chat/index.ts imports apps/server/src/modules/chat/message-routes.ts',
      'apps/server/src/modules/chat/index.ts imports apps/server/src/modules/chat/live.ts',
      'apps/server/src/modules/chat/index.ts imports apps/server/src/modules/chat/sweep.ts',
    ]);
  });

  it('catches a breach', () => {
    const edges = [{ file: 'apps/web/src/features/groups/x.ts', target: 'apps/web/src/app/y' }];
    const rule = RULES.find((r) => r.name.startsWith('a feature does not import'));
    expect(rule && breaches(rule, edges)).toEqual([
      'apps/web/src/features/groups/x.ts imports apps/web/src/app/y',
    ]);
  });
});
