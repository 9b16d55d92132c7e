import { describe, expect, it } from 'vitest';
import { readPostOfficeFile } from '../location/post-office-file.js';
import { DISTRICTS, placeNames } from './place-names.js';

describe('district names', () => {
  it('end with a district the pincode directory has, so their pincodes are found', async () => {
    const directory = new Set((await readPostOfficeFile()).map((o) => o.district.trim().replace(/\s+/g, ' ')));
    const missing = DISTRICTS.map((group) => group.at(-1)!).filter((name) => !directory.has(name));
    expect(missing).toEqual([]);
  });

  it("give a district's every name, and no other district's", () => {
    expect(placeNames(' Bengaluru  Urban ').sort()).toEqual([
      'bangalore',
      'bangalore urban',
      'bengaluru',
      'bengaluru urban',
    ]);
    expect(placeNames('Bengaluru Rural').sort()).toEqual(['bangalore rural', 'bengaluru rural']);
    // A name two districts share finds both: Karnataka's Bijapur (now Vijayapura) and Chhattisgarh's.
    expect(placeNames('Bijapur')).toEqual(expect.arrayContaining(['bijapur(kar)', 'bijapur(cgh)', 'vijayapura']));
    expect(placeNames('Chhatrapati Sambhajinagar').sort()).toEqual(['aurangabad', 'chhatrapati sambhajinagar']);
    expect(placeNames('Whitefield')).toEqual(['whitefield']);
  });
});
