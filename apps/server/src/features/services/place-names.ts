/**
 * Indian places known by more than one name (issue 17 item 1): renamed cities and states, whose
 * old names people still type and old addresses still carry ('Bengaluru' and 'Bangalore' are one
 * city). A search for any name of a place matches every name of it. Each group lists the current
 * name first.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['Bengaluru', 'Bangalore'],
  ['Mumbai', 'Bombay'],
  ['Chennai', 'Madras'],
  ['Kolkata', 'Calcutta'],
  ['Gurugram', 'Gurgaon'],
  ['Prayagraj', 'Allahabad'],
  ['Puducherry', 'Pondicherry'],
  ['Thiruvananthapuram', 'Trivandrum'],
  ['Kochi', 'Cochin'],
  ['Kozhikode', 'Calicut'],
  ['Thrissur', 'Trichur'],
  ['Mysuru', 'Mysore'],
  ['Mangaluru', 'Mangalore'],
  ['Belagavi', 'Belgaum'],
  ['Hubballi', 'Hubli'],
  ['Kalaburagi', 'Gulbarga'],
  ['Vijayapura', 'Bijapur'],
  ['Shivamogga', 'Shimoga'],
  ['Tumakuru', 'Tumkur'],
  ['Vadodara', 'Baroda'],
  ['Pune', 'Poona'],
  ['Varanasi', 'Benares', 'Banaras'],
  ['Shimla', 'Simla'],
  ['Kanpur', 'Cawnpore'],
  ['Visakhapatnam', 'Vizag', 'Vishakhapatnam'],
  ['Tiruchirappalli', 'Trichy', 'Tiruchi'],
  ['Thoothukudi', 'Tuticorin'],
  ['Vijayawada', 'Bezawada'],
  ['Ayodhya', 'Faizabad'],
  ['Navi Mumbai', 'New Bombay'],
  ['Odisha', 'Orissa'],
  ['Uttarakhand', 'Uttaranchal'],
  ['Delhi', 'New Delhi', 'NCT of Delhi'],
];

const BY_NAME = new Map<string, readonly string[]>(
  GROUPS.flatMap((group) => group.map((name) => [name.toLowerCase(), group.map((n) => n.toLowerCase())] as const)),
);

/** Every lower-case name of the place typed: itself, and its other names when it has some. */
export function placeNames(typed: string): string[] {
  const name = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  return [...(BY_NAME.get(name) ?? [name])];
}

/** Every name of every renamed place, as spelled (search's corrections know them all). */
export function otherPlaceNames(): string[] {
  return GROUPS.flat();
}
