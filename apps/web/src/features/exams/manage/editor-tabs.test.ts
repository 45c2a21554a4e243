import { describe, expect, it } from 'vitest';
import { currentTab, visibleTabs } from './editor-tabs';

describe('the exam editor’s tabs', () => {
  it('offer only the details of a new exam', () => {
    expect(visibleTabs(null)).toEqual(['details']);
  });

  it('offer questions and publishing for a draft, and the rest once published', () => {
    expect(visibleTabs('DRAFT')).toEqual(['details', 'questions', 'publish']);
    expect(visibleTabs('PUBLISHED')).toEqual([
      'details',
      'questions',
      'publish',
      'students',
      'marking',
      'results',
    ]);
    expect(visibleTabs('RESULTS_PUBLISHED')).toContain('results');
  });

  it('open the tab the URL names when it is there, else the first', () => {
    expect(currentTab('marking', visibleTabs('PUBLISHED'))).toBe('marking');
    expect(currentTab('marking', visibleTabs('DRAFT'))).toBe('details');
    expect(currentTab(null, visibleTabs('DRAFT'))).toBe('details');
    expect(currentTab('nonsense', visibleTabs('PUBLISHED'))).toBe('details');
  });
});
