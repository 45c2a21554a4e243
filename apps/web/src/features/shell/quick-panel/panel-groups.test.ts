import { describe, expect, it } from 'vitest';
import { myGroupRow } from '../../groups/my-group-row.test-support';
import { panelGroups } from './panel-groups';

const row = myGroupRow;

describe('panelGroups', () => {
  it('lists institutes and classes by name with the role, whatever the defaults are', () => {
    const result = panelGroups([
      row({}),
      row({ id: 'c1', name: 'Class 5 A', type: 'CLASS', superGroupId: 'i1' }),
    ]);
    expect(result.institutes).toEqual([{ id: 'i1', label: 'Oak School', detail: 'Teacher' }]);
    expect(result.classes).toEqual([{ id: 'c1', label: 'Class 5 A', detail: 'Teacher' }]);
  });

  it('names the institute of a class when there are several', () => {
    const result = panelGroups([
      row({}),
      row({ id: 'i2', name: 'Pine School', roleName: 'Student' }),
      row({ id: 'c1', name: 'Class 5 A', type: 'CLASS', superGroupId: 'i2' }),
    ]);
    expect(result.classes.map((c) => c.label)).toEqual(['Class 5 A (Pine School)']);
  });

  it('is empty without groups', () => {
    expect(panelGroups([])).toEqual({ institutes: [], classes: [] });
    expect(panelGroups(undefined)).toEqual({ institutes: [], classes: [] });
  });
});
