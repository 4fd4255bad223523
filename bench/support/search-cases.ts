// The relevance queries of `bench:search`, asked of the catalogue in search-catalogue.ts, each with the
// items a customer typing it expects (English names). A query passes when every expected item is in
// the first 5 (the first 5 are all expected ones when more are), the one named `first` leads, and no
// unrelated item ranks above an expected one. Items in `related` (a lip gloss for أحمر, a lip liner
// for "lipstick") may be found anywhere; any other item found is unrelated. A query expecting
// nothing passes when it finds nothing unrelated.

export interface SearchCase {
  query: string;
  /** What the query tries, printed beside it. */
  kind: string;
  /** The storefront list it is typed in; products by default. */
  list?: 'offers';
  expected: string[];
  first?: string;
  related?: string[];
}

const RED_LIPS = ['Velvet Matte Lipstick', 'Cherry Satin Lip Colour', 'Crème Velours'];
const RED_RELATED = ['Glass Shine Lip Gloss', 'Red Velvet Lip Tint', 'Cherry Red Nail Polish'];
const LIPSTICKS = ['Velvet Matte Lipstick', 'Cherry Satin Lip Colour', 'Crème Velours', 'Beirut Nights Lip Lacquer'];
const LIPSTICK_RELATED = ['Red Velvet Lip Tint', 'Precision Lip Liner', 'Glass Shine Lip Gloss'];
const ROUGE_A_LEVRES = [...LIPSTICKS, 'Red Velvet Lip Tint'];
const MASCARAS = ['Cedar Lash Volume Mascara', 'Lash Lift Mascara', 'Waterproof Mascara Noir'];
const FOUNDATIONS = ['Second Skin Foundation', 'Skin Tint Foundation', 'Long Wear Matte Foundation'];
const PERFUMES_AR = ['Oud Al Layl Eau de Parfum — عود الليل', 'Musk Al Tahara', 'Rose de Mai Eau de Parfum'];
const CREAMS = [
  'Cedar & Argan Night Cream',
  'Shea & Fig Hand Cream',
  'Sensitive Skin Cream',
  'Rose Day Cream',
  'Tinted Day Cream SPF 30',
  'Cream Blush Stick',
];

export const SEARCH_CASES: SearchCase[] = [
  // Arabic as phones type it.
  { query: 'احمر', kind: 'Arabic, alef without hamza', expected: RED_LIPS, related: RED_RELATED },
  { query: 'أحمر', kind: 'Arabic', expected: RED_LIPS, related: RED_RELATED },
  { query: 'أَحْمَر', kind: 'Arabic with vowel marks', expected: RED_LIPS, related: RED_RELATED },
  { query: 'مخملى', kind: 'Arabic, ى for ي', expected: ['Velvet Matte Lipstick', 'Red Velvet Lip Tint'] },
  { query: 'ماسكارا', kind: 'Arabic', expected: MASCARAS },
  { query: 'ماسكرا', kind: 'Arabic typo', expected: MASCARAS },
  { query: 'ماسك', kind: 'Arabic whole word and prefix', expected: ['Charcoal Face Mask'], first: 'Charcoal Face Mask', related: MASCARAS },
  { query: 'كريم اساس', kind: 'Arabic two words, أ typed ا', expected: FOUNDATIONS },
  { query: 'كريم اس', kind: 'Arabic, last word a prefix', expected: FOUNDATIONS },
  { query: 'عطر', kind: 'Arabic', expected: PERFUMES_AR },
  { query: 'بشره حساسه', kind: 'Arabic, ة typed ه', expected: ['Sensitive Skin Cream'] },
  { query: 'بلسم', kind: 'Arabic', expected: ['Ward Lip Balm — بلسم الورد', 'Rose Heart Lip Balm'] },
  { query: 'طلاء اظافر', kind: 'Arabic two words', expected: ['Gel Shine Nail Polish', 'Cherry Red Nail Polish'] },
  { query: 'ماء الورد', kind: 'Arabic two words', expected: ['Rose Water Toner — ماء الورد', 'Rose Day Cream'] },
  // French without accents.
  {
    query: 'creme',
    kind: 'French without accents',
    expected: ['Crème Velours', 'Sensitive Skin Cream', 'Rose Day Cream', 'Brown Sugar Body Scrub'],
    related: [...CREAMS, 'Cherry Satin Lip Colour'],
  },
  { query: 'rouge a levres', kind: 'French without accents', expected: ROUGE_A_LEVRES, related: ['Glass Shine Lip Gloss'] },
  { query: 'rouge levres', kind: 'French, a word left out', expected: ROUGE_A_LEVRES, related: ['Glass Shine Lip Gloss'] },
  { query: 'levres rouge', kind: 'French, other order', expected: ROUGE_A_LEVRES, related: ['Glass Shine Lip Gloss'] },
  {
    query: 'levres',
    kind: 'French without accents',
    expected: [
      'Velvet Matte Lipstick',
      'Cherry Satin Lip Colour',
      'Ward Lip Balm — بلسم الورد',
      'Red Velvet Lip Tint',
      'Beirut Nights Lip Lacquer',
    ],
    related: [
      'Glass Shine Lip Gloss',
      'Crème Velours',
      'Rose Heart Lip Balm',
      'Satin Lip Colour',
      'Precision Lip Liner',
      'Liquid Lip Stain',
    ],
  },
  { query: 'fond de teint', kind: 'French three words', expected: ['Second Skin Foundation', 'Skin Tint Foundation'] },
  { query: 'fond de te', kind: 'French, last word a prefix', expected: ['Second Skin Foundation', 'Skin Tint Foundation'] },
  { query: 'serum hyaluronique', kind: 'French without accents', expected: ['Hyaluronic Hydration Serum'] },
  {
    query: 'eau de rose',
    kind: 'French three words',
    expected: ['Rose Water Toner — ماء الورد', 'Rose Day Cream'],
    related: ['Rose de Mai Eau de Parfum', 'Oud Al Layl Eau de Parfum — عود الليل'],
  },
  { query: 'coeur', kind: 'French, œ typed oe', expected: ['Rose Heart Lip Balm'] },
  { query: 'khol', kind: 'French without accents', expected: ['Kohl Kajal Black'], related: ['Kohl Eye Pencil'] },
  { query: 'vernis', kind: 'French', expected: ['Gel Shine Nail Polish', 'Cherry Red Nail Polish'] },
  // English, typos and prefixes.
  {
    query: 'lipstick',
    kind: 'English, named before described',
    expected: LIPSTICKS,
    first: 'Velvet Matte Lipstick',
    related: LIPSTICK_RELATED,
  },
  { query: 'lipstik', kind: 'typo (7 letters)', expected: LIPSTICKS, related: LIPSTICK_RELATED },
  { query: 'lipst', kind: 'prefix', expected: LIPSTICKS, related: LIPSTICK_RELATED },
  { query: 'mascara', kind: 'English', expected: MASCARAS },
  { query: 'maskara', kind: 'typo or Arabizi', expected: MASCARAS },
  { query: 'mascarra', kind: 'typo (8 letters)', expected: MASCARAS },
  { query: 'masc', kind: 'prefix (4 letters)', expected: MASCARAS },
  { query: 'foundaton', kind: 'typo (9 letters)', expected: FOUNDATIONS, related: ['Kabuki Brush Set'] },
  { query: 'moisturiser', kind: 'typo (British spelling)', expected: ['Sensitive Skin Cream'] },
  { query: 'seru', kind: 'prefix', expected: ['Hyaluronic Hydration Serum', 'Vitamin C Brightening Serum', 'Redness Relief Serum'] },
  { query: 'jasmin', kind: 'French spelling, prefix of the English', expected: ['Jasmine of Achrafieh Eau de Toilette'] },
  { query: 'spf 50', kind: 'two words, a number', expected: ['Daily Mineral Sunscreen SPF 50', 'Kids Sunscreen SPF 50'] },
  { query: 'matte lipstick', kind: 'two words', expected: ['Velvet Matte Lipstick'], first: 'Velvet Matte Lipstick' },
  { query: 'lipstick matte', kind: 'two words, other order', expected: ['Velvet Matte Lipstick'], first: 'Velvet Matte Lipstick' },
  { query: 'velvet red', kind: 'two words', expected: ['Red Velvet Lip Tint', 'Crème Velours'] },
  {
    query: 'red lipstick',
    kind: 'two words',
    expected: ['Cherry Satin Lip Colour', 'Crème Velours', 'Beirut Nights Lip Lacquer', 'Red Velvet Lip Tint'],
  },
  { query: 'night cream', kind: 'two words', expected: ['Cedar & Argan Night Cream'] },
  { query: 'mascara waterproof', kind: 'two words', expected: ['Waterproof Mascara Noir'] },
  // Across languages.
  { query: 'rouge lipstick', kind: 'French and English', expected: ROUGE_A_LEVRES, related: ['Glass Shine Lip Gloss'] },
  { query: 'lipstick أحمر', kind: 'English and Arabic', expected: RED_LIPS, related: ['Glass Shine Lip Gloss'] },
  // Arabizi.
  { query: 'a7mar', kind: 'Arabizi', expected: RED_LIPS, related: RED_RELATED },
  { query: 'ahmar', kind: 'Arabizi without a digit', expected: RED_LIPS, related: RED_RELATED },
  { query: 'mokhmali', kind: 'Arabizi', expected: ['Velvet Matte Lipstick'], related: ['Red Velvet Lip Tint'] },
  { query: '3itr', kind: 'Arabizi', expected: PERFUMES_AR },
  { query: 'kohl', kind: 'English and Arabizi', expected: ['Kohl Eye Pencil', 'Kohl Kajal Black'] },
  // Nothing to find.
  { query: 'shampoo', kind: 'nothing', expected: [] },
  { query: 'xyzzy', kind: 'nothing', expected: [] },
  { query: 'بنزين', kind: 'nothing (Arabic)', expected: [] },
  { query: 'lipstick shampoo', kind: 'nothing: one word matches nothing', expected: [] },
  { query: 'oad', kind: 'nothing: too short for a typo', expected: [] },
  // Offers.
  {
    query: 'lipstick',
    kind: 'English, named before described',
    list: 'offers',
    expected: ['Lipstick Duo', 'Date Night Lip Trio', 'Bridal Beauty Box', 'Summer in Batroun Set'],
    first: 'Lipstick Duo',
  },
  { query: 'coffret', kind: 'French', list: 'offers', expected: ['Oud Gift Box — هدية العود', 'Bridal Beauty Box', 'Rose Ritual Box'] },
  { query: 'a7mar', kind: 'Arabizi', list: 'offers', expected: ['Lipstick Duo', 'Date Night Lip Trio', 'Bridal Beauty Box'] },
  { query: 'هديه', kind: 'Arabic, ة typed ه', list: 'offers', expected: ['Oud Gift Box — هدية العود'] },
];
