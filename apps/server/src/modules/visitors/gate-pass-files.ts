import { GATE_PASS_QR_PREFIX, shownGatePassCode } from '@shala/shared';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.js';
import { calendarDay, indiaDateTime } from '../../lib/shown-format.js';
import { gatePassPdf as renderPass } from '../../pdf/gate-pass.js';
import { schoolOf } from '../payments/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { passFor } from './gate-pass-views.js';

/** The QR a pass carries: its code behind the portal's prefix, readable from a printed page. */
export const passQrPng = (code: string): Promise<Buffer> =>
  QRCode.toBuffer(`${GATE_PASS_QR_PREFIX}${code}`, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 8,
  });

/** GET /rest/gate-pass/qr: the QR alone, to show on a screen (the desk, a guardian's phone). */
export async function gatePassQr(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<{ filename: string; png: Buffer }> {
  const pass = await passFor(ctx, caller, scope, id);
  return { filename: `gate-pass-${pass.number}.png`, png: await passQrPng(pass.code) };
}

const STATUS_WORDS = {
  AWAITING_GUARDIAN: 'Waiting for a guardian’s approval',
  APPROVED: 'Approved',
  DECLINED: 'Declined by a guardian',
  EXITED: 'Used: the students have left',
} as const;

/** GET /rest/gate-pass/pdf: the printable pass, under the school's letterhead. */
export async function gatePassPdf(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const pass = await passFor(ctx, caller, scope, id);
  const [school, qr] = await Promise.all([schoolOf(ctx, scope.instituteId), passQrPng(pass.code)]);
  const pdf = await renderPass({
    school,
    number: pass.number,
    day: calendarDay(pass.day),
    issuedAt: indiaDateTime(new Date(pass.createdAt)),
    students: pass.students.map((s) => `${s.name}${s.className ? ` (${s.className})` : ''}`),
    collector: `${pass.collector.name} (${pass.collector.relation})${pass.collector.phone ? `, ${pass.collector.phone}` : ''}`,
    reason: pass.reason,
    approvedBy: pass.approvedBy?.name ?? '—',
    issuedBy: pass.createdBy ?? '—',
    status: STATUS_WORDS[pass.status],
    qr,
    code: shownGatePassCode(pass.code),
  });
  return { filename: `gate-pass-${pass.number}.pdf`, pdf };
}
