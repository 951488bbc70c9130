import { defaultJsonTemplate } from '@app/shared/contracts';
import { describe, expect, it } from 'vitest';
import { templateMismatch } from './answer-template.ts';

const template = JSON.parse(defaultJsonTemplate) as Record<string, unknown>;

describe('an answer checked against the JSON template it was asked to fill', () => {
  it('accepts an answer of the same shape, with other words and extra keys', () => {
    const answer = structuredClone(template) as { analysis: { key_quotes: string[] }; extra?: string };
    answer.analysis.key_quotes = ['one', 'two', 'three'];
    answer.extra = 'more';
    expect(templateMismatch(template, answer)).toBeNull();
  });

  it('names the first missing key by its path', () => {
    const answer = structuredClone(template) as { wisdom_techniques: Record<string, unknown> };
    delete answer.wisdom_techniques.Mirroring;
    expect(templateMismatch(template, answer)).toBe('wisdom_techniques.Mirroring is missing');
  });

  it('names a value of the wrong kind, inside lists too', () => {
    expect(templateMismatch({ a: 'text' }, { a: 3 })).toBe('a should be a string, not number');
    expect(templateMismatch({ list: ['x'] }, { list: 'x' })).toBe('list should be a list, not string');
    expect(templateMismatch({ list: [{ q: 'x' }] }, { list: [{ q: 'y' }, {}] })).toBe('list[1].q is missing');
    expect(templateMismatch({ a: 'text' }, ['text'])).toBe('the answer should be an object, not array');
  });

  it('lets a null in the template, and an empty list, take anything', () => {
    expect(templateMismatch({ a: null, b: [] }, { a: { any: 1 }, b: [1, 'two'] })).toBeNull();
  });
});
