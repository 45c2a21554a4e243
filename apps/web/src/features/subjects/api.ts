import {
  type ClassSubjectsBody,
  type ClassSubjectsView,
  SUBJECTS_API,
  type SubjectBody,
  type SubjectPerson,
  type SubjectUpdate,
  type SubjectView,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';

/** Every subjects query of an institute: a change reads them all again. */
const subjectsKey = (instituteId: string) => ['subjects', instituteId] as const;

type Saved<T> = { message: string; data: T };
/** What the wire takes as input: the zod schemas' input shapes, before their defaults. */
type In<T> = { [K in keyof T]: T[K] | null | undefined };

export function useSubjects(instituteId: string) {
  return useQuery({
    queryKey: [...subjectsKey(instituteId), 'list'],
    enabled: !!instituteId,
    queryFn: () =>
      http<SubjectView[]>('GET', SUBJECTS_API.subjects, undefined, {
        query: { groupId: instituteId },
      }),
  });
}

export function useSubjectTeachers(instituteId: string) {
  return useQuery({
    queryKey: [...subjectsKey(instituteId), 'teachers'],
    enabled: !!instituteId,
    queryFn: () =>
      http<SubjectPerson[]>('GET', SUBJECTS_API.teachers, undefined, {
        query: { groupId: instituteId },
      }),
  });
}

export function useClassSubjects(instituteId: string, classId: string) {
  return useQuery({
    queryKey: [...subjectsKey(instituteId), 'class', classId],
    enabled: !!classId,
    queryFn: () =>
      http<ClassSubjectsView>('GET', SUBJECTS_API.classSubjects, undefined, {
        query: { groupId: classId },
      }),
  });
}

/** The subject list's and the classes' changes; everything of the institute is read again. */
export function useSubjectChanges(instituteId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: subjectsKey(instituteId) });
  const groupId = instituteId;
  return {
    add: useMutation({
      mutationFn: (input: In<Omit<SubjectBody, 'groupId'>>) =>
        http<Saved<SubjectView>>('POST', SUBJECTS_API.subjects, { ...input, groupId }),
      onSuccess,
    }),
    change: useMutation({
      mutationFn: (input: In<Omit<SubjectUpdate, 'groupId'>>) =>
        http<Saved<SubjectView>>('PUT', SUBJECTS_API.subjects, { ...input, groupId }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        http<{ message: string }>('DELETE', SUBJECTS_API.subjects, undefined, {
          query: { groupId, id },
        }),
      onSuccess,
    }),
    saveClass: useMutation({
      mutationFn: (body: ClassSubjectsBody) =>
        http<Saved<ClassSubjectsView>>('PUT', SUBJECTS_API.classSubjects, body),
      onSuccess,
    }),
  };
}
