import { INSTITUTE_API, type PublicInstitute } from '@shala/shared';
import { ApiError, http } from '../../core/http';

export type InstituteLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; institute: PublicInstitute };

/** The public institute details; an unknown institute (or a malformed id) is 'missing'. */
export async function loadPublicInstitute(instituteId: string): Promise<InstituteLoad> {
  try {
    const institute = await http<PublicInstitute>('GET', INSTITUTE_API.publicDetails(instituteId));
    return { state: 'ready', institute };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { state: 'missing' };
    }
    return {
      state: 'failed',
      message: error instanceof Error ? error.message : 'The institute could not be loaded.',
    };
  }
}

export const INSTITUTE_TABS = [
  { id: 'about', label: 'About' },
  { id: 'classes', label: 'Classes' },
  { id: 'contact', label: 'Contact' },
  { id: 'admission', label: 'Admission' },
] as const;
export type InstituteTab = (typeof INSTITUTE_TABS)[number]['id'];

/** The tab named in the address; anything else shows About. */
export function tabOf(tabId: string | undefined): InstituteTab {
  return INSTITUTE_TABS.find((t) => t.id === tabId)?.id ?? 'about';
}
