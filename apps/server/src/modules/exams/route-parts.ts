import type { GroupAction } from '@shala/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartLimits } from '../../files/uploads.js';
import { GROUP_IN_BODY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';

// What the exam routes declare alike: their OpenAPI tag, the multipart forms of the question and
// the answer (for their image), and how an image is sent.

export const tags = ['exams'];

/**
 * A form route's config: its action, its group a field of the form (the guard reads the form
 * within these limits and checks that groupId), and the form's limits.
 */
export const formConfig = (action: GroupAction, form: MultipartLimits) => ({
  access: groupAction(action, GROUP_IN_BODY),
  form,
});
/** A form route takes the multipart form, or the same fields as JSON. */
export const formConsumes = ['multipart/form-data', 'application/json'];

/** What a form route hands its service after the context: the caller, the group, the form's
 * fields (parsed by the route's schema) and its files. */
export async function formArgs<Body>(request: FastifyRequest & { body: Body }) {
  return [
    await callerOf(request),
    groupOf(request),
    request.body,
    request.uploadedFiles ?? [],
  ] as const;
}

/** A stored image (a question's, an answer's): sent as its own type, never sniffed. */
export function sendImage(
  reply: FastifyReply,
  image: { row: { mimeType: string }; bytes: Buffer },
) {
  return reply
    .header('x-content-type-options', 'nosniff')
    .type(image.row.mimeType)
    .send(image.bytes);
}
