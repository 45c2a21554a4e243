import {
  DISPLAY_TIME_ZONE,
  LOCALE,
  VISITOR_TEXTS as M,
  VISITOR_API,
  VISITOR_PHOTO_MAX_BYTES,
  type VisitorForm,
  type VisitorPurpose,
  visitorFormSchema,
} from '@shala/shared';

/**
 * The visitor log's form as typed, checked before it is sent with the contract's own schema
 * (the server says the same words), the photo's own check, the multipart form it is sent as,
 * and how a visitor's times and photo are shown.
 */

export type VisitorDraft = {
  name: string;
  phone: string;
  purpose: VisitorPurpose;
  details: string;
  /** The staff member to meet; '' for none. */
  hostProfileId: string;
  people: string;
  vehicle: string;
};
export type VisitorErrors = Partial<Record<keyof VisitorDraft | 'photo', string>>;
export type CheckedVisitor = { ok: true; form: VisitorForm } | { ok: false; errors: VisitorErrors };

export const firstVisitor = (): VisitorDraft => ({
  name: '',
  phone: '',
  purpose: 'MEET_STAFF',
  details: '',
  hostProfileId: '',
  people: '1',
  vehicle: '',
});

/** The photo's types, as the file input asks for them (a phone then opens its camera). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png';

/** Why a chosen photo cannot be sent (not a JPEG or PNG, over 2 MB); undefined: it can. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return M.photo;
  if (file.size > VISITOR_PHOTO_MAX_BYTES) return M.photo;
  return undefined;
}

/** The typed visitor checked as the server will check it; the first message of each field. */
export function checkVisitor(
  draft: VisitorDraft,
  groupId: string,
  photo: Pick<File, 'type' | 'size'> | null,
): CheckedVisitor {
  const parsed = visitorFormSchema.safeParse({
    groupId,
    name: draft.name,
    phone: draft.phone,
    purpose: draft.purpose,
    details: draft.details,
    hostProfileId: draft.hostProfileId,
    // A blank count is the form's mistake, not "one": the schema's default is for the API.
    people: draft.people.trim() === '' ? Number.NaN : draft.people.trim(),
    vehicle: draft.vehicle,
  });
  const errors: VisitorErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof VisitorErrors;
      errors[key] ??= issue.message;
    }
  }
  const photoWhy = photo ? photoProblem(photo) : undefined;
  if (photoWhy) errors.photo = photoWhy;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, form: parsed.data };
}

/** The multipart form of POST /rest/visitor: the checked fields, then the photo as `photo`. */
export function visitorFormData(form: VisitorForm, photo: File | null): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (value !== null && value !== undefined && value !== '') data.append(key, String(value));
  }
  if (photo) data.append('photo', photo, photo.name || 'photo.jpg');
  return data;
}

/** The address of a visitor's photo (the desk's and the host's): a plain image URL. */
export const visitorPhotoUrl = (groupId: string, id: string) =>
  `${VISITOR_API.photo}?${new URLSearchParams({ groupId, id })}`;

const TIME = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
});
/** "10:32": the time of an instant in India (a visitor's in and out). */
export const shownTime = (iso: string) => TIME.format(new Date(iso));

/** The longest side of a photo as sent: enough to know a face again, small enough to send. */
export const PHOTO_SIDE_MAX = 1280;

/** The size a photo is drawn at: its own when small enough, else its longest side at the max. */
export function shrunkSize(width: number, height: number, max = PHOTO_SIDE_MAX) {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
