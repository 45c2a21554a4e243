import {
  ADMISSION_API,
  type AdmissionApplied,
  type PublicAdmissionClass,
  type PublicAdmissionInstitute,
  type PublicAdmissionSession,
} from '@shala/shared';
import { ApiError, errorMessage, http, NETWORK_MESSAGE, requestHeaders } from '../../core/http';
import { requestCounter } from '../../core/request-counter';

export type AdmissionPageData = {
  institute: PublicAdmissionInstitute;
  session: PublicAdmissionSession;
  classes: PublicAdmissionClass[];
};

export type AdmissionLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: AdmissionPageData };

/** Spec §4: on load the institute and the session are fetched (and the institute's classes). */
export async function loadAdmissionPage(
  instituteId: string,
  sessionId: string,
): Promise<AdmissionLoad> {
  try {
    const [institute, session, classes] = await Promise.all([
      http<PublicAdmissionInstitute>('GET', ADMISSION_API.publicInstitute(instituteId)),
      http<PublicAdmissionSession>('GET', ADMISSION_API.publicSession(sessionId), undefined, {
        query: { instituteId },
      }),
      http<PublicAdmissionClass[]>('GET', ADMISSION_API.publicClasses(instituteId)),
    ]);
    return { state: 'ready', data: { institute, session, classes } };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { state: 'missing' };
    }
    return { state: 'failed', message: errorMessage(error) };
  }
}

/**
 * Sends the application as multipart/form-data with the §7 headers (the JSON client cannot
 * carry files), counted for the busy overlay. Failures throw ApiError with the server's message.
 */
export async function submitAdmission(
  fields: Record<string, string>,
  files: File[],
): Promise<AdmissionApplied> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('files', file, file.name);
  const end = requestCounter.begin();
  try {
    let response: Response;
    try {
      response = await fetch(ADMISSION_API.apply, {
        method: 'POST',
        headers: { Accept: 'application/json', ...requestHeaders() },
        credentials: 'include',
        body,
      });
    } catch {
      throw new ApiError(0, NETWORK_MESSAGE, 'NETWORK');
    }
    const data = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) {
      throw new ApiError(
        response.status,
        data.message || `The request failed (${response.status}).`,
      );
    }
    return data as AdmissionApplied;
  } finally {
    end();
  }
}
