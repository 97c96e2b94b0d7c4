import { describe, expect, it } from 'vitest';
import { matchCandidates } from './mention-match';

const people = [
  { id: 2, full_name: 'Sam Taylor', initials: 'ST' },
  { id: 4, full_name: 'Casey Nguyen', initials: 'CN' },
  { id: 7, full_name: 'Morgan Price', initials: 'MP' },
  { id: 2, full_name: 'Sam Taylor', initials: 'ST' },
];

describe('mention suggestions', () => {
  it('match the start of the name or of any word, ignoring case, each person once', () => {
    expect(matchCandidates(people, 'sam').map((p) => p.id)).toEqual([2]);
    expect(matchCandidates(people, 'NGU').map((p) => p.id)).toEqual([4]);
    expect(matchCandidates(people, '').map((p) => p.id)).toEqual([2, 4, 7]);
    expect(matchCandidates(people, 'aylor x')).toEqual([]);
  });
  it('offer at most eight people', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, full_name: `Alex ${i}`, initials: 'A' }));
    expect(matchCandidates(many, 'al')).toHaveLength(8);
  });
});
