import { describe, expect, it } from 'vitest';
import { panelGroups } from './quick-panel-groups';

describe('panelGroups', () => {
  it('splits the group map into institutes and classes', () => {
    const groups = { inst1234abcd: ['getGroup'], class123abcd: ['getNotice'] };
    const result = panelGroups(
      groups,
      { defaultInstituteId: 'inst1234abcd', defaultClassId: 'class123abcd' },
      [],
    );
    expect(result.institutes.map((g) => g.id)).toEqual(['inst1234abcd']);
    expect(result.classes.map((g) => g.id)).toEqual(['class123abcd']);
  });
  it('is empty without groups', () => {
    const result = panelGroups({}, { defaultInstituteId: null, defaultClassId: null }, undefined);
    expect(result).toEqual({ institutes: [], classes: [] });
  });
});
