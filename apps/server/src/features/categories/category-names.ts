/**
 * The 146 service categories Sevak starts with (spec §1), grouped as a person would look for them.
 * Seeded once; admins manage the list afterwards (Manage Category). Wrapped by hand, a group to a
 * paragraph (146 one-name lines would hide the groups).
 */
// prettier-ignore
export const CATEGORY_GROUPS: Record<string, readonly string[]> = {
  'Home repairs and maintenance': [
    'Plumber', 'Electrician', 'Carpenter', 'Painter', 'Mason', 'Tile and Marble Work', 'Welder',
    'Waterproofing', 'False Ceiling', 'Interior Designer', 'Modular Kitchen',
    'Glass and Aluminium Work', 'Locksmith', 'Door and Window Repair', 'Roofing',
    'Borewell Drilling', 'Water Tank Cleaning', 'Inverter and Battery Repair',
    'CCTV Installation', 'Home Automation',
  ],
  'Cleaning and pest control': [
    'Home Deep Cleaning', 'Bathroom Cleaning', 'Kitchen Cleaning', 'Sofa and Carpet Cleaning',
    'Pest Control', 'Termite Control', 'Laundry and Dry Cleaning',
  ],
  Appliances: [
    'AC Repair and Service', 'Refrigerator Repair', 'Washing Machine Repair', 'Microwave Repair',
    'TV Repair', 'RO Water Purifier Service', 'Geyser Repair', 'Chimney and Hob Service',
    'Fan and Cooler Repair', 'Mobile Phone Repair', 'Laptop and Computer Repair', 'Printer Repair',
    'Sewing Machine Repair', 'Gas Stove Repair',
  ],
  'Beauty and wellness': [
    'Beauty Parlour', 'Bridal Makeup Artist', 'Mehendi Artist', 'Hair Stylist', 'Barber',
    'Salon at Home', 'Spa and Massage', 'Nail Artist', 'Yoga Trainer', 'Fitness Trainer',
    'Dietitian and Nutritionist', 'Physiotherapist', 'Ayurvedic Practitioner', 'Tattoo Artist',
  ],
  'Tailoring and fashion': [
    'Tailor', 'Ladies Tailor', 'Blouse Stitching', 'Embroidery Work', 'Boutique and Designer Wear',
    'Clothes Alteration', 'Saree Fall and Pico', 'Cobbler',
  ],
  'Teaching and tutoring': [
    'Home Tutor', 'Maths Tutor', 'Science Tutor', 'English Tutor', 'Hindi Tutor',
    'Spoken English Classes', 'Computer Classes', 'Coding Classes', 'Music Teacher',
    'Dance Teacher', 'Drawing and Painting Classes', 'Competitive Exam Coaching', 'Sanskrit Tutor',
    'Abacus and Vedic Maths', 'Swimming Coach', 'Driving School',
  ],
  'Events and functions': [
    'Event Planner', 'Wedding Planner', 'Caterer', 'Tent House', 'Decorator', 'Florist',
    'Photographer', 'Videographer', 'DJ and Sound System', 'Band Baja', 'Pandit and Puja Services',
    'Cake and Bakery Orders',
  ],
  Vehicles: [
    'Car Mechanic', 'Bike Mechanic', 'Car Washing and Detailing', 'Tyre and Puncture Repair',
    'Car Denting and Painting', 'Auto Electrician', 'Taxi and Cab Service',
    'Tempo and Truck on Hire', 'Acting Driver',
  ],
  'Moving and logistics': ['Packers and Movers', 'Courier Service', 'Scrap Dealer'],
  'Health and care': [
    'Nurse at Home', 'Elder Care', 'Babysitter', 'Doctor Home Visit',
    'Diagnostic Lab Sample Collection', 'Veterinary Doctor', 'Pet Grooming', 'Dog Trainer',
  ],
  'Domestic help': ['Cook', 'Housemaid', 'Personal Driver', 'Security Guard'],
  'IT and digital': [
    'Website Development', 'Mobile App Development', 'Graphic Designer', 'Digital Marketing',
    'Social Media Management', 'Data Entry', 'Internet and Wi-Fi Setup', 'Software Installation',
    'Video Editing', 'Content Writing',
  ],
  'Legal and finance': [
    'Chartered Accountant', 'GST Registration and Filing', 'Income Tax Return Filing', 'Lawyer',
    'Notary and Affidavit', 'Property Registration Assistance', 'Insurance Agent', 'Loan Agent',
    'Aadhaar and PAN Card Services',
  ],
  Agriculture: [
    'Tractor on Rent', 'Farm Labour', 'Gardener', 'Landscaping', 'Submersible Pump Repair',
    'Soil Testing', 'Drip Irrigation Installation',
  ],
  'Property and more': [
    'Solar Panel Installation', 'Architect', 'Real Estate Agent', 'Printing and Flex Banners',
    'Astrologer',
  ],
};

export const CATEGORY_NAMES: readonly string[] = Object.values(CATEGORY_GROUPS).flat();
