import { ATTENDANCE_API, type LeaveListView, type LeaveView } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, upload } from '../../core/http';
import { attendanceKey } from './api';

type Saved<T> = { message: string; data: T };

export function useLeave(instituteId: string) {
  return useQuery({
    queryKey: [...attendanceKey(instituteId), 'leave'],
    enabled: !!instituteId,
    queryFn: () =>
      http<LeaveListView>('GET', ATTENDANCE_API.leave, undefined, {
        query: { groupId: instituteId },
      }),
  });
}

export type LeaveAsk = {
  profileId: string;
  fromDay: string;
  toDay: string;
  reason: string;
  document: File | null;
};

/**
 * Asking (a form, with its document when one is chosen), deciding and withdrawing; the
 * institute's attendance is read again.
 */
export function useLeaveChanges(instituteId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: attendanceKey(instituteId) });
  return {
    ask: useMutation({
      mutationFn: (a: LeaveAsk) => {
        const form = new FormData();
        form.set('groupId', instituteId);
        form.set('profileId', a.profileId);
        form.set('fromDay', a.fromDay);
        form.set('toDay', a.toDay);
        form.set('reason', a.reason);
        if (a.document) form.set('document', a.document);
        return upload<Saved<LeaveView>>(ATTENDANCE_API.leave, form);
      },
      onSuccess,
    }),
    decide: useMutation({
      mutationFn: (d: { id: string; decision: 'APPROVED' | 'DECLINED'; note?: string }) =>
        http<Saved<LeaveView>>('POST', ATTENDANCE_API.leaveDecision, {
          ...d,
          groupId: instituteId,
        }),
      onSuccess,
    }),
    withdraw: useMutation({
      mutationFn: (id: string) =>
        http<Saved<LeaveView>>('POST', ATTENDANCE_API.leaveWithdrawal, {
          id,
          groupId: instituteId,
        }),
      onSuccess,
    }),
  };
}
