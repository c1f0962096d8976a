import { describe, expect, it } from 'vitest';
import { joinFullName, splitFullName } from './split-full-name.ts';

describe('splitFullName', () => {
  it('splits at the first space: the rest is the last name', () => {
    expect(splitFullName('Juan dela Cruz')).toEqual({ firstName: 'Juan', lastName: 'dela Cruz' });
  });

  it('reads two words as first and last name', () => {
    expect(splitFullName('Maria Santos')).toEqual({ firstName: 'Maria', lastName: 'Santos' });
  });

  it('leaves the last name empty for a single word', () => {
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('ignores surrounding spaces and treats a run of white space as one space', () => {
    expect(splitFullName('  Ana \t  Reyes   Lim ')).toEqual({ firstName: 'Ana', lastName: 'Reyes Lim' });
  });

  it('gives two empty parts for a blank name', () => {
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });

  it('keeps letters outside ASCII', () => {
    expect(splitFullName('Niño Peñafrancia')).toEqual({ firstName: 'Niño', lastName: 'Peñafrancia' });
  });
});

describe('joinFullName', () => {
  it('joins first and last name with one space', () => {
    expect(joinFullName('Juan', 'dela Cruz')).toBe('Juan dela Cruz');
  });

  it('leaves out an empty part', () => {
    expect(joinFullName('Juan', '')).toBe('Juan');
    expect(joinFullName('', 'Cruz')).toBe('Cruz');
  });

  it('round-trips through splitFullName', () => {
    const parts = splitFullName(joinFullName('Juan', 'dela Cruz'));
    expect(parts).toEqual({ firstName: 'Juan', lastName: 'dela Cruz' });
  });
});
