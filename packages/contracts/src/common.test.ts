import { describe, expect, it } from 'vitest';
import { messageKeys, optionalText, requiredText } from './common.ts';

function messages(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.message);
}

const forbidden = messageKeys.forbiddenCharacters;

describe('text schemas', () => {
  const single = requiredText(50);
  const multi = optionalText(50, { multiline: true });

  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['C1 next line', 'a\u0085b'],
    ['C1 last', 'a\u009fb'],
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', 'a\udc00b'],
    ['high surrogate at the end', 'ab\ud83c'],
    ['swapped pair', 'a\ude00\ud83db'],
  ])('refuses %s in single- and multi-line fields', (_label, value) => {
    expect(messages(single, value)).toEqual([forbidden]);
    expect(messages(multi, value)).toEqual([forbidden]);
  });

  it('keeps tab and line breaks in multi-line fields only', () => {
    expect(multi.parse(' one\n\ttwo\r\nthree ')).toBe('one\n\ttwo\r\nthree');
    for (const value of ['one\ttwo', 'one\ntwo', 'one\rtwo'])
      expect(messages(single, value)).toEqual([forbidden]);
  });

  it('accepts letters of any script, emoji (surrogate pairs) and typographic spaces', () => {
    for (const value of ['Crème brûlée', 'Zürich – Genève', '東京', 'Box 📦 🧀', 'a\u00a0b', 'l’usine']) {
      expect(single.parse(value)).toBe(value);
    }
  });

  it('trims before checking, so a line break at either end of a single-line field is no error', () => {
    expect(single.parse('\n Acme \n')).toBe('Acme');
  });

  it('says only "required" for a blank required text, whatever minimum follows', () => {
    const query = requiredText(200, { requiredKey: 'errors.search_query_too_short' }).min(2, {
      error: 'errors.search_query_too_short',
    });
    expect(messages(query, '  ')).toEqual(['errors.search_query_too_short']);
    expect(messages(query, 'a')).toEqual(['errors.search_query_too_short']);
    expect(messages(requiredText(10), '')).toEqual([messageKeys.required]);
    expect(messages(requiredText(10), undefined)).toEqual([messageKeys.required]);
    expect(messages(requiredText(10), 42)).toEqual([messageKeys.invalid]);
  });

  it('checks the length too', () => {
    expect(messages(requiredText(3), 'abcd')).toEqual([messageKeys.tooLong]);
  });
});
