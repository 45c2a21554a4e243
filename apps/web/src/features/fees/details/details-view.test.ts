import { describe, expect, it } from 'vitest';
import { detailsView } from './details-view';

const child = (userProfileId: string) => ({
  userProfileId,
  fullName: userProfileId,
  relation: 'Mother',
  className: null,
  instituteName: null,
  dues: null,
  payOnline: false,
  nextExam: null,
});
const inClass = { studentClass: { id: 'c', name: 'Class 3 A' }, children: [] };
const parent = { studentClass: null, children: [child('aarav'), child('diya')] };
const staff = { studentClass: null, children: [] };

describe("what a student's fee details page shows", () => {
  it('waits for the dashboard', () => {
    expect(detailsView({ own: true, isStaff: false, dashboard: undefined })).toEqual({
      kind: 'waiting',
    });
  });

  it("sends a parent on their own page to their first child's", () => {
    expect(detailsView({ own: true, isStaff: false, dashboard: parent })).toEqual({
      kind: 'child',
      userProfileId: 'aarav',
    });
  });

  it("shows a parent a child's dues", () => {
    expect(detailsView({ own: false, isStaff: false, dashboard: parent })).toEqual({
      kind: 'dues',
    });
  });

  it('shows a student their own dues, also one who handles fees', () => {
    expect(detailsView({ own: true, isStaff: false, dashboard: inClass })).toEqual({
      kind: 'dues',
    });
    expect(detailsView({ own: true, isStaff: true, dashboard: inClass })).toEqual({ kind: 'dues' });
  });

  it('lets staff on their own page find a student, and shows them a student’s dues', () => {
    expect(detailsView({ own: true, isStaff: true, dashboard: staff })).toEqual({ kind: 'finder' });
    expect(detailsView({ own: false, isStaff: true, dashboard: staff })).toEqual({ kind: 'dues' });
  });

  it('leaves the server to refuse anyone else', () => {
    expect(detailsView({ own: true, isStaff: false, dashboard: staff })).toEqual({ kind: 'dues' });
  });
});
