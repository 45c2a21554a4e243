import { STUDENT_NAME, type TenantCases } from '../platform/tenant-walk.js';
import { JPEG } from '../support/admission-helpers.js';
import { multipart } from '../support/setup-helpers.js';

/** The chat module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const chatTenantCases: TenantCases = (w) => ({
  // The caller's own account only: no id to name.
  'PUT /rest/chat/status': () => ({ payload: { chatStatus: 'OFFLINE' } }),
  // Chat with A's people: refused, and nothing of theirs answered.
  'GET /rest/chat/messages': () => ({
    query: () => ({ receiverId: w.a.student.profileId, ownerType: 'USER' }),
    namesA: true,
  }),
  'POST /rest/chat/message': () => ({
    payload: { ownerType: 'USER', recipientId: w.a.student.profileId, content: 'Hi' },
    namesA: true,
  }),
  'PUT /rest/chat/seen': () => ({
    payload: { ownerType: 'GROUP', receiverId: w.a.open.id },
    namesA: true,
  }),
  'DELETE /rest/chat/message/:id': () => ({ namesA: true }),
  'GET /rest/chat/media/:id': () => ({ namesA: true }),
  'GET /rest/chat/list': () => ({}),
  'GET /rest/chat/search': () => ({ query: () => ({ query: STUDENT_NAME }) }),
  'POST /rest/chat/media': () => {
    const form = multipart([{ field: 'file', name: 'me.jpg', bytes: JPEG }]);
    return { payload: form.payload, contentType: form.contentType };
  },
});
