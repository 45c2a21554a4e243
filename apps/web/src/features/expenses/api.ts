import {
  type DayBook,
  EXPENSE_API,
  type ExpenseCategoryView,
  type ExpenseEntryForm,
  type ExpenseEntryPage,
  type ExpenseEntryView,
  type ExpenseKind,
  type ExpenseSettingsBody,
  type ExpenseSetup,
  type ExpenseVendorView,
  type MonthlyFigures,
} from '@shala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, upload } from '../../core/http';
import { entryFormData } from './entries/entry-form';
import { type EntryFilters, entryQuery } from './entries/entry-rules';

/** Every expenses query of an institute: any change reads them all again. */
export const expensesKey = (groupId: string) => ['expenses', groupId] as const;

type Saved = { message: string };
type EntrySaved = { message: string; data: ExpenseEntryView };

/** GET setup: categories, vendors, accounts, the approval limit and what the caller may do. */
export function useExpenseSetup(groupId: string) {
  return useQuery({
    queryKey: [...expensesKey(groupId), 'setup'],
    enabled: !!groupId,
    queryFn: () => http<ExpenseSetup>('GET', EXPENSE_API.setup, undefined, { query: { groupId } }),
  });
}

/** GET the day book of a day or a range (`enabled` once the range is a valid one). */
export function useDayBook(groupId: string, from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: [...expensesKey(groupId), 'day-book', from, to],
    enabled: enabled && !!groupId,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<DayBook>('GET', EXPENSE_API.dayBook, undefined, { query: { groupId, from, to } }),
  });
}

/** GET the entries the filters find, a page at a time, with their totals over every page. */
export function useEntries(groupId: string, filters: EntryFilters, enabled = true) {
  return useQuery({
    queryKey: [...expensesKey(groupId), 'entries', filters],
    enabled: enabled && !!groupId,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<ExpenseEntryPage>('GET', EXPENSE_API.entries, undefined, {
        query: entryQuery(groupId, filters),
      }),
  });
}

/** GET one entry with its vouchers, its history and what the caller may do with it. */
export function useEntry(groupId: string, id: string) {
  return useQuery({
    queryKey: [...expensesKey(groupId), 'entry', id],
    enabled: !!groupId && !!id,
    queryFn: () =>
      http<ExpenseEntryView>('GET', EXPENSE_API.entry, undefined, { query: { groupId, id } }),
  });
}

/** GET each month of a financial year (2026: April 2026 to March 2027) and its categories. */
export function useMonthly(groupId: string, year: number) {
  return useQuery({
    queryKey: [...expensesKey(groupId), 'monthly', year],
    enabled: !!groupId,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<MonthlyFigures>('GET', EXPENSE_API.monthly, undefined, { query: { groupId, year } }),
  });
}

export type CategoryInput = { kind: ExpenseKind; name: string };
export type VendorInput = { name: string; phone: string; gstin: string };

/** Every change of the institute's books; each reads the institute's expenses queries again. */
export function useExpenseChanges(groupId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: expensesKey(groupId) });
  return {
    record: useMutation({
      mutationFn: ({ entry, files }: { entry: ExpenseEntryForm; files: readonly File[] }) =>
        upload<EntrySaved>(EXPENSE_API.entries, entryFormData(entry, files)),
      onSuccess,
    }),
    addVouchers: useMutation({
      mutationFn: ({ id, files }: { id: string; files: readonly File[] }) => {
        const form = new FormData();
        form.append('groupId', groupId);
        form.append('id', id);
        for (const file of files) form.append('files', file, file.name);
        return upload<Saved>(EXPENSE_API.voucher, form);
      },
      onSuccess,
    }),
    decide: useMutation({
      mutationFn: (input: { id: string; approve: boolean; note: string }) =>
        http<Saved>('PUT', EXPENSE_API.decide, {
          groupId,
          id: input.id,
          approve: input.approve,
          note: input.note.trim() || null,
        }),
      onSuccess,
    }),
    reverse: useMutation({
      mutationFn: (input: { id: string; reason: string }) =>
        http<Saved>('PUT', EXPENSE_API.reverse, {
          groupId,
          id: input.id,
          reason: input.reason.trim(),
        }),
      onSuccess,
    }),
    saveSettings: useMutation({
      mutationFn: (body: ExpenseSettingsBody) => http<Saved>('PUT', EXPENSE_API.settings, body),
      onSuccess,
    }),
    addCategory: useMutation({
      mutationFn: (input: CategoryInput) =>
        http<Saved>('POST', EXPENSE_API.category, { groupId, ...input }),
      onSuccess,
    }),
    changeCategory: useMutation({
      mutationFn: (input: Pick<ExpenseCategoryView, 'id' | 'name' | 'active'>) =>
        http<Saved>('PUT', EXPENSE_API.category, { groupId, ...input }),
      onSuccess,
    }),
    addVendor: useMutation({
      mutationFn: (input: VendorInput) =>
        http<Saved>('POST', EXPENSE_API.vendor, { groupId, ...vendorBody(input) }),
      onSuccess,
    }),
    changeVendor: useMutation({
      mutationFn: (input: VendorInput & Pick<ExpenseVendorView, 'id' | 'active'>) =>
        http<Saved>('PUT', EXPENSE_API.vendor, {
          groupId,
          id: input.id,
          active: input.active,
          ...vendorBody(input),
        }),
      onSuccess,
    }),
  };
}

/** A vendor's optional phone and GSTIN: empty is none. */
const vendorBody = (input: VendorInput) => ({
  name: input.name,
  phone: input.phone.trim() || null,
  gstin: input.gstin.trim() || null,
});
