import {
  ADMISSION_EXTRA_FIELDS,
  checkAdmissionExtras,
  type ExtraFieldSettings,
  indiaDay,
  type ProfileDetailsInput,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import type { Caller } from '../permissions/index.js';
import { changeBasicInfo, mayChangeDetails, profileVisibility } from './card-service.js';

/** On a profile every admission detail is optional; each is checked as the admission form does. */
const ALL_OPTIONAL = Object.fromEntries(
  ADMISSION_EXTRA_FIELDS.map((f) => [f, 'optional']),
) as ExtraFieldSettings;

/**
 * Date of birth, address, previous school, blood group and category of a profile (issue 22
 * item 8): by its account, or by staff who manage the members where it is one. A profile the
 * caller may not find is not found; one it sees but may not change is forbidden.
 */
export async function saveProfileDetails(
  ctx: AppContext,
  caller: Caller,
  profileId: string,
  input: ProfileDetailsInput,
) {
  const seen = await profileVisibility(ctx.db, caller, profileId);
  if (!(await mayChangeDetails(ctx.db, caller, seen))) throw forbidden();
  const checked = checkAdmissionExtras(ALL_OPTIONAL, input, indiaDay(ctx.clock.now()));
  if (!checked.ok) throw badRequest(checked.message);
  return changeBasicInfo(ctx, caller, profileId, checked.value);
}
