// One step of an exam day: N students, each with its own session, start the exam at a random
// moment of the first `startSeconds` (GET rest/examination/start: the synchronised start), then
// save an answer every 10 s at their own phase (POST rest/examination/answer, a multipart form)
// until the step ends; returns what they saw and every save the server acknowledged.
//
// As bench/capacity's browsers: latency is timed from when the student meant to send (its
// timer's due time), so a queue in the generator or the server counts instead of hiding; the
// students share a keep-alive agent per server address with a bounded number of connections, as
// a reverse proxy's upstream pool does. A save does not wait for the student's previous one (the
// web app queues them and sends each with its own version); its version rises per question.

import http from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  closeTargets,
  generatorCpu,
  InFlight,
  sleepUntil,
  type Target,
  targetsOf,
} from '../common/load.js';
import { type Headers, traceId, unwrap } from './api.js';
import { REQUEST_TIMEOUT_MS, SAVE_EVERY_MS } from './config.js';
import type { Exam, ExamEntry } from './exam.js';
import { formOf } from './multipart.js';

export type Outcome = number | 'timeout' | 'failed';

export type CallResult = {
  /** Latencies (ms) of 2xx answers. */
  latencies: number[];
  /** Other statuses by code, with the first answer's body of each (what went wrong). */
  statuses: Record<string, number>;
  samples: Record<string, string>;
  failed: number;
  timedOut: number;
};

/** A save the server acknowledged (2xx, applied): what must now be in the database. */
export type Ack = { attemptId: string; examQuestionId: string; version: number; answer: string };

export type StepLoad = {
  students: number;
  seconds: number;
  starts: CallResult;
  saves: CallResult;
  /** Students whose start was answered 2xx (each starts once). */
  started: number;
  /** 2xx saves the server did not apply (a newer version was kept): none are expected. */
  notApplied: number;
  acks: Ack[];
  timerLag: number[];
  generatorCpu: number;
  maxInFlight: number;
};

export type Student = { headers: Headers; number: number };

const emptyResult = (): CallResult => ({
  latencies: [],
  statuses: {},
  samples: {},
  failed: 0,
  timedOut: 0,
});

class Step {
  readonly starts = emptyResult();
  readonly saves = emptyResult();
  readonly acks: Ack[] = [];
  readonly timerLag: number[] = [];
  readonly open = new InFlight(REQUEST_TIMEOUT_MS);
  started = 0;
  notApplied = 0;

  constructor(readonly endAt: number) {}

  end(result: CallResult, due: number, outcome: Outcome, body: string): void {
    if (outcome === 'timeout') result.timedOut += 1;
    else if (outcome === 'failed') result.failed += 1;
    else if (outcome >= 200 && outcome < 300) result.latencies.push(performance.now() - due);
    else {
      result.statuses[outcome] = (result.statuses[outcome] ?? 0) + 1;
      result.samples[outcome] ??= body.slice(0, 300);
    }
    this.open.end();
  }
}

/** One request; `done` gets the status (or why none) and the body. */
function send(
  step: Step,
  target: Target,
  result: CallResult,
  due: number,
  request: { method: 'GET' | 'POST'; path: string; headers: Headers; body?: Buffer },
  done: (outcome: Outcome, body: string) => void,
): void {
  step.open.begin();
  let settled = false;
  const finish = (outcome: Outcome, body: string) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    step.end(result, due, outcome, body);
    done(outcome, body);
  };
  const headers: Headers = {
    ...request.headers,
    traceId: traceId(),
    accept: 'application/json',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench-exam-day',
  };
  if (request.body) headers['content-length'] = String(request.body.length);
  const req = http.request(
    {
      host: target.host,
      port: target.port,
      path: request.path,
      method: request.method,
      headers,
      agent: target.agent,
    },
    (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
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
  req.end(request.body);
}

const FILLER =
  'Water evaporates from seas and lakes, rises as vapour, cools and condenses into droplets ' +
  'around dust, forming clouds; when the droplets grow heavy enough they fall as rain, and the ' +
  'cycle begins again. ';

/** What a student writes: an option's title for an MCQ, about 200 characters otherwise. */
function answerText(entry: ExamEntry, student: number, version: number): string {
  if (entry.type === 'MCQ_SINGLE') {
    return entry.titles[(student + version) % entry.titles.length] ?? '';
  }
  return `Student ${student}, draft ${version}: ${FILLER}`.slice(0, 200);
}

type UserExamConfig = { taskSubmissionId?: unknown; examQuestionIds?: unknown };

function openStudent(
  step: Step,
  target: Target,
  student: Student,
  exam: Exam,
  startDue: number,
): void {
  const query = new URLSearchParams({
    academicTaskId: exam.academicTaskId,
    groupId: exam.classId,
  });
  const startPath = `/rest/examination/start?${query}`;
  const savePath = `/rest/examination/answer?${new URLSearchParams({ groupId: exam.classId })}`;
  const fire = () => {
    step.timerLag.push(performance.now() - startDue);
    send(
      step,
      target,
      step.starts,
      startDue,
      { method: 'GET', path: startPath, headers: student.headers },
      (outcome, body) => {
        if (typeof outcome !== 'number' || outcome < 200 || outcome >= 300) return;
        let config: UserExamConfig;
        try {
          config = unwrap<UserExamConfig>(JSON.parse(body));
        } catch {
          return;
        }
        const ids = Array.isArray(config.examQuestionIds)
          ? config.examQuestionIds.filter((id): id is string => typeof id === 'string')
          : [];
        const attemptId =
          typeof config.taskSubmissionId === 'string' ? config.taskSubmissionId : '';
        if (ids.length === 0 || !attemptId) {
          step.starts.statuses['2xx without questions'] =
            (step.starts.statuses['2xx without questions'] ?? 0) + 1;
          step.starts.samples['2xx without questions'] ??= body.slice(0, 300);
          return;
        }
        step.started += 1;
        startSaving(step, target, student, exam, attemptId, ids, savePath);
      },
    );
  };
  setTimeout(fire, Math.max(0, startDue - performance.now()));
}

function startSaving(
  step: Step,
  target: Target,
  student: Student,
  exam: Exam,
  attemptId: string,
  examQuestionIds: string[],
  savePath: string,
): void {
  const versions = new Map<string, number>();
  let saves = 0;
  let due = performance.now() + Math.random() * SAVE_EVERY_MS;
  const tick = () => {
    if (due >= step.endAt) return;
    step.timerLag.push(performance.now() - due);
    const examQuestionId = examQuestionIds[saves % examQuestionIds.length] as string;
    saves += 1;
    const entry = exam.entries.get(examQuestionId);
    const version = (versions.get(examQuestionId) ?? 0) + 1;
    versions.set(examQuestionId, version);
    const answer = entry ? answerText(entry, student.number, version) : `answer ${version}`;
    const form = formOf({
      groupId: exam.classId,
      questionId: examQuestionId,
      academicTaskId: exam.academicTaskId,
      answer,
      version: String(version),
    });
    send(
      step,
      target,
      step.saves,
      due,
      {
        method: 'POST',
        path: savePath,
        headers: { ...student.headers, 'content-type': form.contentType },
        body: form.body,
      },
      (outcome, body) => {
        if (typeof outcome !== 'number' || outcome < 200 || outcome >= 300) return;
        let applied: unknown;
        try {
          applied = (JSON.parse(body) as { applied?: unknown }).applied;
        } catch {
          applied = undefined;
        }
        if (applied === true) step.acks.push({ attemptId, examQuestionId, version, answer });
        else step.notApplied += 1;
      },
    );
    due += SAVE_EVERY_MS;
    setTimeout(tick, Math.max(0, due - performance.now()));
  };
  setTimeout(tick, Math.max(0, due - performance.now()));
}

/**
 * Runs one step: `students` start within `startSeconds` of now and save until `seconds` have
 * passed; student i talks to origins[i % origins.length]. `onWindow` is told when the step opens
 * and closes (to read CPU around it); the requests still open then are awaited (at most the
 * time-out) before the answer.
 */
export async function runStep(opts: {
  students: Student[];
  exam: Exam;
  origins: string[];
  connections: number;
  seconds: number;
  startSeconds: number;
  onWindow: { open(): void; close(): void };
}): Promise<StepLoad> {
  const targets = targetsOf(opts.origins, opts.connections);
  const start = performance.now();
  const step = new Step(start + opts.seconds * 1000);
  opts.onWindow.open();
  const cpu = generatorCpu();
  opts.students.forEach((student, i) => {
    const target = targets[i % targets.length] as Target;
    openStudent(step, target, student, opts.exam, start + Math.random() * opts.startSeconds * 1000);
  });
  await sleepUntil(step.endAt);
  const generatorCpuPercent = cpu.stop(opts.seconds);
  opts.onWindow.close();
  await step.open.drain();
  closeTargets(targets);
  return {
    students: opts.students.length,
    seconds: opts.seconds,
    starts: step.starts,
    saves: step.saves,
    started: step.started,
    notApplied: step.notApplied,
    acks: step.acks,
    timerLag: step.timerLag,
    generatorCpu: generatorCpuPercent,
    maxInFlight: step.open.max,
  };
}
