import { VISITOR_PHOTO_MAX_BYTES, VISITOR_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  checkVisitor,
  firstVisitor,
  photoProblem,
  shownTime,
  shrunkSize,
  visitorFormData,
  visitorPhotoUrl,
} from './visitor-form';

const GROUP = '11111111-1111-4111-8111-111111111111';
const HOST = '22222222-2222-4222-8222-222222222222';
const jpeg = (size = 1000) => ({ type: 'image/jpeg', size });

describe('checkVisitor', () => {
  it('takes a visitor as the server will: phone cleaned, blanks as none, vehicle in capitals', () => {
    const checked = checkVisitor(
      {
        ...firstVisitor(),
        name: '  Ramesh   Kumar ',
        phone: '+91 98765 43210',
        hostProfileId: HOST,
        people: '2',
        vehicle: 'ka 01 ab 1234',
      },
      GROUP,
      jpeg(),
    );
    expect(checked).toEqual({
      ok: true,
      form: {
        groupId: GROUP,
        name: 'Ramesh Kumar',
        phone: '9876543210',
        purpose: 'MEET_STAFF',
        details: null,
        hostProfileId: HOST,
        people: 2,
        vehicle: 'KA 01 AB 1234',
      },
    });
  });

  it('says what is wrong beside each field, in the contract’s words', () => {
    const checked = checkVisitor(
      { ...firstVisitor(), name: ' ', phone: '12345', people: '', vehicle: 'KA#1' },
      GROUP,
      { type: 'image/gif', size: 10 },
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      name: VISITOR_TEXTS.name,
      phone: VISITOR_TEXTS.phone,
      people: VISITOR_TEXTS.people,
      vehicle: VISITOR_TEXTS.vehicle,
      photo: VISITOR_TEXTS.photo,
    });
  });

  it('refuses 0 or 21 people, and a whole photo over 2 MB', () => {
    for (const people of ['0', '21', '1.5', 'two']) {
      const checked = checkVisitor(
        { ...firstVisitor(), name: 'A', phone: '9876543210', people },
        GROUP,
        null,
      );
      expect(checked.ok ? null : checked.errors.people, people).toBe(VISITOR_TEXTS.people);
    }
    expect(photoProblem(jpeg(VISITOR_PHOTO_MAX_BYTES))).toBeUndefined();
    expect(photoProblem(jpeg(VISITOR_PHOTO_MAX_BYTES + 1))).toBe(VISITOR_TEXTS.photo);
    expect(photoProblem({ type: 'image/png', size: 10 })).toBeUndefined();
    expect(photoProblem({ type: 'image/heic', size: 10 })).toBe(VISITOR_TEXTS.photo);
  });
});

describe('visitorFormData', () => {
  it('sends the filled fields and the photo as `photo`, leaving out what is none', () => {
    const checked = checkVisitor(
      { ...firstVisitor(), name: 'Ramesh Kumar', phone: '9876543210' },
      GROUP,
      null,
    );
    if (!checked.ok) throw new Error('expected a valid visitor');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'face.jpg', {
      type: 'image/jpeg',
    });
    const form = visitorFormData(checked.form, photo);
    expect([...form.keys()]).toEqual(['groupId', 'name', 'phone', 'purpose', 'people', 'photo']);
    expect(form.get('people')).toBe('1');
    expect((form.get('photo') as File).name).toBe('face.jpg');
    expect(visitorFormData(checked.form, null).has('photo')).toBe(false);
  });
});

describe('how a visitor is shown', () => {
  it('gives times in India, 24-hour', () => {
    expect(shownTime('2026-11-23T05:02:00.000Z')).toBe('10:32');
    expect(shownTime('2026-11-23T12:45:00.000Z')).toBe('18:15');
  });

  it('addresses the photo by institute and visitor', () => {
    expect(visitorPhotoUrl('g1', 'v1')).toBe('/rest/visitor/photo?groupId=g1&id=v1');
  });

  it('shrinks a big photo to 1280 px on its longest side, keeping a small one', () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(shrunkSize(3000, 4000)).toEqual({ width: 960, height: 1280 });
    expect(shrunkSize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
