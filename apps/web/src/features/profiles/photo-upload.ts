import {
  PHOTO_MAX_BYTES,
  PROFILE_API,
  PROFILE_FIELD_MESSAGES,
  type ProfileData,
} from '@shala/shared';
import { ApiError, requestHeaders } from '../../core/http';

const KINDS = ['image/jpeg', 'image/png', 'image/webp'];

/** A first check in the browser; the server decides by the file's bytes. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!KINDS.includes(file.type) || file.size === 0 || file.size > PHOTO_MAX_BYTES) {
    return PROFILE_FIELD_MESSAGES.photoKinds;
  }
  return undefined;
}

/** Multipart upload of a profile photo, with the §7 headers. */
export async function uploadPhoto(profileId: string, file: File): Promise<ProfileData> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const response = await fetch(PROFILE_API.photo(profileId), {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', ...requestHeaders() },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  if (!response.ok) {
    throw new ApiError(response.status, body.message ?? 'The photo could not be saved.', body.code);
  }
  return body as unknown as ProfileData;
}
