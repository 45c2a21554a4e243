// What a browser of the web app does before the calls that bench/auth measures: it signs in,
// reads who it is and its institute's sessions, then sends the spec §7 headers with every call
// (apps/web/src/core/http.ts, requestHeaders). Also the shell calls measured as the demo
// school's accounts, each checked once so that the load measures the real answer.

export const TRACE_ID = 'bench-auth-0001';

type Credentials = { username: string; password: string };
type Json = Record<string, unknown>;

/** Accounts that `node apps/server/dist/demo.js` creates (README, "the demo school"). */
const DEMO = {
  admin: { username: 'anita_desai', password: 'Admin@1234' },
  parent: { username: 'priya_sharma', password: 'Parent@123' },
  teacher: { username: 'asha_verma', password: 'Teacher@123' },
  accountant: { username: 'kavita_rao', password: 'Accounts@123' },
  frontOffice: { username: 'vikram_iyer', password: 'Staff@1234' },
  student: { username: 'rohan_mehta', password: 'Student@123' },
} satisfies Record<string, Credentials>;

/** India's day `back` days before today, yyyy-mm-dd. */
const indiaDay = (back: number) =>
  new Date(Date.now() + 330 * 60_000 - back * 86_400_000).toISOString().slice(0, 10);
const dayBookPath = (h: Record<string, string>, back: number) =>
  `/rest/expense/day-book?${new URLSearchParams({
    groupId: h.selectedInstituteGroupId ?? '',
    from: indiaDay(back),
    to: indiaDay(0),
  })}`;
/** The demo's two accounts, with the day's fee receipts among the lines. */
const dayBookCheck = (b: Json) =>
  Array.isArray(b.accounts) &&
  b.accounts.length === 2 &&
  Array.isArray(b.lines) &&
  b.lines.some((l: { source?: string }) => l.source === 'FEES')
    ? undefined
    : 'not the demo school’s two accounts with fee receipts';

/** The signed-in calls of the web app's shell, as its own accounts would send them. */
const SHELL_CALLS: {
  scenario: string;
  account: keyof typeof DEMO;
  /** The path, or the path for the headers the account's browser sends (its institute). */
  path: string | ((headers: Record<string, string>) => string);
  /** Why the answer is not the one the scenario means to measure; undefined when it is. */
  check(body: Json, headers: Record<string, string>): string | undefined;
}[] = [
  {
    scenario: 'permission/user (admin)',
    account: 'admin',
    path: '/rest/permission/user',
    check: (b) =>
      Array.isArray(b.actions) && b.actions.length > 0 ? undefined : 'no user-level actions',
  },
  {
    scenario: 'permission/groups (admin)',
    account: 'admin',
    path: '/rest/permission/groups',
    check: (b, h) => {
      const inInstitute = b[h.selectedInstituteGroupId ?? ''];
      return Array.isArray(inInstitute) && inInstitute.includes('manageGroup')
        ? undefined
        : 'no manageGroup in the selected institute';
    },
  },
  {
    scenario: 'dashboard (admin)',
    account: 'admin',
    path: '/rest/dashboard',
    check: (b) => (b.admin ? undefined : 'no admin figures'),
  },
  {
    scenario: 'dashboard (parent)',
    account: 'parent',
    path: '/rest/dashboard',
    check: (b) =>
      Array.isArray(b.children) && b.children.length === 2 ? undefined : 'not two children',
  },
  {
    // A teacher's sign-in lands here: their day, and Your subjects (the subjects module's
    // busiest read, a join of the class subjects they teach).
    scenario: 'dashboard (teacher)',
    account: 'teacher',
    path: '/rest/dashboard',
    check: (b) =>
      Array.isArray(b.subjectsTaught) && b.subjectsTaught.length === 2
        ? undefined
        : 'not Asha Verma’s two classes with subjects',
  },
  {
    // The dashboard asks for it at every visit: the invitations module's busiest call.
    scenario: 'invitations/mine (teacher)',
    account: 'teacher',
    path: '/rest/invitations/mine',
    check: (b) =>
      Array.isArray(b) && b.length === 1 ? undefined : 'not the demo teacher’s one invitation',
  },
  {
    // The accountant's day book of today (issue 25 §1): the expenses module's busiest call,
    // each account's opening from everything before, the day's fees read from payments.
    scenario: 'day book, today (accountant)',
    account: 'accountant',
    path: (h) => dayBookPath(h, 0),
    check: dayBookCheck,
  },
  {
    scenario: 'day book, 30 days (accountant)',
    account: 'accountant',
    path: (h) => dayBookPath(h, 29),
    check: dayBookCheck,
  },
  {
    // The front office's desk all day (issue 25 §4): the visitors module's busiest call.
    scenario: 'visitor log, today (front office)',
    account: 'frontOffice',
    path: (h) =>
      `/rest/visitor?${new URLSearchParams({ groupId: h.selectedInstituteGroupId ?? '' })}`,
    check: (b) =>
      Array.isArray(b.visitors) && b.visitors.length === 3 && b.inside === 1
        ? undefined
        : 'not the demo’s three visitors of today, one inside',
  },
  {
    scenario: 'gate passes, today (front office)',
    account: 'frontOffice',
    path: (h) =>
      `/rest/gate-pass?${new URLSearchParams({ groupId: h.selectedInstituteGroupId ?? '' })}`,
    check: (b) =>
      Array.isArray(b.passes) && b.passes.length === 1 ? undefined : 'not the demo’s gate pass',
  },
  {
    // My ERP Profile (issue 25 §5): the records module's busiest call, the record with its
    // guardians, siblings and transport, each family opening their own.
    scenario: 'My ERP Profile (student)',
    account: 'student',
    path: (h) =>
      `/rest/records/student?${new URLSearchParams({
        groupId: h.selectedClassGroupId || (h.selectedInstituteGroupId ?? ''),
        profileId: h.selectedUserProfileId ?? '',
      })}`,
    check: (b) =>
      b.className === 'Class 5 A' && typeof b.aadhaar === 'string' && b.aadhaar.startsWith('XXXX')
        ? undefined
        : 'not Rohan Mehta’s record in Class 5 A with his Aadhaar masked',
  },
];

async function call(
  origin: string,
  path: string,
  init: { method?: 'POST'; headers: Record<string, string>; body?: string },
): Promise<Response> {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`,
    );
  }
  return response;
}

/** Signs `account` in once and returns `shala_session=…`, checked with GET /rest/auth/me. */
export async function signIn(origin: string, account: Credentials): Promise<string> {
  const response = await call(origin, '/rest/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', traceId: TRACE_ID },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('shala_session='));
  if (!cookie) throw new Error(`login of ${account.username} set no session cookie`);
  await call(origin, '/rest/auth/me', { headers: { cookie } });
  return cookie;
}

/**
 * The headers the web app sends on every call once signed in: the cookie, a traceId and the
 * selected profile, institute (the default one), class (the default one) and active session;
 * empty when the browser has no value, as the web app sends them.
 */
export async function browserHeaders(
  origin: string,
  cookie: string,
): Promise<Record<string, string>> {
  const me = (await (await call(origin, '/rest/auth/me', { headers: { cookie } })).json()) as Json;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const headers = {
    cookie,
    traceId: TRACE_ID,
    selectedUserProfileId: text(me.userProfileId),
    selectedInstituteGroupId: text(me.defaultInstituteId),
    selectedClassGroupId: text(me.defaultClassId),
    selectedSessionId: '',
  };
  if (headers.selectedInstituteGroupId) {
    const query = new URLSearchParams({ groupId: headers.selectedInstituteGroupId });
    const response = await call(origin, `/rest/academic/session/all?${query}`, { headers });
    const sessions = (await response.json()) as Json[];
    headers.selectedSessionId = text(sessions.find((s) => s.activeStatus === 'true')?.id);
  }
  return headers;
}

export type ShellScenario = {
  scenario: string;
  request: string;
  url: string;
  headers: Record<string, string>;
};

/** Signs each demo account in once, as its browser would, and checks every call once. */
export async function shellScenarios(origin: string): Promise<ShellScenario[]> {
  const headersOf = new Map<keyof typeof DEMO, Record<string, string>>();
  const scenarios: ShellScenario[] = [];
  for (const { scenario, account, path: pathOf, check } of SHELL_CALLS) {
    let headers = headersOf.get(account);
    if (!headers) {
      headers = await browserHeaders(origin, await signIn(origin, DEMO[account]));
      headersOf.set(account, headers);
    }
    const path = typeof pathOf === 'string' ? pathOf : pathOf(headers);
    const body = (await (await call(origin, path, { headers })).json()) as Json;
    const wrong = check(body, headers);
    if (wrong) throw new Error(`${scenario}: GET ${path} answered 200 but ${wrong}`);
    scenarios.push({ scenario, request: `GET ${path}`, url: `${origin}${path}`, headers });
  }
  return scenarios;
}
