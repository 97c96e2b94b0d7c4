import { describe, expect, it } from 'vitest';
import { htmlToText, mentionedIds, sanitizeRichText } from '../src/lib/sanitize.ts';

describe('rich text', () => {
  it('keeps formatting and mentions, drops scripts, handlers and javascript links', () => {
    const html = '<p onclick="x()">Hi <b>there</b> <a href="javascript:alert(1)">x</a> <span data-type="mention" data-id="4" class="mention">@Sam</span><img src=x onerror=alert(1)></p><script>alert(2)</script>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/onclick|onerror|script|javascript:|<img/);
    expect(clean).toContain('<b>there</b>');
    expect(mentionedIds(clean)).toEqual([4]);
  });
  it('turns HTML into text without running paragraphs together', () => {
    expect(htmlToText('<p>A.</p><p>B &amp; C.</p><ul><li>one</li><li>two</li></ul>')).toBe('A. B & C. one two');
  });
});
