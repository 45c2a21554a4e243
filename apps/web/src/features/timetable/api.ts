import {
  type GenerateStatus,
  type SubstitutionList,
  TIMETABLE_API,
  type TimetableImportReport,
  type TimetableLesson,
  type TimetableSettings,
  type TimetableTeacher,
  type TimetableWeek,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, http, upload } from '../../core/http';
import { saveFile } from '../../core/save-file';

/** Every timetable query of an institute: a change reads them all again. */
const timetableKey = (groupId: string) => ['timetable', groupId] as const;

export type WeekChoice = { classId?: string; teacherId?: string; roomId?: string };

export function useWeek(groupId: string, choice: WeekChoice) {
  return useQuery({
    queryKey: [...timetableKey(groupId), 'week', choice],
    enabled: !!groupId,
    queryFn: () =>
      http<TimetableWeek>('GET', TIMETABLE_API.week, undefined, {
        query: { groupId, ...choice },
      }),
  });
}

/** The generator run's state, read every second while it waits or runs. */
export function useGeneratorStatus(groupId: string, id: string | null) {
  return useQuery({
    queryKey: [...timetableKey(groupId), 'run', id],
    enabled: !!id,
    queryFn: () =>
      http<GenerateStatus>('GET', TIMETABLE_API.generateStatus, undefined, {
        query: { groupId, id: id ?? '' },
        background: true,
      }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'DONE' || state === 'FAILED' ? false : 1000;
    },
  });
}

export function useTimetableChanges(groupId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: timetableKey(groupId) });
  return {
    move: useMutation({
      mutationFn: (body: { id: string; day: number; period: number; fixed?: boolean }) =>
        http<{ message: string; warnings: string[]; lesson: TimetableLesson }>(
          'PUT',
          TIMETABLE_API.lesson,
          { ...body, groupId },
        ),
      onSuccess,
    }),
    importLoad: useMutation({
      mutationFn: (input: {
        load: File;
        availability: File | null;
        days: string;
        periods: string;
      }) => {
        const form = new FormData();
        form.append('groupId', groupId);
        if (input.days) form.append('days', input.days);
        if (input.periods) form.append('periods', input.periods);
        form.append('load', input.load, input.load.name);
        if (input.availability) {
          form.append('availability', input.availability, input.availability.name);
        }
        return upload<TimetableImportReport>(TIMETABLE_API.import, form);
      },
      onSuccess,
    }),
    setFixed: useMutation({
      mutationFn: (body: { id: string; fixed: boolean }) =>
        http<{ message: string; lesson: TimetableLesson }>('PUT', TIMETABLE_API.lessonFixed, {
          ...body,
          groupId,
        }),
      onSuccess,
    }),
    saveTeacher: useMutation({
      mutationFn: (body: {
        teacherId: string;
        maxPerWeek: number | null;
        unavailable: { day: number; period: number }[];
      }) => http<{ message: string }>('PUT', TIMETABLE_API.teacher, { ...body, groupId }),
      onSuccess,
    }),
    saveWeek: useMutation({
      mutationFn: (body: TimetableSettings & { classId?: string }) =>
        http<{ message: string }>('PUT', TIMETABLE_API.settings, { ...body, groupId }),
      onSuccess,
    }),
    removeClassWeek: useMutation({
      mutationFn: (classId: string) =>
        http<{ message: string }>('DELETE', TIMETABLE_API.settings, undefined, {
          query: { groupId, classId },
        }),
      onSuccess,
    }),
    generate: useMutation({
      mutationFn: () =>
        http<{ message: string; id: string }>('POST', TIMETABLE_API.generate, { groupId }),
    }),
    refresh: onSuccess,
  };
}

/** A teacher's weekly maximum, unavailable periods and periods taught (manageTimetable). */
export function useTeacher(groupId: string, teacherId: string) {
  return useQuery({
    queryKey: [...timetableKey(groupId), 'teacher', teacherId],
    enabled: !!teacherId,
    queryFn: () =>
      http<TimetableTeacher>('GET', TIMETABLE_API.teacher, undefined, {
        query: { groupId, teacherId },
      }),
  });
}

/** The school's week, or a class's own (the school's where the class has none). */
export function useWeekSettings(groupId: string, classId: string) {
  return useQuery({
    queryKey: [...timetableKey(groupId), 'settings', classId],
    queryFn: () =>
      http<TimetableSettings & { set: boolean; own: boolean }>(
        'GET',
        TIMETABLE_API.settings,
        undefined,
        {
          query: classId ? { groupId, classId } : { groupId },
        },
      ),
  });
}

/** GET rest/timetable/export, saved as timetable.csv. */
export async function exportTimetable(groupId: string): Promise<void> {
  const file = await download(TIMETABLE_API.export, { query: { groupId } });
  saveFile(file.blob, 'timetable.csv');
}

export function useSubstitutions(groupId: string, teacherId: string, date: string) {
  return useQuery({
    queryKey: [...timetableKey(groupId), 'substitutions', teacherId, date],
    enabled: !!teacherId && /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryFn: () =>
      http<SubstitutionList>('GET', TIMETABLE_API.substitutions, undefined, {
        query: { groupId, teacherId, date },
      }),
  });
}

export function useChooseSubstitute(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { lessonId: string; date: string; substituteId: string }) =>
      http<{ message: string }>('POST', TIMETABLE_API.substitutions, { ...body, groupId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timetableKey(groupId) }),
  });
}

/** GET rest/timetable/pdf: the week shown, as a printable PDF. */
export async function printWeek(groupId: string, choice: WeekChoice, name: string): Promise<void> {
  const file = await download(TIMETABLE_API.pdf, {
    query: { groupId, ...choice },
    accept: 'application/pdf',
  });
  saveFile(file.blob, `timetable-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`);
}
