import { PRINT_API, type PrintDefaultersCount, type PrintSetup } from '@shala/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { download, http } from '../../core/http';
import { dispositionName, saveFile } from '../../core/save-file';
import { type PrintChoice, printRequest } from './print-rules';

/** GET setup: the classes the caller may print for, what of each, and the fee defaulters. */
export function usePrintSetup(groupId: string) {
  return useQuery({
    queryKey: ['print', groupId, 'setup'],
    enabled: !!groupId,
    queryFn: () => http<PrintSetup>('GET', PRINT_API.setup, undefined, { query: { groupId } }),
  });
}

/** GET how many defaulters the PDF will list on the day (of one class when named). */
export function useDefaultersCount(
  groupId: string,
  classId: string,
  day: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['print', groupId, 'defaulters', classId, day],
    enabled: enabled && !!groupId,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<PrintDefaultersCount>('GET', PRINT_API.feeDefaultersCount, undefined, {
        query: { groupId, day, ...(classId ? { classId } : {}) },
      }),
  });
}

/** Downloads the chosen PDF under the server's file name. */
export async function downloadPrint(instituteId: string, choice: PrintChoice): Promise<void> {
  const request = printRequest(instituteId, choice, PRINT_API);
  const file = await download(request.path, { query: request.query, accept: 'application/pdf' });
  saveFile(file.blob, dispositionName(file.disposition, request.fallback));
}
