import { ADMISSION_API, ERROR_CODES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { accountRow, CURRENT, withPassword } from '../support/account-helpers.js';
import { admissionSchool, applicationFields, jpg } from '../support/admission-helpers.js';
import { useTestApp } from '../support/app.js';
import { multipart } from '../support/setup-helpers.js';

// Review finding 7: the traceId (CSRF) check and session loading tested the raw URL, while the
// router matches the decoded path. `POST /%72est/auth/login` without traceId signed in, and
// `GET /%72est/auth/me` with a valid cookie answered 401. Both now follow the matched route.

const t = useTestApp();

/** `/rest/...` with its first letter percent-encoded, as the review sent it. */
const encoded = (path: string) => path.replace(/^\/rest\//, '/%72est/');

describe('finding 7: the matched route decides, not the raw URL', () => {
  it('refuses POST /%72est/auth/login without traceId, as it refuses /rest/auth/login', async () => {
    const { username } = await accountRow(t, await withPassword(t));
    const body = { username, password: CURRENT };
    for (const url of ['/rest/auth/login', '/%72est/auth/login', '/%72%65st/auth/%6cogin']) {
      const res = await t.app.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe(ERROR_CODES.missingTraceId);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    const withTrace = await t.app.inject({
      method: 'POST',
      url: '/%72est/auth/login',
      headers: { traceid: 'encoded-login-1' },
      payload: body,
    });
    expect(withTrace.statusCode).toBe(200);
  });

  it('refuses a cross-site multipart post to the public apply route through an encoded path', async () => {
    const school = await admissionSchool(t);
    const form = multipart(
      [jpg('adhar.jpg')].map((f) => ({ field: 'files', name: f.name, bytes: f.bytes })),
      applicationFields(school),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: encoded(ADMISSION_API.apply),
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.missingTraceId);
  });

  it('loads the session for GET /%72est/auth/me (was 401)', async () => {
    const p = await withPassword(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/%72est/auth/me',
      headers: { cookie: p.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().username).toBe((await accountRow(t, p)).username);
  });

  it('keeps an address no route matches a 404, encoded or not, with or without traceId', async () => {
    for (const url of ['/rest/nothing-here', '/%72est/nothing-here']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
