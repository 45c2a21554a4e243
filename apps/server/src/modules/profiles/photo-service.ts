import { PROFILE_API, PROFILE_FIELD_MESSAGES } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { fileStoreOf, inFileTransaction } from '../../files/file-transaction.js';
import { checkFileKind, loadFile, type UploadedFile } from '../../files/uploads.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { findProfileWithEmail, lockProfilePhoto, updateProfile } from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import { profileVisibility } from './card-service.js';
import { isOwnProfile } from './policy.js';
import { PROFILE_MESSAGES } from './service.js';

export const PHOTO_PURPOSE = 'profile-photo';

/** The photo's address carries its file id, so a new photo is a new address (no stale cache). */
export const photoLocationOf = (profileId: string, fileId: string) =>
  `${PROFILE_API.photo(profileId)}?v=${fileId}`;

const FILE_ID = /[?&]v=([0-9a-f-]{36})$/;

/**
 * A new photo for one of the account's own profiles: one .jpg, .png or .webp, by content. The
 * photo it replaces is deleted with the change, so a profile keeps one photo file.
 */
export async function savePhoto(
  ctx: AppContext,
  caller: Caller,
  profileId: string,
  files: UploadedFile[],
) {
  const found = await findProfileWithEmail(ctx.db, profileId);
  if (!found || !isOwnProfile(caller, found.profile)) throw notFound(PROFILE_MESSAGES.notFound);
  const [file] = files;
  if (!file || files.length !== 1) throw badRequest(PROFILE_FIELD_MESSAGES.photoKinds);
  const kind = await checkFileKind(file, ['jpg', 'png', 'webp']);
  const now = ctx.clock.now();
  // A photo is of no institute: it counts against the account's own quota.
  return inFileTransaction(ctx.db, fileStoreOf(ctx), async (tx, files) => {
    // Locked, so two uploads at once cannot both keep the same old photo and lose one new one.
    const before = await lockProfilePhoto(tx, profileId);
    const oldFileId = before?.photoLocation?.match(FILE_ID)?.[1];
    const [stored] = await files.store(now, [
      {
        file,
        kind,
        purpose: PHOTO_PURPOSE,
        instituteId: null,
        ownerAccountId: caller.accountId,
      },
    ]);
    if (!stored) throw new Error('photo store returned nothing');
    if (oldFileId)
      await files.release([oldFileId], PHOTO_PURPOSE, { personalOf: caller.accountId });
    const row = await updateProfile(tx, profileId, {
      photoLocation: photoLocationOf(profileId, stored.id),
    });
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    await recordAudit(tx, ctx, caller, {
      action: 'profile.photoChanged',
      targetType: 'profile',
      targetId: row.id,
    });
    return row;
  });
}

/** The photo's bytes, for a viewer who may see the profile. */
export async function loadPhoto(ctx: AppContext, caller: Caller, profileId: string) {
  const { found } = await profileVisibility(ctx.db, caller, profileId);
  const fileId = found.profile.photoLocation?.match(FILE_ID)?.[1];
  if (!fileId) throw notFound('This profile has no photo.');
  const loaded = await loadFile(ctx.db, ctx.files, fileId, null);
  if (loaded?.row.purpose !== PHOTO_PURPOSE) throw notFound('This profile has no photo.');
  return loaded;
}
