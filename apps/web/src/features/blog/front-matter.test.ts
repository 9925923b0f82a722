import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseFrontMatter, readBlogFrontMatter } from './front-matter';

const valid = `---
title: "Scope 2: two methods"
date: 2026-09-08
author: Carbon Ledger team
summary: Why you need both figures, and how they differ.
tags: [Scope 2, "GHG Protocol", Energy]
language: en
---

## First section

Body text.
`;

describe('parseFrontMatter', () => {
  it('reads quoted and plain values, inline lists and the body after the block', () => {
    const { data, body } = parseFrontMatter(valid);
    expect(data).toEqual({
      title: 'Scope 2: two methods',
      date: '2026-09-08',
      author: 'Carbon Ledger team',
      summary: 'Why you need both figures, and how they differ.',
      tags: ['Scope 2', 'GHG Protocol', 'Energy'],
      language: 'en',
    });
    expect(body.trim()).toBe('## First section\n\nBody text.');
  });

  it('reads block lists, Windows line endings and quotes inside list items', () => {
    const source = "---\r\ntitle: L'obligation\r\ntags:\r\n  - BEGES\r\n  - 'Facteurs d''émission'\r\n---\r\nTexte";
    const { data, body } = parseFrontMatter(source);
    expect(data.title).toBe("L'obligation");
    expect(data.tags).toEqual(['BEGES', "Facteurs d'émission"]);
    expect(body).toBe('Texte');
  });

  it('keeps apostrophes inside unquoted list items', () => {
    const { data } = parseFrontMatter("---\ntags: [Facteurs d'émission, Qualité des données, 'Méthodes, outils']\n---\n");
    expect(data.tags).toEqual(["Facteurs d'émission", 'Qualité des données', 'Méthodes, outils']);
  });

  it('refuses a file without a block, an unclosed block, a malformed line and a repeated key', () => {
    expect(() => parseFrontMatter('# Title\n')).toThrow(FrontMatterError);
    expect(() => parseFrontMatter('---\ntitle: x\n')).toThrow(/not closed/);
    expect(() => parseFrontMatter('---\njust text\n---\n')).toThrow(/expected "key: value"/);
    expect(() => parseFrontMatter('---\ntitle: a\ntitle: b\n---\n')).toThrow(/given twice/);
  });
});

describe('readBlogFrontMatter', () => {
  it('returns the typed fields of a complete post', () => {
    expect(readBlogFrontMatter(parseFrontMatter(valid).data)).toMatchObject({ title: 'Scope 2: two methods', language: 'en', tags: ['Scope 2', 'GHG Protocol', 'Energy'] });
  });

  it('lists every problem of the file at once', () => {
    const { data } = parseFrontMatter('---\ntitle: x\ndate: 2026-02-30\nlanguage: de\ntags: []\nimage: a.png\n---\n');
    let message = '';
    try {
      readBlogFrontMatter(data);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('"author" must be a non-empty text');
    expect(message).toContain('"summary" must be a non-empty text');
    expect(message).toContain('"date" must be a calendar date');
    expect(message).toContain('"language" must be en or fr');
    expect(message).toContain('"tags" must be a list with at least one tag');
    expect(message).toContain('"image" is not a known field');
  });
});
