// The counter at rush hour: every cashier records a multi-student payment (3 of its students,
// FEES, cash or UPI) every few seconds at its own phase, for `seconds` after a warm-up, as the
// payment dialog sends it (POST /rest/payment/record/common, the paid-maps worked out with the
// same allocatePayment the dialog runs). Some payments are submitted twice on purpose: half at
// once (two tabs), half a moment later (a double click); exactly one may be recorded, the other
// answered 299. A cashier waits for its answers before its next payment, and keeps its
// students' dues as the server's answers say they are now.
//
// As the other benches: latency is timed from when the cashier meant to send, over a keep-alive
// agent with a bounded number of connections.

import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { allocatePayment, type DueParticular, indiaDay, paidMapOf } from '@shala/shared';
import {
  closeTargets,
  generatorCpu,
  InFlight,
  sleepUntil,
  type Target,
  targetsOf,
} from '../common/load.js';
import { REQUEST_TIMEOUT_MS } from './config.js';
import type { Cashier, Counter, Student } from './seed.js';

export type Outcome = number | 'timeout' | 'failed';

/** What the server acknowledged (200): what must now be in the database. */
export type Ack = {
  transactionId: string;
  transactionPk: string;
  /** Per student: amount and discount (paise). */
  lines: { profileId: string; amount: number; discount: number }[];
  receiptNumbers: number[];
};

export type DoubleSubmit = {
  transactionId: string;
  kind: 'together' | 'click';
  /** The two answers' statuses, in the order sent. */
  statuses: Outcome[];
  /** The 299's message names the first answer's receipt. */
  messageNamesReceipt: boolean;
};

export type CounterLoad = {
  seconds: number;
  /** Latencies (ms) of measured 200 answers (not the second of a double submit). */
  latencies: number[];
  /** The same, with when each was due (ms after the measured window opened). */
  timeline: { at: number; ms: number }[];
  statuses: Record<string, number>;
  samples: Record<string, string>;
  failed: number;
  timedOut: number;
  acks: Ack[];
  doubles: DoubleSubmit[];
  timerLag: number[];
  generatorCpu: number;
  maxInFlight: number;
};

/** An answer and when it arrived (performance.now()). */
type Answer = { outcome: Outcome; body: string; at: number };

function post(
  target: Target,
  open: InFlight,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<Answer> {
  open.begin();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome, text: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      open.end();
      resolve({ outcome, body: text, at: performance.now() });
    };
    const req = http.request(
      {
        host: target.host,
        port: target.port,
        path,
        method: 'POST',
        agent: target.agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          finish(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')),
        );
        response.on('error', () => finish('failed', ''));
      },
    );
    const timer = setTimeout(() => {
      finish('timeout', '');
      req.destroy();
    }, REQUEST_TIMEOUT_MS);
    req.on('error', () => finish('failed', ''));
    req.end(body);
  });
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 15 random uppercase letters, as the dialog pre-fills the transaction ID. */
function transactionId(): string {
  let id = '';
  for (let i = 0; i < 15; i += 1) id += LETTERS[Math.floor(Math.random() * 26)];
  return id;
}

/** The dues after `lines` were added (what the server now holds). */
function applied(
  dues: DueParticular[],
  lines: { id: string; paid: number; discount: number }[],
): DueParticular[] {
  const by = new Map(lines.map((l) => [l.id, l]));
  return dues.map((d) => {
    const line = by.get(d.id);
    return line ? { ...d, paid: d.paid + line.paid, discount: d.discount + line.discount } : d;
  });
}

/** A payment of rupees 200 to 2,000 a student, a small discount now and then. */
function lineOf(student: Student): {
  amount: number;
  discount: number;
  paid: Record<string, number>;
  lines: ReturnType<typeof allocatePayment>['lines'];
} {
  const amount = (200 + Math.floor(Math.random() * 1800)) * 100;
  const discount = Math.random() < 0.2 ? 5_000 : 0;
  // Paid today, as the server dates a counter payment: a lapsed discount lowers nothing.
  const allocation = allocatePayment(student.dues, amount + discount, indiaDay(new Date()));
  return { amount, discount, paid: paidMapOf(allocation), lines: allocation.lines };
}

class Run {
  readonly latencies: number[] = [];
  readonly timeline: { at: number; ms: number }[] = [];
  readonly statuses: Record<string, number> = {};
  readonly samples: Record<string, string> = {};
  failed = 0;
  timedOut = 0;
  readonly acks: Ack[] = [];
  readonly doubles: DoubleSubmit[] = [];
  readonly timerLag: number[] = [];
  readonly open = new InFlight(REQUEST_TIMEOUT_MS);

  constructor(
    readonly measureFrom: number,
    readonly endAt: number,
  ) {}

  /** Counts one answer: a 200's latency from `due` once measuring; a 299 of a double submit is
   * expected (judged with the pair), any other non-200 is an error. */
  count(answer: Answer, due: number, inDouble: boolean): void {
    if (answer.outcome === 'timeout') this.timedOut += 1;
    else if (answer.outcome === 'failed') this.failed += 1;
    else if (answer.outcome === 200) {
      if (due >= this.measureFrom && due < this.endAt) {
        this.latencies.push(answer.at - due);
        this.timeline.push({ at: due - this.measureFrom, ms: answer.at - due });
      }
    } else if (!(answer.outcome === 299 && inDouble)) {
      this.statuses[answer.outcome] = (this.statuses[answer.outcome] ?? 0) + 1;
      this.samples[answer.outcome] ??= answer.body.slice(0, 300);
    }
  }
}

async function cashierLoop(
  run: Run,
  target: Target,
  counter: Counter,
  cashier: Cashier,
  opts: { everyMs: number; perPayment: number; doubleShare: number; path: string },
) {
  const headers = {
    cookie: cashier.cookie,
    selectedUserProfileId: cashier.profileId,
    selectedInstituteGroupId: counter.instituteId,
    selectedSessionId: counter.sessionId,
    accept: 'application/json',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench-payments',
  };
  let next = 0;
  let due = performance.now() + Math.random() * opts.everyMs;
  while (due < run.endAt) {
    await sleepUntil(due);
    run.timerLag.push(performance.now() - due);
    const students = Array.from({ length: opts.perPayment }, () => {
      const s = cashier.students[next % cashier.students.length] as Student;
      next += 1;
      return s;
    });
    const lines = students.map((s) => ({ student: s, ...lineOf(s) }));
    const tranId = transactionId();
    const body = JSON.stringify({
      groupId: counter.instituteId,
      recordType: 'FEES',
      transactionId: tranId,
      financialAccountId: counter.accountId,
      paymentMethod: 'CASH',
      paymentMedium: 'CASH',
      paymentRecordNewInputDtoList: JSON.stringify(
        lines.map((l) => ({
          userProfileId: l.student.profileId,
          paid: l.paid,
          totalAmountPaid: l.amount,
          discount: l.discount,
        })),
      ),
    });
    const send = () =>
      post(
        target,
        run.open,
        opts.path,
        { ...headers, traceId: crypto.randomUUID().replaceAll('-', '') },
        body,
      );
    const double =
      Math.random() < opts.doubleShare ? (Math.random() < 0.5 ? 'together' : 'click') : undefined;
    let answers: Answer[];
    if (double === 'together') answers = await Promise.all([send(), send()]);
    else if (double === 'click') {
      const first = send();
      await new Promise((r) => setTimeout(r, 30));
      answers = await Promise.all([first, send()]);
    } else answers = [await send()];

    const recorded = answers.find((a) => a.outcome === 200);
    for (const a of answers) run.count(a, due, double !== undefined);
    if (recorded) {
      const answer = JSON.parse(recorded.body) as {
        transactionPk: string;
        records: { receiptNumber: number }[];
      };
      for (const l of lines) l.student.dues = applied(l.student.dues, l.lines);
      run.acks.push({
        transactionId: tranId,
        transactionPk: answer.transactionPk,
        lines: lines.map((l) => ({
          profileId: l.student.profileId,
          amount: l.amount,
          discount: l.discount,
        })),
        receiptNumbers: answer.records.map((r) => r.receiptNumber),
      });
    }
    if (double) {
      const notice = answers.find((a) => a.outcome === 299);
      const receipt = recorded
        ? (JSON.parse(recorded.body) as { records: { receiptNumber: number }[] }).records[0]
            ?.receiptNumber
        : undefined;
      run.doubles.push({
        transactionId: tranId,
        kind: double,
        statuses: answers.map((a) => a.outcome),
        messageNamesReceipt:
          !!notice && receipt !== undefined && notice.body.includes(`(receipt ${receipt})`),
      });
    }
    due += opts.everyMs;
    // A cashier busier than its pace sends the next at once, still timed from when it was due.
  }
}

export async function runCounter(opts: {
  counter: Counter;
  origin: string;
  connections: number;
  everySeconds: number;
  seconds: number;
  warmupSeconds: number;
  perPayment: number;
  doubleShare: number;
  onWindow: { open(): void; close(): void };
}): Promise<CounterLoad> {
  const [target] = targetsOf([opts.origin], opts.connections) as [Target];
  const start = performance.now();
  const measureFrom = start + opts.warmupSeconds * 1000;
  const run = new Run(measureFrom, measureFrom + opts.seconds * 1000);
  const loops = opts.counter.cashiers.map((cashier) =>
    cashierLoop(run, target, opts.counter, cashier, {
      everyMs: opts.everySeconds * 1000,
      perPayment: opts.perPayment,
      doubleShare: opts.doubleShare,
      path: '/rest/payment/record/common',
    }),
  );
  await sleepUntil(measureFrom);
  opts.onWindow.open();
  const cpu = generatorCpu();
  await sleepUntil(run.endAt);
  const generatorCpuPercent = cpu.stop(opts.seconds);
  opts.onWindow.close();
  await Promise.all(loops);
  closeTargets([target]);
  return {
    seconds: opts.seconds,
    latencies: run.latencies,
    timeline: run.timeline,
    statuses: run.statuses,
    samples: run.samples,
    failed: run.failed,
    timedOut: run.timedOut,
    acks: run.acks,
    doubles: run.doubles,
    timerLag: run.timerLag,
    generatorCpu: generatorCpuPercent,
    maxInFlight: run.open.max,
  };
}
