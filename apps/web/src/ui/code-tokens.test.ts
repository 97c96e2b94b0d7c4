import { describe, expect, it } from 'vitest';
import { tokenize } from './code-tokens';

describe('code snippet highlight', () => {
  it('marks keywords, strings, numbers and comments and keeps every character', () => {
    const code = 'const url = "http://x.test"; // v2\nreturn 42;';
    const tokens = tokenize(code);
    expect(tokens.map((t) => t.text).join('')).toBe(code);
    expect(tokens.filter((t) => t.kind !== 'plain')).toEqual([
      { kind: 'keyword', text: 'const' },
      { kind: 'string', text: '"http://x.test"' },
      { kind: 'comment', text: '// v2' },
      { kind: 'keyword', text: 'return' },
      { kind: 'number', text: '42' },
    ]);
  });
  it('treats # as a comment only where a shell or Python comment starts', () => {
    expect(tokenize('color: #4c5fd5;').some((t) => t.kind === 'comment')).toBe(false);
    expect(tokenize('x = 1  # one').at(-1)).toEqual({ kind: 'comment', text: '# one' });
  });
});
