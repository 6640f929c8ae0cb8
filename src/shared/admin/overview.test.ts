import { describe, expect, it } from 'vitest';
import { describeChange } from './overview';

describe('describeChange', () => {
  it('shows growth, a fall and no change against the month before', () => {
    expect(describeChange({ total: 112, current: 112, previous: 100 })).toEqual({
      text: '+12% from last month',
      trend: 'up',
    });
    expect(describeChange({ total: 5, current: 3, previous: 4 })).toEqual({
      text: '-25% from last month',
      trend: 'down',
    });
    expect(describeChange({ total: 10, current: 10, previous: 10 })).toEqual({
      text: 'No change from last month',
      trend: 'flat',
    });
  });

  it('does not divide by an empty month', () => {
    expect(describeChange({ total: 3, current: 3, previous: 0 }).text).toBe('New this month');
    expect(describeChange({ total: 0, current: 0, previous: 0 }).text).toBe(
      'No change from last month',
    );
  });
});
