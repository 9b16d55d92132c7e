import { PINCODE_PATTERN } from '@sevak/shared';
import { describe, expect, it } from 'vitest';
import { roundDegrees, whereFilters, whereOf } from './near-me';

describe('the Where? of a service search', () => {
  it('searches by distance from a 6-digit pincode, as registration knows one, else by place', () => {
    for (const text of ['560034', ' 110001 ', '056003', '56003', '5600345', 'Pune', '560 034']) {
      const filters = whereFilters({ text, here: null });
      expect(filters.near !== '', text).toBe(PINCODE_PATTERN.test(text.trim()));
      expect(filters.near || filters.place).toBe(text.trim());
    }
  });

  it('sends the browser’s location rounded to 3 decimals, and reads it back as Near me', () => {
    expect([roundDegrees(12.93456), roundDegrees(77.6245), roundDegrees(8.1)]).toEqual(['12.935', '77.625', '8.1']);
    const here = { lat: '12.935', lng: '77.625' };
    expect(whereFilters({ text: 'Pune', here })).toEqual({ place: '', near: '', lat: '12.935', lng: '77.625' });
    expect(whereOf({ place: '', near: '', lat: '12.935', lng: '77.625' })).toEqual({ text: '', here });
    expect(whereOf({ place: '', near: '560034', lat: '', lng: '' })).toEqual({ text: '560034', here: null });
  });
});
