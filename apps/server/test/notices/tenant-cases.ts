import { ofB, onA, type TenantCases } from '../platform/tenant-walk.js';

/** The notices module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const noticesTenantCases: TenantCases = (w) => ({
  'GET /rest/notice': () => ({}),
  'GET /rest/notice/id': () => onA({ query: () => ({ id: w.aNotices.noticeId }) }),
  'GET /rest/notice/readers': () => onA({ query: () => ({ id: w.aNotices.noticeId }) }),
  'GET /rest/notice/file': () =>
    onA({ query: () => ({ id: w.aNotices.noticeId, fileId: w.aNotices.fileId }) }),
  'POST /rest/notice/file': () => onA({ payload: ofB(w, { id: w.aNotices.noticeId }) }),
  'DELETE /rest/notice/file': () =>
    onA({ query: () => ({ id: w.aNotices.noticeId, fileId: w.aNotices.fileId }) }),
  'GET /rest/notice/audience': () => ({}),
  'GET /rest/notice/people': () => ({ query: () => ({ q: 'Zoravar' }) }),
  // A's class named as B's audience: refused, nothing posted to A's people.
  'POST /rest/notice': () =>
    onA({
      payload: ofB(w, {
        title: 'Taken over',
        body: 'Hello',
        audience: 'CLASSES',
        targetIds: [w.a.open.id],
      }),
    }),
  'PUT /rest/notice': () =>
    onA({
      payload: ofB(w, {
        id: w.aNotices.noticeId,
        title: 'Taken over',
        body: 'Hello',
        audience: 'INSTITUTE',
      }),
    }),
  'PUT /rest/notice/pin': () => onA({ payload: ofB(w, { id: w.aNotices.noticeId, pinned: true }) }),
  'PUT /rest/notice/archive': () =>
    onA({ payload: ofB(w, { id: w.aNotices.noticeId, archived: true }) }),
  'DELETE /rest/notice': () => onA({ query: () => ({ id: w.aNotices.noticeId }) }),
});
