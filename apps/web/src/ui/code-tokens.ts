export type TToken = { kind: 'comment' | 'string' | 'number' | 'keyword' | 'plain'; text: string };

const KEYWORDS = new Set(
  (
    'const let var function return if else for while do switch case break continue new class extends import export ' +
    'from default async await try catch finally throw typeof instanceof in of this null undefined true false void ' +
    'def elif lambda pass None True False public private protected static echo fn use interface type enum ' +
    'select insert update delete where join on as and or not into values create table'
  ).split(' '),
);

// One pass over the text: comments, strings, numbers, words; everything else is plain.
const TOKEN = /(\/\/[^\n]*|\/\*[\s\S]*?\*\/|(?<=^|\s)#(?=[\s!])[^\n]*|<!--[\s\S]*?-->)|("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)/g;

/** Splits code into a few token kinds for a light highlight; no language detection. */
export function tokenize(code: string): TToken[] {
  const tokens: TToken[] = [];
  let last = 0;
  for (const m of code.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) tokens.push({ kind: 'plain', text: code.slice(last, at) });
    const [text, comment, string, number, word] = m;
    if (comment) tokens.push({ kind: 'comment', text });
    else if (string) tokens.push({ kind: 'string', text });
    else if (number) tokens.push({ kind: 'number', text });
    else if (word && KEYWORDS.has(word.toLowerCase())) tokens.push({ kind: 'keyword', text });
    else tokens.push({ kind: 'plain', text });
    last = at + text.length;
  }
  if (last < code.length) tokens.push({ kind: 'plain', text: code.slice(last) });
  return tokens;
}
