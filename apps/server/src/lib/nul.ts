/** PostgreSQL text cannot hold U+0000; stored as sent it fails the query (a 500), so it is refused on its field. */
export const NUL_MESSAGE = 'This text contains a character that cannot be saved (NUL).';

/**
 * The dotted paths of the strings (and keys) holding U+0000 in a parsed body or query.
 * Walks with an explicit stack, not recursion: a JSON body nested thousands of levels deep
 * (`[[[[...]]]]`) would otherwise overflow the call stack, a 500.
 */
export function nulFields(value: unknown, prefix = ''): string[] {
  const out: string[] = [];
  // Either a value to look into at a path, or a key path already known to hold a NUL.
  const stack: Array<{ value: unknown; path: string } | { key: string }> = [{ value, path: prefix }];
  while (stack.length) {
    const item = stack.pop()!;
    if ('key' in item) {
      out.push(item.key);
      continue;
    }
    const v = item.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) out.push(item.path || '_');
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    const entries: Array<[string, unknown]> = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, x] = entries[i];
      const path = item.path ? `${item.path}.${k}` : k;
      stack.push({ value: x, path });
      if (!Array.isArray(v) && k.includes('\u0000')) stack.push({ key: path });
    }
  }
  return out;
}
