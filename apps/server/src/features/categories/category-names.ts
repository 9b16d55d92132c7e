/**
 * The 146 service categories Sevak starts with (docs/product-spec.md §1), grouped as a person would look for them.
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

/**
 * Each group's starting tax settings (docs/decisions/041): the 4-digit SAC heading of its services
 * (Rule 46 asks 4 digits of a supplier with turnover up to ₹5 crore) and whether Sevak pays the GST
 * for unregistered providers (CGST Act s.9(5): house-keeping such as plumbing and carpentry, and
 * cleaning). Starting points an admin reviews per category, not legal advice.
 */
export const GROUP_TAX: Readonly<Record<string, { sacCode: string; operatorPaysTax: boolean }>> = {
  'Home repairs and maintenance': { sacCode: '9987', operatorPaysTax: true },
  'Cleaning and pest control': { sacCode: '9985', operatorPaysTax: true },
  Appliances: { sacCode: '9987', operatorPaysTax: false },
  'Beauty and wellness': { sacCode: '9997', operatorPaysTax: false },
  'Tailoring and fashion': { sacCode: '9988', operatorPaysTax: false },
  'Teaching and tutoring': { sacCode: '9992', operatorPaysTax: false },
  'Events and functions': { sacCode: '9996', operatorPaysTax: false },
  Vehicles: { sacCode: '9987', operatorPaysTax: false },
  'Moving and logistics': { sacCode: '9965', operatorPaysTax: false },
  'Health and care': { sacCode: '9993', operatorPaysTax: false },
  'Domestic help': { sacCode: '9998', operatorPaysTax: false },
  'IT and digital': { sacCode: '9983', operatorPaysTax: false },
  'Legal and finance': { sacCode: '9982', operatorPaysTax: false },
  Agriculture: { sacCode: '9986', operatorPaysTax: false },
  'Property and more': { sacCode: '9997', operatorPaysTax: false },
};

/** A starting category's tax settings, by its group. */
export const TAX_OF_CATEGORY: ReadonlyMap<string, { sacCode: string; operatorPaysTax: boolean }> = new Map(
  Object.entries(CATEGORY_GROUPS).flatMap(([group, names]) => names.map((name) => [name, GROUP_TAX[group]!] as const)),
);

/**
 * Each starting category's name in Hindi: the words Hindi speakers use, often the
 * English word in Devanagari ('प्लंबर', 'एसी रिपेयर'), with the nukta as the app's Hindi writes it
 * ('दर्ज़ी'). Seeded with the categories; a database whose categories came before the Hindi names
 * gets them at its next start (`seedCategories`).
 */
// prettier-ignore
export const HINDI_NAMES: Readonly<Record<string, string>> = {
  // Home repairs and maintenance
  'Plumber': 'प्लंबर',
  'Electrician': 'इलेक्ट्रीशियन',
  'Carpenter': 'बढ़ई',
  'Painter': 'पेंटर',
  'Mason': 'राजमिस्त्री',
  'Tile and Marble Work': 'टाइल और मार्बल का काम',
  'Welder': 'वेल्डर',
  'Waterproofing': 'वॉटरप्रूफ़िंग',
  'False Ceiling': 'फ़ॉल्स सीलिंग',
  'Interior Designer': 'इंटीरियर डिज़ाइनर',
  'Modular Kitchen': 'मॉड्यूलर किचन',
  'Glass and Aluminium Work': 'काँच और एल्युमिनियम का काम',
  'Locksmith': 'ताला-चाबी मिस्त्री',
  'Door and Window Repair': 'दरवाज़ा और खिड़की रिपेयर',
  'Roofing': 'छत का काम',
  'Borewell Drilling': 'बोरवेल खुदाई',
  'Water Tank Cleaning': 'पानी की टंकी की सफ़ाई',
  'Inverter and Battery Repair': 'इन्वर्टर और बैटरी रिपेयर',
  'CCTV Installation': 'सीसीटीवी लगाना',
  'Home Automation': 'होम ऑटोमेशन',
  // Cleaning and pest control
  'Home Deep Cleaning': 'घर की डीप क्लीनिंग',
  'Bathroom Cleaning': 'बाथरूम की सफ़ाई',
  'Kitchen Cleaning': 'किचन की सफ़ाई',
  'Sofa and Carpet Cleaning': 'सोफ़ा और कालीन की सफ़ाई',
  'Pest Control': 'पेस्ट कंट्रोल',
  'Termite Control': 'दीमक कंट्रोल',
  'Laundry and Dry Cleaning': 'लॉन्ड्री और ड्राई क्लीनिंग',
  // Appliances
  'AC Repair and Service': 'एसी रिपेयर और सर्विस',
  'Refrigerator Repair': 'फ़्रिज रिपेयर',
  'Washing Machine Repair': 'वॉशिंग मशीन रिपेयर',
  'Microwave Repair': 'माइक्रोवेव रिपेयर',
  'TV Repair': 'टीवी रिपेयर',
  'RO Water Purifier Service': 'आरओ वॉटर प्यूरीफ़ायर सर्विस',
  'Geyser Repair': 'गीज़र रिपेयर',
  'Chimney and Hob Service': 'चिमनी और हॉब सर्विस',
  'Fan and Cooler Repair': 'पंखा और कूलर रिपेयर',
  'Mobile Phone Repair': 'मोबाइल फ़ोन रिपेयर',
  'Laptop and Computer Repair': 'लैपटॉप और कंप्यूटर रिपेयर',
  'Printer Repair': 'प्रिंटर रिपेयर',
  'Sewing Machine Repair': 'सिलाई मशीन रिपेयर',
  'Gas Stove Repair': 'गैस चूल्हा रिपेयर',
  // Beauty and wellness
  'Beauty Parlour': 'ब्यूटी पार्लर',
  'Bridal Makeup Artist': 'ब्राइडल मेकअप आर्टिस्ट',
  'Mehendi Artist': 'मेहंदी आर्टिस्ट',
  'Hair Stylist': 'हेयर स्टाइलिस्ट',
  'Barber': 'नाई',
  'Salon at Home': 'घर पर सैलून',
  'Spa and Massage': 'स्पा और मसाज',
  'Nail Artist': 'नेल आर्टिस्ट',
  'Yoga Trainer': 'योग ट्रेनर',
  'Fitness Trainer': 'फ़िटनेस ट्रेनर',
  'Dietitian and Nutritionist': 'डाइटीशियन और न्यूट्रिशनिस्ट',
  'Physiotherapist': 'फ़िज़ियोथेरेपिस्ट',
  'Ayurvedic Practitioner': 'आयुर्वेदिक वैद्य',
  'Tattoo Artist': 'टैटू आर्टिस्ट',
  // Tailoring and fashion
  'Tailor': 'दर्ज़ी',
  'Ladies Tailor': 'लेडीज़ टेलर',
  'Blouse Stitching': 'ब्लाउज़ सिलाई',
  'Embroidery Work': 'कढ़ाई का काम',
  'Boutique and Designer Wear': 'बुटीक और डिज़ाइनर कपड़े',
  'Clothes Alteration': 'कपड़ों की फ़िटिंग',
  'Saree Fall and Pico': 'साड़ी फ़ॉल और पीको',
  'Cobbler': 'मोची',
  // Teaching and tutoring
  'Home Tutor': 'होम ट्यूटर',
  'Maths Tutor': 'गणित ट्यूटर',
  'Science Tutor': 'विज्ञान ट्यूटर',
  'English Tutor': 'अंग्रेज़ी ट्यूटर',
  'Hindi Tutor': 'हिंदी ट्यूटर',
  'Spoken English Classes': 'स्पोकन इंग्लिश क्लास',
  'Computer Classes': 'कंप्यूटर क्लास',
  'Coding Classes': 'कोडिंग क्लास',
  'Music Teacher': 'संगीत टीचर',
  'Dance Teacher': 'डांस टीचर',
  'Drawing and Painting Classes': 'ड्रॉइंग और पेंटिंग क्लास',
  'Competitive Exam Coaching': 'प्रतियोगी परीक्षा कोचिंग',
  'Sanskrit Tutor': 'संस्कृत ट्यूटर',
  'Abacus and Vedic Maths': 'अबेकस और वैदिक गणित',
  'Swimming Coach': 'तैराकी कोच',
  'Driving School': 'ड्राइविंग स्कूल',
  // Events and functions
  'Event Planner': 'इवेंट प्लानर',
  'Wedding Planner': 'वेडिंग प्लानर',
  'Caterer': 'कैटरर',
  'Tent House': 'टेंट हाउस',
  'Decorator': 'डेकोरेटर',
  'Florist': 'फूलवाला',
  'Photographer': 'फ़ोटोग्राफ़र',
  'Videographer': 'वीडियोग्राफ़र',
  'DJ and Sound System': 'डीजे और साउंड सिस्टम',
  'Band Baja': 'बैंड बाजा',
  'Pandit and Puja Services': 'पंडित और पूजा सेवाएँ',
  'Cake and Bakery Orders': 'केक और बेकरी ऑर्डर',
  // Vehicles
  'Car Mechanic': 'कार मैकेनिक',
  'Bike Mechanic': 'बाइक मैकेनिक',
  'Car Washing and Detailing': 'कार वॉशिंग और डिटेलिंग',
  'Tyre and Puncture Repair': 'टायर और पंक्चर रिपेयर',
  'Car Denting and Painting': 'कार डेंटिंग और पेंटिंग',
  'Auto Electrician': 'ऑटो इलेक्ट्रीशियन',
  'Taxi and Cab Service': 'टैक्सी और कैब सेवा',
  'Tempo and Truck on Hire': 'किराये पर टेम्पो और ट्रक',
  'Acting Driver': 'एक्टिंग ड्राइवर',
  // Moving and logistics
  'Packers and Movers': 'पैकर्स एंड मूवर्स',
  'Courier Service': 'कूरियर सेवा',
  'Scrap Dealer': 'कबाड़ीवाला',
  // Health and care
  'Nurse at Home': 'घर पर नर्स',
  'Elder Care': 'बुज़ुर्गों की देखभाल',
  'Babysitter': 'बच्चों की देखभाल',
  'Doctor Home Visit': 'डॉक्टर घर पर',
  'Diagnostic Lab Sample Collection': 'लैब टेस्ट सैंपल कलेक्शन',
  'Veterinary Doctor': 'पशु चिकित्सक',
  'Pet Grooming': 'पालतू जानवरों की ग्रूमिंग',
  'Dog Trainer': 'डॉग ट्रेनर',
  // Domestic help
  'Cook': 'कुक',
  'Housemaid': 'घरेलू सहायिका',
  'Personal Driver': 'निजी ड्राइवर',
  'Security Guard': 'सिक्योरिटी गार्ड',
  // IT and digital
  'Website Development': 'वेबसाइट बनाना',
  'Mobile App Development': 'मोबाइल ऐप बनाना',
  'Graphic Designer': 'ग्राफ़िक डिज़ाइनर',
  'Digital Marketing': 'डिजिटल मार्केटिंग',
  'Social Media Management': 'सोशल मीडिया मैनेजमेंट',
  'Data Entry': 'डेटा एंट्री',
  'Internet and Wi-Fi Setup': 'इंटरनेट और वाई-फ़ाई सेटअप',
  'Software Installation': 'सॉफ़्टवेयर इंस्टॉलेशन',
  'Video Editing': 'वीडियो एडिटिंग',
  'Content Writing': 'कंटेंट राइटिंग',
  // Legal and finance
  'Chartered Accountant': 'चार्टर्ड अकाउंटेंट',
  'GST Registration and Filing': 'जीएसटी रजिस्ट्रेशन और फ़ाइलिंग',
  'Income Tax Return Filing': 'इनकम टैक्स रिटर्न फ़ाइलिंग',
  'Lawyer': 'वकील',
  'Notary and Affidavit': 'नोटरी और हलफ़नामा',
  'Property Registration Assistance': 'प्रॉपर्टी रजिस्ट्री में मदद',
  'Insurance Agent': 'बीमा एजेंट',
  'Loan Agent': 'लोन एजेंट',
  'Aadhaar and PAN Card Services': 'आधार और पैन कार्ड सेवाएँ',
  // Agriculture
  'Tractor on Rent': 'किराये पर ट्रैक्टर',
  'Farm Labour': 'खेतिहर मज़दूर',
  'Gardener': 'माली',
  'Landscaping': 'लैंडस्केपिंग',
  'Submersible Pump Repair': 'सबमर्सिबल पंप रिपेयर',
  'Soil Testing': 'मिट्टी की जाँच',
  'Drip Irrigation Installation': 'ड्रिप सिंचाई लगाना',
  // Property and more
  'Solar Panel Installation': 'सोलर पैनल लगाना',
  'Architect': 'आर्किटेक्ट',
  'Real Estate Agent': 'प्रॉपर्टी डीलर',
  'Printing and Flex Banners': 'प्रिंटिंग और फ़्लेक्स बैनर',
  'Astrologer': 'ज्योतिषी',
};
