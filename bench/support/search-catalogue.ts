// The small catalogue `bench:search` asks its relevance queries of: the demo catalogue's categories,
// products and offers (trilingual where the demo is) and, after them (so newer), items of the bench's
// own that a shop in Beirut sells and a customer searches for in English, French, Arabic or Arabizi:
// red lip colours named أحمر شفاه and Rouge à lèvres, velvet (مخملي) ones, mascaras, foundations,
// creams named Crème, and near misses (a blush named حمرة, whose consonants are أحمر's; a charcoal
// mask, ماسك, the start of ماسكارا; a beard oil that is "masculine"). Everything goes in through the
// admin API, as the owner's forms send it.
import type { FastifyInstance } from 'fastify';
import { demoCatalogue, type DemoItem } from '#server/seed/demo-catalogue.js';
import { multipart } from '#server/test-support/multipart.js';

interface BenchProduct extends DemoItem {
  categoryKey: string;
}

const text = (name: string, description: string) => ({ name, description });

const PRODUCTS: BenchProduct[] = [
  {
    name: 'Cherry Satin Lip Colour',
    description: 'A bold cherry-red lipstick with a creamy satin finish.',
    fr: text('Rouge à lèvres Satin Cerise', 'Un rouge cerise intense au fini satiné et crémeux.'),
    ar: text('أحمر شفاه ساتان بلون الكرز', 'لون كرزي جريء بلمسة ساتان كريمية.'),
    categoryKey: 'lips',
  },
  {
    name: 'Crème Velours',
    description: 'A brick-red cream lipstick with a velvet feel.',
    fr: text('Crème Velours', 'Un rouge à lèvres crème au toucher velours, rouge brique.'),
    ar: text('أحمر شفاه كريمي', 'لون طوبي دافئ بقوام كريمي ناعم.'),
    categoryKey: 'lips',
  },
  {
    name: 'Red Velvet Lip Tint',
    description: 'A sheer tint that leaves a soft flush of colour, lighter than a lipstick.',
    fr: text('Encre à lèvres Velours Rouge', 'Une encre légère qui laisse un voile de couleur.'),
    ar: text('صبغة شفاه حمراء مخملية', 'لون خفيف يدوم طويلاً.'),
    categoryKey: 'lips',
  },
  {
    name: 'Beirut Nights Lip Lacquer',
    description: 'A glossy liquid lipstick in deep wine red.',
    fr: text('Laque à lèvres Nuits de Beyrouth', 'Un rouge liquide et brillant, couleur bordeaux.'),
    ar: text('ملمع شفاه سائل ليالي بيروت', 'لون نبيذي عميق بلمعان عالٍ.'),
    categoryKey: 'lips',
  },
  {
    name: 'Rose Heart Lip Balm',
    description: 'A melting balm with a heart of rose oil.',
    fr: text('Baume Cœur de Rose', 'Un baume à lèvres au cœur fondant.'),
    ar: text('بلسم شفاه بقلب الورد', 'بلسم ناعم بزيت الورد.'),
    categoryKey: 'lips',
  },
  {
    name: 'Rosy Cheek Blush',
    description: 'A powder blush for a fresh, rosy glow.',
    fr: text('Blush Joues Rosées', 'Une poudre fine pour un teint frais.'),
    ar: text('حمرة خدود وردية', 'بودرة ناعمة تمنح الخدين إشراقة.'),
    categoryKey: 'face',
  },
  {
    name: 'Cream Blush Stick',
    description: 'A creamy stick of colour for cheeks and lips.',
    categoryKey: 'face',
  },
  {
    name: 'Lash Lift Mascara',
    description: 'Lengthening mascara that curls and separates every lash.',
    fr: text('Mascara Recourbant', 'Allonge, recourbe et sépare chaque cil.'),
    ar: text('ماسكارا لرفع الرموش', 'تطيل الرموش وتفصلها.'),
    categoryKey: 'eyes',
  },
  {
    name: 'Waterproof Mascara Noir',
    description: 'Jet-black mascara that holds through heat and tears.',
    fr: text('Mascara Noir Waterproof', 'Un noir intense qui tient à la chaleur et aux larmes.'),
    ar: text('ماسكارا سوداء مقاومة للماء', 'سواد عميق يثبت في الحر.'),
    categoryKey: 'eyes',
  },
  {
    name: 'Kohl Kajal Black',
    description: 'A soft kajal for the inner rim, smudged for a smoky eye.',
    fr: text('Khôl Kajal Noir', "Un khôl tendre pour l'intérieur de l'œil."),
    ar: text('كحل عربي أسود', 'كحل ناعم للعين بلمسة دخانية.'),
    categoryKey: 'eyes',
  },
  {
    name: 'Velvet Plum Eyeshadow',
    description: 'A single eyeshadow in deep plum with a velvet matte finish.',
    fr: text('Fard à paupières Prune Velours', 'Un fard prune profond au fini mat velouté.'),
    ar: text('ظل عيون برقوقي', 'ظل برقوقي داكن بلمسة مطفية.'),
    categoryKey: 'eyes',
  },
  {
    name: 'Skin Tint Foundation',
    description: 'A light foundation that evens the skin with a dewy finish.',
    fr: text('Fond de teint Voile Éclat', 'Un fond de teint léger qui unifie le teint.'),
    ar: text('كريم أساس خفيف', 'يوحّد لون البشرة بلمسة ندية.'),
    categoryKey: 'face',
  },
  {
    name: 'Long Wear Matte Foundation',
    description: 'Full coverage and a matte finish that lasts sixteen hours.',
    ar: text('كريم أساس مطفي ثابت', 'تغطية كاملة تدوم طوال اليوم.'),
    categoryKey: 'face',
  },
  {
    name: 'Sensitive Skin Cream',
    description: 'A fragrance-free moisturizer for sensitive skin.',
    fr: text('Crème Peaux Sensibles', 'Une crème hydratante sans parfum.'),
    ar: text('كريم بشرة حساسة', 'مرطب لطيف خالٍ من العطور.'),
    categoryKey: 'skincare',
  },
  {
    name: 'Rose Day Cream',
    description: 'A light day cream with rose water.',
    fr: text('Crème Hydratante à la Rose', "Une crème légère à l'eau de rose."),
    ar: text('كريم نهاري بماء الورد', 'كريم خفيف بماء الورد.'),
    categoryKey: 'skincare',
  },
  {
    name: 'Brown Sugar Body Scrub',
    description: 'Brown sugar and almond oil polish dry skin smooth.',
    fr: text('Gommage Crème Brûlée', 'Sucre roux et huile d’amande pour une peau douce.'),
    categoryKey: 'skincare',
  },
  {
    name: 'Charcoal Face Mask',
    description: 'Charcoal and clay draw out oil and clear the pores.',
    fr: text('Masque au Charbon', 'Charbon et argile pour des pores nets.'),
    ar: text('ماسك الفحم للوجه', 'فحم وطين ينظفان المسام.'),
    categoryKey: 'skincare',
  },
  {
    name: 'Redness Relief Serum',
    description: 'Calms redness with centella and niacinamide.',
    fr: text('Sérum Anti-rougeurs', 'Apaise les rougeurs à la centella.'),
    categoryKey: 'skincare',
  },
  {
    name: "Men's Beard Oil",
    description: 'A masculine blend of cedar and argan that softens the beard.',
    categoryKey: 'skincare',
  },
  {
    name: 'Kids Sunscreen SPF 50',
    description: 'Gentle mineral sunscreen for children.',
    ar: text('واقي شمس للأطفال', 'حماية معدنية لطيفة للأطفال.'),
    categoryKey: 'skincare',
  },
  {
    name: 'Tinted Day Cream SPF 30',
    description: 'A sheer tint and sun protection in one light cream.',
    categoryKey: 'skincare',
  },
  {
    name: 'Musk Al Tahara',
    description: 'Clean white musk, soft and powdery.',
    ar: text('عطر مسك الطهارة', 'مسك أبيض ناعم.'),
    categoryKey: 'fragrance',
  },
  {
    name: 'Rose de Mai Eau de Parfum',
    description: 'May rose and pink pepper, bright and feminine.',
    fr: text('Eau de parfum Rose de Mai', 'Rose de mai et baie rose, lumineuse et féminine.'),
    ar: text('عطر ورد أيار', 'ورد أيار وفلفل وردي.'),
    categoryKey: 'fragrance',
  },
  {
    name: 'Cherry Red Nail Polish',
    description: 'A glossy cherry-red polish that resists chips for a week.',
    fr: text('Vernis à ongles Rouge Cerise', 'Un vernis brillant qui tient une semaine.'),
    ar: text('طلاء أظافر أحمر كرزي', 'طلاء لامع يدوم أسبوعاً.'),
    categoryKey: 'nails',
  },
];

const OFFERS: DemoItem[] = [
  {
    name: 'Lipstick Duo',
    description: 'Cherry Satin and Crème Velours together.',
    fr: text('Duo Rouges à lèvres', 'Satin Cerise et Crème Velours ensemble.'),
    ar: text('ثنائي أحمر شفاه', 'ساتان الكرز وكريم فيلور معاً.'),
  },
  {
    name: 'Mascara Pair',
    description: 'Lash Lift and Waterproof Noir mascaras together.',
  },
  {
    name: 'Rose Ritual Box',
    description: 'Rose Water Toner, Rose Day Cream and Rose Heart Lip Balm.',
    fr: text('Coffret Rituel Rose', 'Lotion à la rose, crème de jour et baume.'),
    ar: text('علبة طقوس الورد', 'تونر وكريم وبلسم بالورد.'),
  },
];

/** Every item's name, by list: what the relevance cases may name. */
export const catalogueNames = {
  products: new Set([...demoCatalogue.products, ...PRODUCTS].map((item) => item.name)),
  offers: new Set([...demoCatalogue.offers, ...OFFERS].map((item) => item.name)),
};

/** An item's text as its form sends it; a missing translation is left out. */
function formFields({ name, description, fr, ar }: DemoItem): Record<string, string> {
  const translated = { nameFr: fr?.name, descriptionFr: fr?.description, nameAr: ar?.name, descriptionAr: ar?.description };
  return { name, description, ...Object.fromEntries(Object.entries(translated).filter(([, value]) => value !== undefined)) } as Record<
    string,
    string
  >;
}

async function post(app: FastifyInstance, owner: { authorization: string }, url: string, fields: Record<string, string>): Promise<string> {
  const body = multipart(fields);
  const response = await app.inject({ method: 'POST', url, headers: { ...owner, ...body.headers }, payload: body.payload });
  if (response.statusCode !== 201) throw new Error(`POST ${url} ${fields.name}: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** Creates the categories, products and offers, oldest first: the demo's, then the bench's own. */
export async function createSearchCatalogue(app: FastifyInstance, owner: { authorization: string }): Promise<number> {
  const categoryIds = new Map<string, string>();
  for (const { key, name, fr, ar } of demoCatalogue.categories) {
    const names = { name, ...(fr ? { nameFr: fr } : {}), ...(ar ? { nameAr: ar } : {}) };
    const response = await app.inject({ method: 'POST', url: '/api/categories', headers: owner, payload: names });
    if (response.statusCode !== 201) throw new Error(`category ${name}: ${response.statusCode} ${response.body}`);
    categoryIds.set(key, (response.json() as { id: string }).id);
  }
  const products = [...demoCatalogue.products, ...PRODUCTS];
  for (const product of products) {
    await post(app, owner, '/api/products', { ...formFields(product), price: '20', categoryId: categoryIds.get(product.categoryKey)! });
  }
  const offers = [...demoCatalogue.offers, ...OFFERS];
  for (const offer of offers) await post(app, owner, '/api/offer', { ...formFields(offer), price: '50' });
  return products.length + offers.length;
}
