import { GROUP_ACTIONS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { permissionSections, sectionState } from './permission-groups';

describe('permissionSections', () => {
  it('puts every group action in exactly one section', () => {
    const sections = permissionSections();
    const all = sections.flatMap((s) => s.actions);
    expect(all.sort()).toEqual([...GROUP_ACTIONS].sort());
    expect(sections.find((s) => s.title === 'Other')).toBeUndefined();
    expect(sections.find((s) => s.title === 'Admission')?.actions).toEqual([
      'createAdmissionConfig',
      'getAdmissionRequests',
      'decideAdmission',
    ]);
    expect(sections.find((s) => s.title === 'Exams')?.actions).toContain('createObjectiveOption');
    expect(sections.find((s) => s.title === 'Stock')?.actions).toEqual(['getStock', 'manageStock']);
    expect(sections.find((s) => s.title === 'Statistics')?.actions).toEqual(['getStatistics']);
    expect(sections.find((s) => s.title === 'Certificates')?.actions).toEqual(['issueCertificate']);
  });
});

describe('sectionState', () => {
  it('tells all, none and some', () => {
    const section = { title: 'T', actions: ['getGroup', 'manageGroup'] as const };
    const s = { ...section, actions: [...section.actions] };
    expect(sectionState(s, new Set(['getGroup', 'manageGroup']))).toBe('all');
    expect(sectionState(s, new Set())).toBe('none');
    expect(sectionState(s, new Set(['getGroup']))).toBe('some');
  });
});
