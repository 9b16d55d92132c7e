/**
 * Indian places known by more than one name: renamed cities and states, whose
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

/**
 * Districts people name otherwise than the pincode directory (India Post's, whose districts
 * search knows) files them: by their official name ('Bengaluru Urban' is the
 * directory's 'Bangalore'), a renamed one ('Ahilyanagar'), a common one ('Noida'), or without
 * the directory's qualifier ('Bilaspur (HP)'). Each group ends with the directory's spelling,
 * which a test checks against the directory.
 */
export const DISTRICTS: readonly (readonly string[])[] = [
  ['Bengaluru Urban', 'Bangalore Urban', 'Bengaluru', 'Bangalore'],
  ['Bengaluru Rural', 'Bangalore Rural'],
  ['Ballari', 'Bellary'],
  ['Vijayapura', 'Bijapur', 'Bijapur(KAR)'],
  ['Chamarajanagar', 'Chamrajnagar'],
  ['Chikkamagaluru', 'Chikmagalur', 'Chickmagalur'],
  ['Chikkaballapura', 'Chikkaballapur'],
  ['Davanagere', 'Davangere'],
  ['Ramanagara', 'Ramanagar'],
  ['Bagalkote', 'Bagalkot'],
  ['Mumbai City', 'Mumbai'],
  ['Mumbai Suburban', 'Mumbai'],
  ['Ahilyanagar', 'Ahmednagar', 'Ahmed Nagar'],
  ['Chhatrapati Sambhajinagar', 'Aurangabad'],
  ['Dharashiv', 'Osmanabad'],
  ['Raigad', 'Raigarh(MH)'],
  ['Aurangabad', 'Aurangabad(BH)'],
  ['Kaimur', 'Bhabua', 'Kaimur (Bhabua)'],
  ['Bijapur', 'Bijapur(CGH)'],
  ['Bilaspur', 'Bilaspur(CGH)'],
  ['Bilaspur', 'Bilaspur (HP)'],
  ['Hamirpur', 'Hamirpur(HP)'],
  ['Kabirdham', 'Kawardha'],
  ['Gautam Buddh Nagar', 'Noida', 'Gautam Buddha Nagar'],
  ['Amroha', 'Jyotiba Phule Nagar'],
  ['Bhadohi', 'Sant Ravidas Nagar'],
  ['Lakhimpur Kheri', 'Kheri'],
  ['Kanpur', 'Kanpur Nagar'],
  ['Rae Bareli', 'Raebareli'],
  ['Baghpat', 'Bagpat'],
  ['Shravasti', 'Shrawasti'],
  ['Ranga Reddy', 'Rangareddy', 'K.V.Rangareddy'],
  ['Mahabubnagar', 'Mahabub Nagar'],
  ['Karimnagar', 'Karim Nagar'],
  ['Anantapur', 'Anantapuramu', 'Ananthapur'],
  ['Kadapa', 'YSR Kadapa', 'Cuddapah'],
  ['Kancheepuram', 'Kanchipuram'],
  ['Viluppuram', 'Villupuram'],
  ['The Nilgiris', 'Nilgiris'],
  ['Kasaragod', 'Kasargod'],
  ['Gandhinagar', 'Gandhi Nagar'],
  ['Surendranagar', 'Surendra Nagar'],
  ['Kutch', 'Kachchh'],
  ['Mehsana', 'Mahesana'],
  ['Panchmahal', 'Panch Mahals'],
  ['Dang', 'The Dangs'],
  ['Yamunanagar', 'Yamuna Nagar'],
  ['Sahibzada Ajit Singh Nagar', 'SAS Nagar', 'Mohali'],
  ['Shaheed Bhagat Singh Nagar', 'Nawanshahr'],
  ['Sri Muktsar Sahib', 'Muktsar'],
  ['Ferozepur', 'Firozpur'],
  ['Rupnagar', 'Ropar'],
  ['Sri Ganganagar', 'Ganganagar'],
  ['Jhunjhunu', 'Jhujhunu'],
  ['Jalore', 'Jalor'],
  ['Khordha', 'Khurda', 'Khorda'],
  ['Balasore', 'Baleswar'],
  ['Deogarh', 'Debagarh'],
  ['Jajpur', 'Jajapur'],
  ['Keonjhar', 'Kendujhar'],
  ['Subarnapur', 'Sonepur', 'Sonapur'],
  ['Sundargarh', 'Sundergarh'],
  ['Nabarangpur', 'Nabarangapur'],
  ['Bolangir', 'Balangir'],
  ['Darjeeling', 'Darjiling'],
  ['Purulia', 'Puruliya'],
  ['Purba Bardhaman', 'Bardhaman'],
  ['Paschim Bardhaman', 'Bardhaman'],
  ['Burdwan', 'Bardhaman'],
  ['Hugli', 'Hooghly'],
  ['Koch Bihar', 'Cooch Behar'],
  ['Uttar Dinajpur', 'North Dinajpur'],
  ['Dakshin Dinajpur', 'South Dinajpur'],
  ['Purba Medinipur', 'East Midnapore'],
  ['Paschim Medinipur', 'West Midnapore'],
  ['Maldah', 'Malda'],
  ['Narmadapuram', 'Hoshangabad'],
  ['Khandwa', 'East Nimar'],
  ['Khargone', 'West Nimar'],
  ['Palamu', 'Palamau'],
  ['Hazaribagh', 'Hazaribag'],
  ['Giridih', 'Giridh'],
  ['Saraikela Kharsawan', 'Seraikela-kharsawan'],
  ['Sivasagar', 'Sibsagar'],
  ['Morigaon', 'Marigaon'],
  ['Dima Hasao', 'North Cachar Hills'],
  ['Anantnag', 'Ananthnag'],
  ['Bandipora', 'Bandipur'],
  ['Rajouri', 'Rajauri'],
  ['Badgam', 'Budgam'],
  ['Lahaul and Spiti', 'Lahul & Spiti'],
  ['Gangtok', 'East Sikkim'],
  ['Mangan', 'North Sikkim'],
  ['Namchi', 'South Sikkim'],
  ['Gyalshing', 'West Sikkim'],
];

const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Each lower-case name with every name of every group it is in ('bijapur': Karnataka's and Chhattisgarh's). */
const BY_NAME = new Map<string, Set<string>>();
for (const group of [...GROUPS, ...DISTRICTS]) {
  for (const name of group) {
    const names = BY_NAME.get(normal(name)) ?? new Set();
    for (const other of group) names.add(normal(other));
    BY_NAME.set(normal(name), names);
  }
}

/** Every lower-case name of the place typed: itself, and its other names when it has some. */
export function placeNames(typed: string): string[] {
  const name = normal(typed);
  return [...(BY_NAME.get(name) ?? [name])];
}

/** Every name of every renamed place and district, as spelled (search's corrections know them all). */
export function otherPlaceNames(): string[] {
  return [...GROUPS, ...DISTRICTS].flat();
}
