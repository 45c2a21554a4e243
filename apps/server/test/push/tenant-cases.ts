import type { TenantCases } from '../platform/tenant-walk.js';

/** The push module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const pushTenantCases: TenantCases = () => ({
  // The caller's own browser: nothing of A to name.
  'GET /rest/fcm/vapid-key': () => ({}),
  'POST /rest/fcm/registerkey': () => ({
    payload: {
      key: JSON.stringify({
        endpoint: 'https://fcm.googleapis.com/fcm/send/b',
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
      }),
    },
  }),
});
