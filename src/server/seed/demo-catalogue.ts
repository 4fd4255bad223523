import type { BannerArt, ProductArt, SetArt } from './artwork.js';

// The demo catalogue a fresh shop starts with, so it is never empty. Plain data: the seed inserts it
// through the same services the admin panel uses. Prices are dollars.

/** A name and description in French or Arabic; without one, the storefront shows the English. */
interface DemoText {
  name: string;
  description: string;
}

interface DemoCategory {
  key: string;
  name: string;
  fr?: string;
  ar?: string;
}

interface DemoColor {
  name: string;
  hexCode: string;
}

/**
 * A tracked item's counts, as a first stocktake writes them: one for an item without colours, or one
 * per colour in the colours' order. An item without one is not tracked. The first two products with
 * colours stay untracked: the e2e stock tests start counting those themselves.
 */
type DemoStock = number | number[];

interface DemoProduct {
  name: string;
  description: string;
  fr?: DemoText;
  ar?: DemoText;
  price: number;
  offerPrice?: number;
  soldOut?: boolean;
  categoryKey: string;
  colors: DemoColor[];
  art: ProductArt;
  /** Drawn in each of its colours too: a photo per shade, which the colour shows. */
  photoPerShade?: boolean;
  stock?: DemoStock;
}

interface DemoOffer {
  name: string;
  description: string;
  fr?: DemoText;
  ar?: DemoText;
  price: number;
  offerPrice?: number;
  art: SetArt;
  stock?: DemoStock;
}

interface DemoBanner {
  art: BannerArt;
}

const categories: DemoCategory[] = [
  { key: 'lips', name: 'Lips', fr: 'Lèvres', ar: 'الشفاه' },
  { key: 'eyes', name: 'Eyes', fr: 'Yeux', ar: 'العيون' },
  { key: 'face', name: 'Face', fr: 'Teint', ar: 'الوجه' },
  { key: 'skincare', name: 'Skincare', fr: 'Soins', ar: 'العناية بالبشرة' },
  { key: 'fragrance', name: 'Fragrance', fr: 'Parfums', ar: 'العطور' },
  { key: 'nails', name: 'Nails', fr: 'Ongles', ar: 'الأظافر' },
];

const c = (name: string, hexCode: string): DemoColor => ({ name, hexCode });

const products: DemoProduct[] = [
  // Lips
  {
    name: 'Velvet Matte Lipstick',
    description: 'Weightless matte colour that stays put from morning coffee to a late dinner in Mar Mikhael.',
    fr: {
      name: 'Rouge à lèvres Velours Mat',
      description: "Une teinte mate et légère qui tient du café du matin jusqu'au dîner tardif à Mar Mikhael.",
    },
    ar: { name: 'أحمر شفاه مخملي مطفي', description: 'لون مطفي خفيف يدوم من قهوة الصباح حتى العشاء المتأخر في مار مخايل.' },
    price: 24,
    offerPrice: 19.5,
    categoryKey: 'lips',
    colors: [
      c('Rose Nude', '#C48A7E'),
      c('Berry', '#8E2F4F'),
      c('Cedar Red', '#A12A2A'),
      c('Mocha', '#7A4B3A'),
      c('Coral Bloom', '#E2725B'),
      c('Plum Noir', '#5B2338'),
      c('Mauve', '#A0607A'),
      c('Brick', '#9A4430'),
    ],
    art: { kind: 'lipstick', shade: '#A12A2A', trim: 'gold' },
    photoPerShade: true,
  },
  {
    name: 'Satin Lip Colour',
    description: 'Creamy satin finish with shea butter; buildable from a sheer wash to full colour.',
    price: 22,
    categoryKey: 'lips',
    colors: [c('Pink Petal', '#E8A3B0'), c('Terracotta', '#B5563C'), c('Raspberry', '#B0305C'), c('Warm Beige', '#C9967F')],
    art: { kind: 'lipstick', shade: '#B0305C', trim: 'rose-gold' },
  },
  {
    name: 'Glass Shine Lip Gloss',
    description: 'A non-sticky, high-shine gloss that makes lips look fuller. Wear alone or over lipstick.',
    fr: {
      name: 'Gloss Effet Miroir',
      description:
        'Un gloss ultra-brillant qui ne colle pas et donne aux lèvres un effet repulpé. Seul ou par-dessus votre rouge à lèvres.',
    },
    ar: {
      name: 'ملمّع شفاه بلمعان زجاجي',
      description: 'ملمّع غير لزج بلمعان عالٍ يُظهر الشفاه أكثر امتلاءً. استعمليه وحده أو فوق أحمر الشفاه.',
    },
    price: 16,
    categoryKey: 'lips',
    colors: [
      c('Crystal Clear', '#F3E6E8'),
      c('Peach Glaze', '#F2A98A'),
      c('Pink Pearl', '#E7A1B6'),
      c('Honey', '#C98B4A'),
      c('Cherry Syrup', '#9E1F36'),
    ],
    art: { kind: 'gloss', shade: '#E7A1B6', trim: 'rose-gold' },
    // Cherry Syrup at the low-stock threshold: 'Only 2 left' on its page, Low on the Stock page.
    stock: [12, 9, 8, 6, 2],
  },
  {
    name: 'Precision Lip Liner',
    description: 'Soft, long-wearing pencil that shapes and keeps lipstick from feathering.',
    price: 12,
    categoryKey: 'lips',
    colors: [c('Nude', '#B98070'), c('Rosewood', '#9B5A5A'), c('True Red', '#B3202A'), c('Cocoa', '#6B3E32')],
    art: { kind: 'pencil', shade: '#9B5A5A', trim: 'black' },
  },
  {
    name: 'Ward Lip Balm — بلسم الورد',
    description: 'Damask rose oil and beeswax in a balm that soothes dry lips overnight. مرطب شفاه بزيت الورد الدمشقي.',
    fr: {
      name: 'Baume à lèvres Ward à la rose',
      description: "Huile de rose de Damas et cire d'abeille : un baume qui apaise les lèvres sèches pendant la nuit.",
    },
    ar: { name: 'بلسم الورد للشفاه', description: 'زيت الورد الدمشقي وشمع العسل في بلسم يهدّئ الشفاه الجافة طوال الليل.' },
    price: 14,
    offerPrice: 11,
    categoryKey: 'lips',
    colors: [c('Untinted', '#F4E4DC'), c('Rose Tint', '#D98E9A')],
    art: { kind: 'jar', shade: '#D98E9A', trim: 'rose-gold' },
  },
  {
    name: 'Liquid Lip Stain',
    description: 'Featherlight stain that dries to a soft blur and lasts through meals.',
    price: 18,
    categoryKey: 'lips',
    colors: [c('Fig', '#7B3B4B'), c('Brick', '#9A3B2B'), c('Blush Pink', '#D5808F')],
    soldOut: true,
    art: { kind: 'gloss', shade: '#7B3B4B', trim: 'black' },
  },

  // Eyes
  {
    name: 'Cedar Lash Volume Mascara',
    description: 'Lifts and thickens every lash without clumps; smudge-proof in the summer humidity.',
    fr: {
      name: 'Mascara Volume Cedar Lash',
      description: "Recourbe et étoffe chaque cil sans paquets ; ne bave pas, même dans l'humidité de l'été.",
    },
    ar: { name: 'ماسكارا سيدار لاش للكثافة', description: 'ترفع كل رمش وتكثّفه من دون تكتّل، ولا تسيل حتى في رطوبة الصيف.' },
    price: 21,
    categoryKey: 'eyes',
    colors: [c('Black', '#141414'), c('Brown Black', '#2E211C'), c('Navy', '#1F2A44')],
    art: { kind: 'mascara', shade: '#18181C', trim: 'gold' },
    stock: [14, 10, 6],
  },
  {
    name: 'Sunset over Byblos Eyeshadow Palette',
    description: 'Twelve warm mattes and shimmers, from sand to deep plum, for daytime and evening looks.',
    fr: {
      name: 'Palette Coucher de soleil sur Byblos',
      description: 'Douze fards chauds, mats et irisés, du sable au prune profond, pour le jour comme pour le soir.',
    },
    ar: {
      name: 'باليت ظلال غروب جبيل',
      description: 'اثنا عشر ظلاً دافئاً بين المطفي واللامع، من الرملي إلى البرقوقي الداكن، لإطلالات النهار والسهرة.',
    },
    price: 48,
    offerPrice: 39,
    categoryKey: 'eyes',
    colors: [],
    art: { kind: 'palette', shade: '#B9788A', trim: 'rose-gold' },
  },
  {
    name: 'Nude Edit Eyeshadow Palette',
    description: 'Twelve soft neutrals, finely milled so they blend without fallout.',
    price: 44,
    categoryKey: 'eyes',
    colors: [],
    art: { kind: 'palette', shade: '#C69C82', trim: 'gold' },
    // Sold out by its count, not by the Sold Out switch.
    stock: 0,
  },
  {
    name: 'Kohl Eye Pencil',
    description: 'Creamy kohl for a smoky line, waterproof once set. The classic Levantine look.',
    price: 13,
    categoryKey: 'eyes',
    colors: [c('Black', '#121212'), c('Bronze', '#8C5A2B'), c('Deep Navy', '#1D2B53'), c('Olive', '#5C5B2E')],
    art: { kind: 'pencil', shade: '#2A2A2A', trim: 'black' },
  },
  {
    name: 'Brow Sculpt Gel',
    description: 'Tinted gel that shapes and holds brows all day with a natural finish.',
    price: 17,
    categoryKey: 'eyes',
    colors: [c('Blonde', '#B08D62'), c('Taupe', '#8A7361'), c('Brunette', '#5A3E2E'), c('Soft Black', '#2B2522')],
    art: { kind: 'mascara', shade: '#8A7361', trim: 'rose-gold' },
  },
  {
    name: 'Single Shimmer Eyeshadow',
    description: 'A pressed shimmer with a metallic sheen, applied with a finger or a brush.',
    price: 15,
    offerPrice: 12,
    categoryKey: 'eyes',
    colors: [
      c('Champagne', '#E9D3A8'),
      c('Bronze', '#A86B3C'),
      c('Rose Gold', '#C98E7F'),
      c('Olive Gold', '#8F8440'),
      c('Midnight', '#2C2F4A'),
    ],
    art: { kind: 'compact', shade: '#C98E7F', trim: 'gold' },
  },

  // Face
  {
    name: 'Second Skin Foundation',
    description: 'Medium coverage with a natural satin finish; breathable, with SPF 20.',
    fr: {
      name: 'Fond de teint Seconde Peau',
      description: 'Couvrance moyenne et fini satiné naturel ; une texture qui laisse respirer la peau, avec SPF 20.',
    },
    ar: { name: 'كريم أساس سكند سكين', description: 'تغطية متوسطة بلمسة ساتان طبيعية، بقوام يسمح للبشرة بالتنفس، مع عامل حماية SPF 20.' },
    price: 38,
    categoryKey: 'face',
    colors: [
      c('Porcelain', '#F1D6C2'),
      c('Ivory', '#EBCBB0'),
      c('Sand', '#DDB591'),
      c('Beige', '#D1A47F'),
      c('Honey', '#C18E5E'),
      c('Caramel', '#A8704A'),
      c('Almond', '#8C5A3C'),
      c('Espresso', '#5E3A26'),
    ],
    art: { kind: 'dropper', shade: '#D1A47F', trim: 'gold' },
  },
  {
    name: 'Soft Focus Pressed Powder',
    description: 'Sets make-up and blurs shine for hours without looking dry.',
    price: 29,
    categoryKey: 'face',
    colors: [c('Translucent', '#EFE3D6'), c('Light', '#E5C8AE'), c('Medium', '#C99E7C'), c('Deep', '#8E6246')],
    art: { kind: 'compact', shade: '#E0B59A', trim: 'gold' },
  },
  {
    name: 'Cedar Glow Highlighter',
    description: 'A luminous powder that catches the light on cheekbones, brow bones and the cupid’s bow.',
    price: 27,
    offerPrice: 22,
    categoryKey: 'face',
    colors: [c('Champagne Pop', '#F0D9B5'), c('Rose Glow', '#E7B7A8'), c('Bronze Glow', '#C08A5B')],
    art: { kind: 'compact', shade: '#F0D9B5', trim: 'rose-gold' },
  },
  {
    name: 'Silk Blush',
    description: 'Finely milled blush that melts into skin for a fresh, lit-from-within flush.',
    price: 24,
    categoryKey: 'face',
    colors: [c('Petal Pink', '#E9A0A8'), c('Peach', '#F2A57E'), c('Rosewood', '#B06A6A'), c('Apricot', '#E8956B')],
    art: { kind: 'compact', shade: '#E9A0A8', trim: 'silver' },
  },
  {
    name: 'Sun-Kissed Bronzer',
    description: 'Warms the complexion with a soft matte bronze, never orange.',
    price: 26,
    categoryKey: 'face',
    colors: [c('Light Bronze', '#C99470'), c('Medium Bronze', '#A8714B'), c('Deep Bronze', '#7D4F33')],
    soldOut: true,
    art: { kind: 'compact', shade: '#A8714B', trim: 'gold' },
  },
  {
    name: 'Hydra Cover Concealer',
    description: 'Creamy concealer with hyaluronic acid that covers shadows and blemishes without creasing.',
    price: 19,
    categoryKey: 'face',
    colors: [c('Fair', '#F2D7C4'), c('Light', '#E6C0A2'), c('Medium', '#CFA07C'), c('Tan', '#AE7A55'), c('Deep', '#6E4630')],
    art: { kind: 'gloss', shade: '#E6C0A2', trim: 'gold' },
  },
  {
    name: 'Kabuki Brush Set',
    description: 'Two dense vegan brushes for foundation and powder, with rose-gold ferrules.',
    price: 32,
    offerPrice: 26,
    categoryKey: 'face',
    colors: [c('Rose Gold', '#C98E7F'), c('Jet Black', '#1A1A1A')],
    art: { kind: 'brush', shade: '#6B4A3A', trim: 'rose-gold' },
  },

  // Skincare
  {
    name: 'Rose Water Toner — ماء الورد',
    description: 'Pure distilled Damask rose water that refreshes and balances the skin. ماء ورد طبيعي من الورد الدمشقي.',
    fr: {
      name: "Lotion tonique à l'eau de rose",
      description: 'Eau de rose de Damas pure et distillée, qui rafraîchit et rééquilibre la peau.',
    },
    ar: { name: 'تونر ماء الورد', description: 'ماء ورد دمشقي نقي ومقطّر ينعش البشرة ويعيد إليها توازنها.' },
    price: 15,
    categoryKey: 'skincare',
    colors: [],
    art: { kind: 'pump', shade: '#F2B8C6', trim: 'white' },
    stock: 20,
  },
  {
    name: 'Hyaluronic Hydration Serum',
    description: 'Three weights of hyaluronic acid plump and hydrate; light enough for mornings under SPF.',
    fr: {
      name: 'Sérum Hydratation Hyaluronique',
      description: "Trois poids moléculaires d'acide hyaluronique qui repulpent et hydratent ; assez léger pour le matin, sous votre SPF.",
    },
    ar: {
      name: 'سيروم الترطيب بحمض الهيالورونيك',
      description: 'ثلاثة أوزان جزيئية من حمض الهيالورونيك تمنح البشرة امتلاءً وترطيباً، بقوام خفيف يناسب الصباح تحت واقي الشمس.',
    },
    price: 34,
    offerPrice: 28,
    categoryKey: 'skincare',
    colors: [],
    art: { kind: 'dropper', shade: '#A9C9E0', trim: 'silver' },
  },
  {
    name: 'Vitamin C Brightening Serum',
    description: '15% vitamin C with ferulic acid to even tone and restore radiance.',
    price: 39,
    categoryKey: 'skincare',
    colors: [],
    soldOut: true,
    art: { kind: 'dropper', shade: '#E8A64A', trim: 'gold' },
  },
  {
    name: 'Cedar & Argan Night Cream',
    description: 'A rich cream with argan oil and cedar extract that repairs the skin while you sleep.',
    price: 42,
    categoryKey: 'skincare',
    colors: [],
    art: { kind: 'jar', shade: '#C9D6C2', trim: 'gold' },
  },
  {
    name: 'Daily Mineral Sunscreen SPF 50',
    description: 'Broad-spectrum mineral protection with no white cast, made for the Mediterranean sun.',
    price: 25,
    categoryKey: 'skincare',
    colors: [c('Sheer', '#F5E9DA'), c('Tinted', '#D9AE8A')],
    art: { kind: 'tube', shade: '#F3C27A', trim: 'white' },
  },
  {
    name: 'Gentle Foaming Cleanser',
    description: 'A soft foam with chamomile that lifts make-up and leaves skin comfortable, never tight.',
    price: 18,
    categoryKey: 'skincare',
    colors: [],
    art: { kind: 'pump', shade: '#BFD8C8', trim: 'white' },
  },
  {
    name: 'Dead Sea Clay Mask',
    description: 'Mineral-rich clay that draws out impurities and refines pores in ten minutes.',
    price: 23,
    offerPrice: 18.5,
    categoryKey: 'skincare',
    colors: [],
    art: { kind: 'jar', shade: '#9AA6A0', trim: 'black' },
  },
  {
    name: 'Shea & Fig Hand Cream',
    description: 'A fast-absorbing hand cream with shea butter and the scent of ripe figs.',
    price: 12,
    categoryKey: 'skincare',
    colors: [c('Fig', '#8E5A6B'), c('Orange Blossom', '#F2C28B'), c('Unscented', '#EFE7DE')],
    art: { kind: 'tube', shade: '#8E5A6B', trim: 'rose-gold' },
  },

  // Fragrance
  {
    name: 'Oud Al Layl Eau de Parfum — عود الليل',
    description: 'Smoky oud, Taif rose and amber: a deep evening scent. عطر العود للمساء.',
    fr: { name: 'Eau de parfum Oud Al Layl', description: 'Oud fumé, rose de Taëf et ambre : un sillage profond pour le soir.' },
    ar: { name: 'عطر عود الليل', description: 'عود مدخّن وورد طائفي وعنبر: عطر عميق للسهرات.' },
    price: 120,
    offerPrice: 99,
    categoryKey: 'fragrance',
    colors: [],
    art: { kind: 'perfume', shade: '#5A2D1E', trim: 'gold' },
  },
  {
    name: 'Jasmine of Achrafieh Eau de Toilette',
    description: 'Night-blooming jasmine, bergamot and white musk, fresh as a garden after rain.',
    price: 78,
    categoryKey: 'fragrance',
    colors: [],
    art: { kind: 'perfume', shade: '#E9D9A6', trim: 'silver' },
  },
  {
    name: 'Orange Blossom Body Mist',
    description: 'A light veil of orange blossom and neroli to spray on after a shower.',
    price: 28,
    categoryKey: 'fragrance',
    colors: [c('Orange Blossom', '#F6C28B'), c('Fig Leaf', '#9DB08A'), c('Wild Rose', '#E49BB0')],
    art: { kind: 'perfume', shade: '#F6C28B', trim: 'rose-gold' },
  },
  {
    name: 'Amber & Musk Perfume Oil',
    description: 'Concentrated, alcohol-free perfume oil that warms on the skin and lasts all day.',
    price: 45,
    categoryKey: 'fragrance',
    colors: [],
    art: { kind: 'dropper', shade: '#B8742F', trim: 'gold' },
  },

  // Nails
  {
    name: 'Gel Shine Nail Polish',
    description: 'Gel-like shine and up to ten days of wear, no lamp needed.',
    fr: { name: 'Vernis Brillance Gel', description: "La brillance d'un gel et jusqu'à dix jours de tenue, sans lampe." },
    ar: { name: 'طلاء أظافر بلمعان الجل', description: 'لمعان يشبه الجل وثبات حتى عشرة أيام، من دون الحاجة إلى جهاز الأشعة.' },
    price: 11,
    offerPrice: 9,
    categoryKey: 'nails',
    colors: [
      c('Ballet Pink', '#F2C4CE'),
      c('Cherry', '#B3123A'),
      c('Nude Latte', '#CFA58A'),
      c('Midnight Navy', '#1E2747'),
      c('Lilac', '#B9A3D0'),
      c('Coral', '#F0735A'),
      c('Pearl White', '#F4EFEA'),
      c('Emerald', '#1F6B52'),
    ],
    art: { kind: 'nailPolish', shade: '#B3123A', trim: 'black' },
  },
  {
    name: 'Matte Nail Colour',
    description: 'A velvet matte lacquer in muted, modern shades.',
    price: 11,
    categoryKey: 'nails',
    colors: [c('Dusty Rose', '#C08A8E'), c('Taupe', '#8F7F74'), c('Sage', '#9CAF94'), c('Terracotta', '#C0684A')],
    art: { kind: 'nailPolish', shade: '#C08A8E', trim: 'white' },
    photoPerShade: true,
  },
  {
    name: 'Quick Dry Top Coat',
    description: 'Dries in sixty seconds to a glossy, chip-resistant finish.',
    price: 10,
    categoryKey: 'nails',
    colors: [],
    art: { kind: 'nailPolish', shade: '#EDE7E3', trim: 'silver' },
  },
  {
    name: 'Fig Cuticle Oil',
    description: 'Nourishing oil with fig and almond that softens cuticles and strengthens nails.',
    price: 13,
    categoryKey: 'nails',
    colors: [],
    art: { kind: 'dropper', shade: '#C9A24B', trim: 'gold' },
  },
  {
    name: 'Shimmer Nail Polish',
    description: 'Fine shimmer lacquer for festive nails, opaque in two coats.',
    price: 12,
    categoryKey: 'nails',
    colors: [c('Rose Gold', '#D7A08F'), c('Silver Star', '#C9CCD3'), c('Bronze', '#A46A3B'), c('Garnet', '#7A1E32')],
    art: { kind: 'nailPolish', shade: '#D7A08F', trim: 'gold' },
  },
];

const offers: DemoOffer[] = [
  {
    name: 'Date Night Lip Trio',
    description: 'Velvet Matte Lipstick in Cedar Red, Glass Shine Lip Gloss and a Precision Lip Liner.',
    fr: {
      name: 'Trio Lèvres Soirée',
      description: 'Le Rouge à lèvres Velours Mat en teinte Cedar Red, le Gloss Effet Miroir et un crayon à lèvres Précision.',
    },
    ar: { name: 'ثلاثية شفاه السهرة', description: 'أحمر الشفاه المخملي المطفي بلون Cedar Red، وملمّع الشفاه الزجاجي، وقلم تحديد الشفاه.' },
    price: 52,
    offerPrice: 42,
    art: { kind: 'set', items: ['lipstick', 'gloss', 'pencil'], shades: ['#A12A2A', '#E7A1B6', '#9B5A5A'] },
  },
  {
    name: 'Complete Eye Set',
    description: 'The Sunset over Byblos palette, Cedar Lash mascara and a black kohl pencil.',
    price: 82,
    offerPrice: 65,
    art: { kind: 'set', items: ['palette', 'mascara'], shades: ['#B9788A', '#18181C'], trim: 'rose-gold' },
  },
  {
    name: 'Glow Skincare Ritual',
    description: 'Foaming cleanser, hyaluronic serum and night cream: a complete evening routine.',
    price: 94,
    offerPrice: 76,
    art: { kind: 'set', items: ['pump', 'dropper', 'jar'], shades: ['#BFD8C8', '#A9C9E0', '#C9D6C2'], trim: 'silver' },
    stock: 6,
  },
  {
    name: 'Oud Gift Box — هدية العود',
    description: 'Oud Al Layl Eau de Parfum with the Amber & Musk perfume oil, gift-wrapped. علبة هدايا فاخرة.',
    fr: {
      name: 'Coffret cadeau Oud',
      description: "L'eau de parfum Oud Al Layl et l'huile parfumée Ambre & Musc, dans un emballage cadeau.",
    },
    ar: { name: 'علبة هدايا العود', description: 'عطر عود الليل مع زيت العنبر والمسك العطري، مغلّفان كهدية.' },
    price: 165,
    offerPrice: 135,
    art: { kind: 'set', items: ['perfume', 'dropper'], shades: ['#5A2D1E', '#B8742F'] },
  },
  {
    name: "Nail Lover's Collection",
    description: 'Four Gel Shine shades of your choice with the Quick Dry Top Coat.',
    price: 54,
    offerPrice: 42,
    art: {
      kind: 'set',
      items: ['nailPolish', 'nailPolish', 'nailPolish'],
      shades: ['#F2C4CE', '#B3123A', '#1E2747'],
      trim: 'black',
    },
  },
  {
    name: 'Bridal Beauty Box',
    description: 'Foundation, highlighter, lipstick, mascara and brushes for the big day, with a free consultation.',
    fr: {
      name: 'Coffret Beauté Mariée',
      description: 'Fond de teint, enlumineur, rouge à lèvres, mascara et pinceaux pour le grand jour, avec une consultation offerte.',
    },
    ar: { name: 'علبة جمال العروس', description: 'كريم أساس وهايلايتر وأحمر شفاه وماسكارا وفراشي ليومك الكبير، مع استشارة مجانية.' },
    price: 210,
    offerPrice: 175,
    art: {
      kind: 'set',
      items: ['compact', 'lipstick', 'mascara'],
      shades: ['#F0D9B5', '#C48A7E', '#18181C'],
      trim: 'rose-gold',
      backdrop: ['#FBF1EE', '#EED9D3'],
    },
  },
  {
    name: 'Travel Minis Kit',
    description: 'Mini cleanser, sunscreen and hand cream that fit in a carry-on.',
    price: 39,
    art: { kind: 'set', items: ['pump', 'tube', 'tube'], shades: ['#BFD8C8', '#F3C27A', '#8E5A6B'], trim: 'white' },
  },
  {
    name: 'Summer in Batroun Set',
    description: 'Sun-Kissed Bronzer, Coral Bloom lipstick and the Orange Blossom Body Mist.',
    price: 76,
    offerPrice: 60,
    art: { kind: 'set', items: ['compact', 'lipstick', 'perfume'], shades: ['#A8714B', '#E2725B', '#F6C28B'] },
  },
];

const banners: DemoBanner[] = [
  {
    art: {
      kind: 'banner',
      motif: 'arches',
      palette: ['#F6E3DC', '#D9A6A0', '#E8C27A'],
      items: [
        { kind: 'perfume', shade: '#C0767A' },
        { kind: 'lipstick', shade: '#A12A2A' },
        { kind: 'nailPolish', shade: '#D4A373' },
      ],
    },
  },
  {
    art: {
      kind: 'banner',
      motif: 'silk',
      palette: ['#EFE6F5', '#B9A3D0', '#F0C6D6'],
      items: [
        { kind: 'jar', shade: '#D6C1E6' },
        { kind: 'dropper', shade: '#E9A6C0' },
      ],
      trim: 'gold',
    },
  },
  {
    art: {
      kind: 'banner',
      motif: 'petals',
      palette: ['#FDF0E3', '#F2C4A0', '#E07A5F'],
      items: [
        { kind: 'compact', shade: '#E0A080' },
        { kind: 'gloss', shade: '#E07A5F' },
      ],
      trim: 'rose-gold',
    },
  },
];

/**
 * The art of each colour of a product drawn per shade, but the colour it is drawn in already (its
 * main photo shows that one).
 */
export function shadeArts(product: DemoProduct): Array<{ hexCode: string; art: ProductArt }> {
  if (!product.photoPerShade) return [];
  return product.colors
    .filter((color) => color.hexCode.toUpperCase() !== product.art.shade.toUpperCase())
    .map((color) => ({ hexCode: color.hexCode, art: { ...product.art, shade: color.hexCode } }));
}

/** What a demo product and offer share: their text in every language. */
export type DemoItem = Pick<DemoProduct, 'name' | 'description' | 'fr' | 'ar'>;

/** A tracked demo item's counts by colour (null: the item's one count); none when it is not tracked. */
export function demoCounts({
  stock,
  colors = [],
}: {
  stock?: DemoStock | undefined;
  colors?: DemoColor[];
}): Array<{ colorHex: string | null; count: number }> {
  if (stock === undefined) return [];
  if (typeof stock === 'number') return [{ colorHex: null, count: stock }];
  return stock.map((count, index) => ({ colorHex: colors[index]?.hexCode.toUpperCase() ?? null, count }));
}

export interface DemoCatalogue {
  categories: DemoCategory[];
  products: DemoProduct[];
  offers: DemoOffer[];
  banners: DemoBanner[];
}

export const demoCatalogue: DemoCatalogue = { categories, products, offers, banners };
