import {
  ATTENDANCE_API,
  type AtRiskView,
  type AttendanceRegisterView,
  type AttendanceSummaryView,
} from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { download, http } from '../../core/http';
import { saveFile } from '../../core/save-file';
import { attendanceKey } from './api';

export function useRegister(instituteId: string, classId: string, month: string) {
  return useQuery({
    queryKey: [...attendanceKey(instituteId), 'register', classId, month],
    enabled: !!classId,
    queryFn: () =>
      http<AttendanceRegisterView>('GET', ATTENDANCE_API.register, undefined, {
        query: { groupId: classId, month },
      }),
  });
}

export function useSummary(instituteId: string, day: string, enabled: boolean) {
  return useQuery({
    queryKey: [...attendanceKey(instituteId), 'summary', day],
    enabled: enabled && !!instituteId,
    queryFn: () =>
      http<AttendanceSummaryView>('GET', ATTENDANCE_API.summary, undefined, {
        query: { groupId: instituteId, day },
      }),
  });
}

export function useAtRisk(instituteId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...attendanceKey(instituteId), 'at-risk'],
    enabled: enabled && !!instituteId,
    queryFn: () =>
      http<AtRiskView>('GET', ATTENDANCE_API.atRisk, undefined, {
        query: { groupId: instituteId },
      }),
  });
}

/** Saves the register as CSV or PDF under the server's file name. */
export async function downloadRegister(classId: string, month: string, kind: 'csv' | 'pdf') {
  const path = kind === 'csv' ? ATTENDANCE_API.registerCsv : ATTENDANCE_API.registerPdf;
  const file = await download(path, {
    query: { groupId: classId, month },
    accept: kind === 'csv' ? 'text/csv' : 'application/pdf',
  });
  const name = /filename="([^"]+)"/.exec(file.disposition ?? '')?.[1] ?? `attendance.${kind}`;
  saveFile(file.blob, name);
}
