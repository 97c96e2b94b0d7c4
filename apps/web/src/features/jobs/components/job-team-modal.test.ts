import { describe, expect, it } from 'vitest';
import { optionsWith } from './job-team-modal';

const person = (id: number, full_name: string) => ({ id, full_name, initials: full_name.slice(0, 2).toUpperCase() });

describe('EDIT TEAM options', () => {
  it('lists someone who is both member and manager once, before the team has loaded and after', () => {
    const jordan = person(7, 'Jordan Lee');
    expect(optionsWith([], [jordan, person(3, 'Sam Taylor'), jordan])).toEqual([
      { value: '7', label: 'Jordan Lee' },
      { value: '3', label: 'Sam Taylor' },
    ]);
    // the loaded team first; a disabled person on the job still named, once
    expect(optionsWith([{ value: '3', label: 'Sam Taylor' }], [person(9, 'Old Hand'), person(3, 'Sam Taylor'), person(9, 'Old Hand')])).toEqual([
      { value: '3', label: 'Sam Taylor' },
      { value: '9', label: 'Old Hand' },
    ]);
  });
});
