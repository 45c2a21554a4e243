import {
  CALENDAR_API,
  type CalendarFeedView,
  type CalendarView,
  type EventBody,
  type EventUpdate,
  type PersonalEventBody,
  type PersonalEventUpdate,
  type PersonalEventView,
  type SchoolEventView,
  type TodoBody,
  type TodoUpdate,
  type TodoView,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';

/** Every calendar query: a change to an event or a to-do reads them all again. */
const CALENDAR_KEY = ['calendar'] as const;
const TODOS_KEY = ['todos'] as const;

type Saved<T> = { message: string; data: T };
type Done = { message: string };

export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: [...CALENDAR_KEY, from, to],
    queryFn: () =>
      http<CalendarView>('GET', CALENDAR_API.calendar, undefined, { query: { from, to } }),
    placeholderData: (previous) => previous,
  });
}

/** The institute's school events from today on, hidden ones too (for those who keep them). */
export function useSchoolEvents(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'events', groupId],
    enabled: enabled && !!groupId,
    queryFn: () =>
      http<SchoolEventView[]>('GET', CALENDAR_API.events, undefined, { query: { groupId } }),
  });
}

export function useSchoolEvent(groupId: string, id: string | null) {
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'event', groupId, id],
    enabled: !!id && !!groupId,
    queryFn: () =>
      http<SchoolEventView>('GET', CALENDAR_API.event, undefined, {
        query: { groupId, id: id ?? '' },
      }),
  });
}

/** Personal and school events' changes; the calendar is read again after each. */
export function useEventChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
  return {
    addPersonal: useMutation({
      mutationFn: (body: PersonalEventBody) =>
        http<Saved<PersonalEventView>>('POST', CALENDAR_API.personal, body),
      onSuccess,
    }),
    changePersonal: useMutation({
      mutationFn: (body: PersonalEventUpdate) =>
        http<Saved<PersonalEventView>>('PUT', CALENDAR_API.personal, body),
      onSuccess,
    }),
    removePersonal: useMutation({
      mutationFn: (id: string) =>
        http<Done>('DELETE', CALENDAR_API.personal, undefined, { query: { id } }),
      onSuccess,
    }),
    addSchool: useMutation({
      mutationFn: (body: EventBody) =>
        http<Saved<SchoolEventView>>('POST', CALENDAR_API.events, body),
      onSuccess,
    }),
    changeSchool: useMutation({
      mutationFn: (body: EventUpdate) =>
        http<Saved<SchoolEventView>>('PUT', CALENDAR_API.events, body),
      onSuccess,
    }),
    removeSchool: useMutation({
      mutationFn: (q: { groupId: string; id: string }) =>
        http<Done>('DELETE', CALENDAR_API.events, undefined, { query: q }),
      onSuccess,
    }),
    disableSchool: useMutation({
      mutationFn: (body: { groupId: string; id: string; disabled: boolean }) =>
        http<Saved<SchoolEventView>>('PUT', CALENDAR_API.eventDisable, body),
      onSuccess,
    }),
  };
}

export function useFeed() {
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'feed'],
    queryFn: () => http<CalendarFeedView>('GET', CALENDAR_API.feed),
  });
}

export function useFeedChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [...CALENDAR_KEY, 'feed'] });
  return {
    renew: useMutation({
      mutationFn: () =>
        http<Saved<{ path: string; createdAt: string }>>('POST', CALENDAR_API.feed, {}),
      onSuccess,
    }),
    stop: useMutation({
      mutationFn: () => http<Done>('DELETE', CALENDAR_API.feed),
      onSuccess,
    }),
  };
}

export function useTodos(show: 'open' | 'done' | 'all') {
  return useQuery({
    queryKey: [...TODOS_KEY, show],
    queryFn: () => http<TodoView[]>('GET', CALENDAR_API.todos, undefined, { query: { show } }),
  });
}

export function useTodo(id: string) {
  return useQuery({
    queryKey: [...TODOS_KEY, 'one', id],
    queryFn: () => http<TodoView>('GET', CALENDAR_API.todo, undefined, { query: { id } }),
  });
}

/** To-do changes; the lists, the to-do and the calendar (due to-dos show there) are read again. */
export function useTodoChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TODOS_KEY }),
      queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
    ]);
  return {
    add: useMutation({
      mutationFn: (body: TodoBody) => http<Saved<TodoView>>('POST', CALENDAR_API.todos, body),
      onSuccess,
    }),
    change: useMutation({
      mutationFn: (body: TodoUpdate) => http<Saved<TodoView>>('PUT', CALENDAR_API.todos, body),
      onSuccess,
    }),
    done: useMutation({
      mutationFn: (body: { id: string; done: boolean }) =>
        http<Saved<TodoView>>('PUT', CALENDAR_API.todoDone, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        http<Done>('DELETE', CALENDAR_API.todos, undefined, { query: { id } }),
      onSuccess,
    }),
  };
}
