import { NOTICE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { QUOTA_MESSAGES } from '../../src/files/quota.js';
import { useTestApp } from '../support/app.js';
import { as } from '../support/factories.js';
import { multipart } from '../support/setup-helpers.js';
import { jpegOfSize, storedRows } from '../support/upload-helpers.js';
import { inboxOf, ncall, noticeSchool, PDF, postForm } from './notice-school.js';

// A tiny quota, so that a few attachments of 1 MB fill it.
const t = useTestApp({ STORAGE_QUOTA_MB: '2' });
const PURPOSE = 'notice-attachment';
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const fields = (groupId: string) => ({
  groupId,
  title: 'Exam syllabus',
  body: 'The syllabus is attached.',
  audience: 'INSTITUTE',
});

describe("a notice's attachments", () => {
  it('are taken by content, listed with the notice, and sent to those who may see it', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const res = await postForm(t, s.admin, fields(groupId), [
      { name: 'syllabus.pdf', bytes: PDF },
      { name: 'map.jpg', bytes: jpegOfSize(2000) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const notice = res.json().data;
    expect(notice.files).toEqual([
      expect.objectContaining({ name: 'syllabus.pdf', mimeType: 'application/pdf' }),
      expect.objectContaining({ name: 'map.jpg', mimeType: 'image/jpeg', sizeBytes: 2000 }),
    ]);
    expect(notice.attachments).toBe(2);
    const [pdf] = notice.files;
    const got = await ncall(t, s.rohan, 'GET', 'file', {
      groupId: s.classA.id,
      id: notice.id,
      fileId: pdf.id,
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    // Another notice's id with this file, or a file of no notice: not found.
    const wrong = await ncall(t, s.rohan, 'GET', 'file', {
      groupId: s.classA.id,
      id: notice.id,
      fileId: s.rohan.profileId,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(NOTICE_TEXTS.fileNotFound);

    const deleted = await ncall(t, s.admin, 'DELETE', '', { groupId, id: notice.id });
    expect(deleted.statusCode).toBe(200);
    expect(await storedRows(t, PURPOSE)).toBe(0);
  });

  it('refuse a file whose bytes are not a PDF or an image, and posts nothing', async () => {
    const s = await noticeSchool(t);
    const res = await postForm(t, s.admin, fields(s.institute.id), [
      { name: 'virus.pdf', bytes: Buffer.from('MZ this is not a pdf at all') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('virus.pdf is not a .pdf or .jpg or .png or .webp file.');
    expect(await inboxOf(t, s, s.admin, { box: 'posted' })).toEqual([]);
    expect(await storedRows(t, PURPOSE)).toBe(0);
  });

  it("stay within the institute's storage quota, else nothing is posted", async () => {
    const s = await noticeSchool(t);
    const big = jpegOfSize(1_000_000);
    const first = await postForm(t, s.admin, fields(s.institute.id), [
      { name: 'a.jpg', bytes: big },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const second = await postForm(t, s.admin, fields(s.institute.id), [
      { name: 'b.jpg', bytes: big },
      { name: 'c.jpg', bytes: big },
    ]);
    expect(second.statusCode).toBe(413);
    expect(second.json().message).toBe(QUOTA_MESSAGES.full(2));
    expect(await inboxOf(t, s, s.admin, { box: 'posted' })).toEqual([first.json().data.id]);
    expect(await storedRows(t, PURPOSE)).toBe(1);
  });

  it('are at most five', async () => {
    const s = await noticeSchool(t);
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, bytes: PDF }));
    const res = await postForm(t, s.admin, fields(s.institute.id), files);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Please upload at most 5 files.');
  });

  it('are added to and removed from a notice by who manages it, five at most', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const res = await postForm(t, s.admin, fields(groupId), [{ name: 'a.pdf', bytes: PDF }]);
    const id = res.json().data.id;
    const more = multipart(
      [
        { field: 'files', name: 'b.pdf', bytes: PDF },
        { field: 'files', name: 'c.png', bytes: PNG },
      ],
      { groupId, id },
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/rest/notice/file',
      headers: { ...as(s.admin), 'content-type': more.contentType },
      payload: more.payload,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(NOTICE_TEXTS.filesAdded);
    const files = added.json().data.files as { id: string; name: string }[];
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf', 'c.png']);

    const tooMany = multipart(
      ['d', 'e', 'f'].map((n) => ({ field: 'files', name: `${n}.pdf`, bytes: PDF })),
      { groupId, id },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/rest/notice/file',
      headers: { ...as(s.admin), 'content-type': tooMany.contentType },
      payload: tooMany.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(NOTICE_TEXTS.files);
    const empty = await ncall(t, s.admin, 'POST', 'file', { groupId, id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NOTICE_TEXTS.noFiles);

    const notHers = await ncall(t, s.asha, 'DELETE', 'file', { groupId, id, fileId: files[1]?.id });
    expect(notHers.statusCode).toBe(403);
    const removed = await ncall(t, s.admin, 'DELETE', 'file', {
      groupId,
      id,
      fileId: files[1]?.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.files.map((f: { name: string }) => f.name)).toEqual([
      'a.pdf',
      'c.png',
    ]);
    expect(await storedRows(t, PURPOSE)).toBe(2);
    const again = await ncall(t, s.admin, 'DELETE', 'file', { groupId, id, fileId: files[1]?.id });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(NOTICE_TEXTS.fileNotFound);
  });
});
