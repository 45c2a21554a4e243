import {
  type EmploymentBody,
  type EmploymentView,
  employmentBodySchema,
  type PtState,
  type SalaryStructureView,
} from '@shala/shared';
import { readMonthRupees, rupeesField } from '../payroll-rules';

/**
 * A staff member's employment details as typed: the rupees read into paise exactly, the rest
 * checked by the shared schema (the server's own), each message beside its field.
 */
export type EmploymentDraft = {
  structureId: string;
  designation: string;
  joiningDate: string;
  /** Rupees a month as typed. */
  basic: string;
  bankName: string;
  bankAccount: string;
  ifsc: string;
  pan: string;
  uan: string;
  pfApplies: boolean;
  ptState: PtState | '';
  /** Rupees a month as typed; blank is none. */
  tds: string;
  active: boolean;
};

export type EmploymentErrors = Partial<Record<keyof EmploymentDraft | 'form', string>>;

/** The structures one may choose: the active ones, and the one already set. */
export function structureChoices(
  structures: readonly SalaryStructureView[],
  currentId: string,
): SalaryStructureView[] {
  return structures.filter((s) => s.active || s.id === currentId);
}

/** The form's first values: the details as they are, or blank with the only structure chosen. */
export function employmentDraft(
  view: EmploymentView,
  structures: readonly SalaryStructureView[],
): EmploymentDraft {
  const e = view.employment;
  if (e) {
    return {
      structureId: e.structureId,
      designation: e.designation,
      joiningDate: e.joiningDate,
      basic: rupeesField(e.basicPaise),
      bankName: e.bankName ?? '',
      bankAccount: e.bankAccount ?? '',
      ifsc: e.ifsc ?? '',
      pan: e.pan ?? '',
      uan: e.uan ?? '',
      pfApplies: e.pfApplies,
      ptState: e.ptState,
      tds: rupeesField(e.tdsPaise, true),
      active: e.active,
    };
  }
  const active = structures.filter((s) => s.active);
  return {
    structureId: active.length === 1 ? (active[0]?.id ?? '') : '',
    designation: '',
    joiningDate: '',
    basic: '',
    bankName: '',
    bankAccount: '',
    ifsc: '',
    pan: '',
    uan: '',
    pfApplies: true,
    ptState: '',
    tds: '',
    active: true,
  };
}

/** Where the schema's fields are typed on the form. */
const FIELD_OF: Partial<Record<string, keyof EmploymentDraft>> = {
  basicPaise: 'basic',
  tdsPaise: 'tds',
};

type Checked = { ok: true; body: EmploymentBody } | { ok: false; errors: EmploymentErrors };

/** The draft read for PUT PAYROLL_API.employment, or the first message of each wrong field. */
export function checkEmployment(
  draft: EmploymentDraft,
  groupId: string,
  profileId: string,
): Checked {
  const errors: EmploymentErrors = {};
  const basic = readMonthRupees(draft.basic, { required: true });
  const tds = readMonthRupees(draft.tds);
  if (!basic.ok) errors.basic = basic.message;
  if (!tds.ok) errors.tds = tds.message;
  const parsed = employmentBodySchema.safeParse({
    groupId,
    profileId,
    structureId: draft.structureId,
    designation: draft.designation,
    joiningDate: draft.joiningDate,
    basicPaise: basic.ok ? basic.paise : 0,
    bankName: draft.bankName,
    // Spaces between the digits or letters, as printed on a cheque book or a card, are dropped.
    bankAccount: draft.bankAccount.replace(/\s+/g, ''),
    ifsc: draft.ifsc.replace(/\s+/g, ''),
    pan: draft.pan.replace(/\s+/g, ''),
    uan: draft.uan.replace(/\s+/g, ''),
    pfApplies: draft.pfApplies,
    ptState: draft.ptState || undefined,
    tdsPaise: tds.ok ? tds.paise : 0,
    active: draft.active,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      const field: keyof EmploymentErrors =
        FIELD_OF[key] ?? (key in draft ? (key as keyof EmploymentDraft) : 'form');
      errors[field] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
