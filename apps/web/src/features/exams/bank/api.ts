import {
  type BankQuestion,
  type BankQuestionList,
  QUESTION_API,
  type QuestionImportReport,
} from '@shala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, http, upload } from '../../../core/http';
import { saveFile } from '../../../core/save-file';
import { questionFormData } from '../questions/question-draft';

/** The question bank's calls (spec §7 rest/examination/question…). */

export const bankKey = (groupId: string) => ['exams', 'bank', groupId] as const;

/**
 * What the list shows: a page of the bank, or the questions of some tags or a category.
 * Without `includeDisabled` the server's default applies (the exam editor's pick list).
 */
export type BankView =
  | { by: 'all'; pageNo: number; limit: number; includeDisabled?: boolean }
  | { by: 'tags'; tags: string; includeDisabled?: boolean }
  | { by: 'category'; category: string; includeDisabled?: boolean };

export type BankAnswer =
  | { kind: 'page'; list: BankQuestionList }
  | { kind: 'found'; questions: BankQuestion[] };

/** One read of the bank as `view` asks: the bank screen's and the exam editor's pick list's. */
export async function readBank(groupId: string, view: BankView): Promise<BankAnswer> {
  const includeDisabled =
    view.includeDisabled === undefined ? undefined : String(view.includeDisabled);
  if (view.by === 'tags') {
    const questions = await http<BankQuestion[]>('GET', QUESTION_API.tags, undefined, {
      query: { groupId, tags: view.tags, includeDisabled },
    });
    return { kind: 'found', questions };
  }
  if (view.by === 'category') {
    const questions = await http<BankQuestion[]>('GET', QUESTION_API.category, undefined, {
      query: { groupId, questionCategory: view.category, includeDisabled },
    });
    return { kind: 'found', questions };
  }
  const list = await http<BankQuestionList>('GET', QUESTION_API.list, undefined, {
    query: { groupId, pageNo: view.pageNo, limit: view.limit, size: -1, includeDisabled },
  });
  return { kind: 'page', list };
}

export function useBank(groupId: string, view: BankView) {
  return useQuery({
    queryKey: [...bankKey(groupId), view],
    queryFn: () => readBank(groupId, view),
    placeholderData: keepPreviousData,
  });
}

type Saved = { message: string; data: BankQuestion };

export function useBankChanges(groupId: string) {
  const queryClient = useQueryClient();
  // The exam editor's pick list reads the bank too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['exams'] });
  const query = { query: { groupId } };
  return {
    save: useMutation({
      mutationFn: ({ fields, image }: { fields: Record<string, string>; image: File | null }) => {
        const form = questionFormData(fields, image);
        return fields.id
          ? upload<Saved>(QUESTION_API.question, form, { method: 'PUT' })
          : upload<Saved>(QUESTION_API.question, form);
      },
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (id: string) =>
        http<Saved>('DELETE', QUESTION_API.disable, undefined, { query: { groupId, id } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        http<{ message: string }>('DELETE', QUESTION_API.remove, undefined, {
          query: { groupId, id },
        }),
      onSuccess: refresh,
    }),
    importCsv: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('groupId', groupId);
        form.append('file', file, file.name);
        return upload<QuestionImportReport>(QUESTION_API.importCsv, form, query);
      },
      onSuccess: (report) => {
        if (report.created > 0) void refresh();
      },
    }),
  };
}

/** Downloads the import template (with the §7 headers, so not a plain link). */
export async function downloadQuestionTemplate(groupId: string): Promise<void> {
  // Counted for the busy overlay as before: the dialog shows no progress of its own.
  const { blob } = await download(QUESTION_API.importTemplate, {
    query: { groupId },
    background: false,
  });
  saveFile(blob, 'question-import-template.csv');
}
