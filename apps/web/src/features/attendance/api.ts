import {
  ATTENDANCE_API,
  ATTENDANCE_RISK_DEFAULT,
  type AttendanceSettingsView,
  type ClassDayBody,
  type ClassDayView,
  type ClassPeriodView,
  type MyClassesView,
  type PersonMonthView,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';

/** Every attendance query of an institute: a save reads them again. */
export const attendanceKey = (instituteId: string) => ['attendance', instituteId] as const;

type Saved<T> = { message: string; data: T };

export function useAttendanceSettings(instituteId: string) {
  return useQuery({
    queryKey: [...attendanceKey(instituteId), 'settings'],
    enabled: !!instituteId,
    queryFn: () =>
      http<AttendanceSettingsView>('GET', ATTENDANCE_API.settings, undefined, {
        query: { groupId: instituteId },
      }),
  });
}

/** The institute's at-risk threshold (the charts' red), the default until its settings come. */
export function useRiskThreshold(instituteId: string): number {
  return useAttendanceSettings(instituteId).data?.riskThresholdPercent ?? ATTENDANCE_RISK_DEFAULT;
}

export function useMyClasses(instituteId: string) {
  return useQuery({
    queryKey: [...attendanceKey(instituteId), 'mine'],
    enabled: !!instituteId,
    queryFn: () =>
      http<MyClassesView>('GET', ATTENDANCE_API.mine, undefined, {
        query: { groupId: instituteId },
      }),
  });
}

export function useClassDay(
  instituteId: string,
  classId: string,
  day: string,
  period: number | null,
) {
  return useQuery({
    queryKey: [...attendanceKey(instituteId), 'class', classId, day, period],
    enabled: !!classId && !!day,
    queryFn: () =>
      http<ClassDayView>('GET', ATTENDANCE_API.classDay, undefined, {
        query: { groupId: classId, day, ...(period ? { period: String(period) } : {}) },
      }),
  });
}

export function useSaveClassDay(instituteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassDayBody) =>
      http<Saved<{ day: ClassDayView; alerted: number; changed: number }>>(
        'PUT',
        ATTENDANCE_API.classDay,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKey(instituteId) }),
  });
}

export function usePersonMonth(instituteId: string, profileId: string, month: string) {
  return useQuery({
    queryKey: [...attendanceKey(instituteId), 'person', profileId, month],
    enabled: !!instituteId && !!profileId,
    queryFn: () =>
      http<PersonMonthView>('GET', ATTENDANCE_API.person, undefined, {
        query: { groupId: instituteId, profileId, month },
      }),
  });
}

/** The class's periods that day, from the timetable (period-wise marking's choice). */
export function useClassPeriods(instituteId: string, classId: string, day: string, on: boolean) {
  return useQuery({
    queryKey: [...attendanceKey(instituteId), 'periods', classId, day],
    enabled: on && !!classId && !!day,
    queryFn: () =>
      http<ClassPeriodView[]>('GET', ATTENDANCE_API.periods, undefined, {
        query: { groupId: classId, day },
      }),
  });
}
