/**
 * What choosing a category fills in, so a provider on a cheap phone lists a service in under a
 * minute: a suggested title (a key of `rateCard:suggested`) and a duration in minutes. Categories
 * are the members' English names (docs/product-spec.md §3); one not listed gets "<Category> visit",
 * an hour.
 */
type Suggestion = { title: SuggestedTitle; durationMinutes: number };
type SuggestedTitle =
  | 'plumber'
  | 'electrician'
  | 'carpenter'
  | 'painter'
  | 'tailor'
  | 'beautician'
  | 'acRepair'
  | 'tutor'
  | 'cleaning'
  | 'pestControl'
  | 'mehendi'
  | 'roPurifier';

const SUGGESTIONS: Readonly<Record<string, Suggestion>> = {
  Plumber: { title: 'plumber', durationMinutes: 60 },
  Electrician: { title: 'electrician', durationMinutes: 60 },
  Carpenter: { title: 'carpenter', durationMinutes: 90 },
  Painter: { title: 'painter', durationMinutes: 480 },
  Tailor: { title: 'tailor', durationMinutes: 60 },
  'Ladies Tailor': { title: 'tailor', durationMinutes: 60 },
  'Blouse Stitching': { title: 'tailor', durationMinutes: 60 },
  'Beauty Parlour': { title: 'beautician', durationMinutes: 60 },
  Beautician: { title: 'beautician', durationMinutes: 60 },
  'Salon at Home': { title: 'beautician', durationMinutes: 60 },
  'AC Repair and Service': { title: 'acRepair', durationMinutes: 90 },
  'AC repair': { title: 'acRepair', durationMinutes: 90 },
  'Home Tutor': { title: 'tutor', durationMinutes: 60 },
  'Maths Tutor': { title: 'tutor', durationMinutes: 60 },
  'Science Tutor': { title: 'tutor', durationMinutes: 60 },
  'English Tutor': { title: 'tutor', durationMinutes: 60 },
  Tutor: { title: 'tutor', durationMinutes: 60 },
  'Home Deep Cleaning': { title: 'cleaning', durationMinutes: 240 },
  'Pest Control': { title: 'pestControl', durationMinutes: 120 },
  'Mehendi Artist': { title: 'mehendi', durationMinutes: 120 },
  'RO Water Purifier Service': { title: 'roPurifier', durationMinutes: 60 },
};

/** The category's suggestion, or null for "<Category> visit" in an hour. */
export function categoryDefaults(category: string): { title: SuggestedTitle | null; durationMinutes: number } {
  return SUGGESTIONS[category] ?? { title: null, durationMinutes: 60 };
}
