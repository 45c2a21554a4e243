import type { ClassData } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { myGroupRow } from './my-group-row.test-support';
import {
  classesByLevel,
  compareLevels,
  imageOf,
  initialsOf,
  isGroupId,
  isGroupMissing,
  parseSections,
  splitMine,
} from './rules';

const cls = (name: string, level: string | null, section: string | null): ClassData => ({
  id: name,
  name,
  level,
  section,
  admissionConfigSet: false,
  memberCount: 0,
});

describe('classesByLevel', () => {
  it('orders pre-primary first and numbered classes as numbers, sections alphabetically', () => {
    const groups = classesByLevel([
      cls('Class 10 A', 'Class 10', 'A'),
      cls('Class 2 B', 'Class 2', 'B'),
      cls('Class 2 A', 'Class 2', 'A'),
      cls('UKG A', 'UKG', 'A'),
      cls('Nursery', 'Nursery', null),
      cls('Science Club', null, null),
    ]);
    expect(groups.map((g) => g.level)).toEqual([
      'Nursery',
      'UKG',
      'Class 2',
      'Class 10',
      'Science Club',
    ]);
    expect(groups[2]?.classes.map((c) => c.name)).toEqual(['Class 2 A', 'Class 2 B']);
  });

  it('compares levels', () => {
    expect(compareLevels('LKG', 'Class 1')).toBeLessThan(0);
    expect(compareLevels('Class 9', 'Class 11')).toBeLessThan(0);
  });
});

describe('parseSections', () => {
  it('splits on commas and spaces, upper-cases and drops repeats', () => {
    expect(parseSections(' a, B  c;d/a ')).toEqual(['A', 'B', 'C', 'D']);
    expect(parseSections('   ')).toEqual([]);
  });
});

const mine = myGroupRow;

describe('splitMine', () => {
  it('lists each group once with its roles, institutes and classes apart', () => {
    const result = splitMine([
      mine({}),
      mine({ id: 'c2', name: 'Class 10 A', type: 'CLASS', superGroupId: 'i1' }),
      mine({ id: 'c1', name: 'Class 2 A', type: 'CLASS', superGroupId: 'i1', sessionId: 's1' }),
      mine({ id: 'c1', name: 'Class 2 A', type: 'CLASS', superGroupId: 'i1', sessionId: 's2' }),
      mine({ id: 'c1', name: 'Class 2 A', type: 'CLASS', roleName: 'Parent' }),
    ]);
    expect(result.institutes.map((e) => e.name)).toEqual(['Oak School']);
    expect(result.classes.map((e) => [e.name, e.roles])).toEqual([
      ['Class 2 A', ['Teacher', 'Parent']],
      ['Class 10 A', ['Teacher']],
    ]);
  });
  it('is empty without data', () => {
    expect(splitMine(undefined)).toEqual({ institutes: [], classes: [] });
  });
});

describe('imageOf and initialsOf', () => {
  it('treats the string null as no image', () => {
    expect(imageOf('null')).toBeNull();
    expect(imageOf('')).toBeNull();
    expect(imageOf('/rest/x/logo')).toBe('/rest/x/logo');
  });
  it('takes two initials', () => {
    expect(initialsOf(' Demo Public School ')).toBe('DP');
    expect(initialsOf('Class')).toBe('C');
  });
});

describe('group ids in addresses', () => {
  it('takes only UUIDs as group ids', () => {
    expect(isGroupId('3f2b8c1e-6a4d-4e2f-9b1a-0c5d7e8f9a0b')).toBe(true);
    expect(isGroupId('3F2B8C1E-6A4D-4E2F-9B1A-0C5D7E8F9A0B')).toBe(true);
    expect(isGroupId('xyz')).toBe(false);
    expect(isGroupId('')).toBe(false);
    expect(isGroupId('3f2b8c1e-6a4d-4e2f-9b1a-0c5d7e8f9a0b/details')).toBe(false);
  });

  it('reads a 404 as a missing group and other failures as worth retrying', () => {
    expect(isGroupMissing({ status: 404, message: 'This group does not exist.' })).toBe(true);
    expect(isGroupMissing({ status: 0, message: 'Could not reach Shala.' })).toBe(false);
    expect(isGroupMissing({ status: 403 })).toBe(false);
    expect(isGroupMissing(null)).toBe(false);
  });
});
