import { readPercent, readRupees } from '../fields';

/**
 * A manual concession as typed: a student, a percentage or a fixed amount, and the reason,
 * which is required (issue 11: "a reason for each manual one").
 */

export const REASON_LIMITS = { min: 5, max: 500 } as const;

export const CONCESSION_MESSAGES = {
  student: 'Choose a student.',
  percentZero: 'Give a percentage more than 0.',
  reason: `Give the reason for the concession (${REASON_LIMITS.min} to ${REASON_LIMITS.max} characters).`,
} as const;

export type ConcessionForm = {
  userProfileId: string;
  by: 'percent' | 'amount';
  percent: string;
  amount: string;
  reason: string;
};

export const EMPTY_CONCESSION: ConcessionForm = {
  userProfileId: '',
  by: 'percent',
  percent: '',
  amount: '',
  reason: '',
};

export type ConcessionErrors = Partial<
  Record<'userProfileId' | 'percent' | 'amount' | 'reason', string>
>;

export type ConcessionCheck =
  | {
      ok: true;
      input: { userProfileId: string; percent?: number; amountPaise?: number; reason: string };
    }
  | { ok: false; errors: ConcessionErrors };

export function checkConcession(form: ConcessionForm): ConcessionCheck {
  const errors: ConcessionErrors = {};
  if (!form.userProfileId) errors.userProfileId = CONCESSION_MESSAGES.student;
  const reason = form.reason.trim();
  if (reason.length < REASON_LIMITS.min || reason.length > REASON_LIMITS.max)
    errors.reason = CONCESSION_MESSAGES.reason;
  let share: { percent: number } | { amountPaise: number } | undefined;
  if (form.by === 'percent') {
    const read = readPercent(form.percent);
    if (!read.ok) errors.percent = read.message;
    else if (read.value === 0) errors.percent = CONCESSION_MESSAGES.percentZero;
    else share = { percent: read.value / 100 };
  } else {
    const read = readRupees(form.amount, { positive: true });
    if (!read.ok) errors.amount = read.message;
    else share = { amountPaise: read.value };
  }
  if (Object.keys(errors).length > 0 || !share) return { ok: false, errors };
  return { ok: true, input: { userProfileId: form.userProfileId, reason, ...share } };
}
