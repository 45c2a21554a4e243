import {
  PHOTO_MAX_BYTES,
  PROFILE_API,
  PROFILE_FIELD_MESSAGES,
  type ProfileData,
} from '@shala/shared';
import { upload } from '../../core/http';

const KINDS = ['image/jpeg', 'image/png', 'image/webp'];

/** A first check in the browser; the server decides by the file's bytes. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!KINDS.includes(file.type) || file.size === 0 || file.size > PHOTO_MAX_BYTES) {
    return PROFILE_FIELD_MESSAGES.photoKinds;
  }
  return undefined;
}

/** Uploads a profile photo (the server checks its bytes and answers the profile). */
export function uploadPhoto(profileId: string, file: File): Promise<ProfileData> {
  const form = new FormData();
  form.append('photo', file, file.name);
  return upload<ProfileData>(PROFILE_API.photo(profileId), form);
}
