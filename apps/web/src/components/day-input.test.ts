import { describe, expect, it } from 'vitest';
import { parseTypedDay } from './day-input';

describe('a typed day', () => {
  it('is read dd/MM/yyyy (India’s way), also with one digit or - and . between', () => {
    expect(parseTypedDay('05/03/2026')).toBe('2026-03-05');
    expect(parseTypedDay(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseTypedDay('05-03-2026')).toBe('2026-03-05');
    expect(parseTypedDay('05.03.2026')).toBe('2026-03-05');
  });

  it('is nothing while half typed, American (mm/dd), ISO or a day that does not exist', () => {
    expect(parseTypedDay('05/03/2')).toBeNull();
    expect(parseTypedDay('03/25/2026')).toBeNull();
    expect(parseTypedDay('2026-03-05')).toBeNull();
    expect(parseTypedDay('31/02/2026')).toBeNull();
    expect(parseTypedDay('')).toBeNull();
  });
});
