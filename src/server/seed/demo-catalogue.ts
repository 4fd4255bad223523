import type { ColorTranslations } from '#contract/color.js';
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
  /** Its name in French and Arabic, as the product's colour editor saves it. */
  translations: ColorTranslations;
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

/** A shade: its English name and hex code, then its name in French and in Arabic. */
const c = (name: string, hexCode: string, fr: string, ar: string): DemoColor => ({
  name,
  hexCode,
  translations: { fr: { name: fr }, ar: { name: ar } },
});

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
      c('Rose Nude', '#C48A7E', 'Nude rosé', 'نود وردي'),
      c('Berry', '#8E2F4F', 'Baies', 'توتي'),
      c('Cedar Red', '#A12A2A', 'Rouge cèdre', 'أحمر الأرز'),
      c('Mocha', '#7A4B3A', 'Moka', 'موكا'),
      c('Coral Bloom', '#E2725B', 'Fleur de corail', 'زهرة المرجان'),
      c('Plum Noir', '#5B2338', 'Prune noire', 'برقوقي داكن'),
      c('Mauve', '#A0607A', 'Mauve rosé', 'موف'),
      c('Brick', '#9A4430', 'Brique', 'قرميدي'),
    ],
    art: { kind: 'lipstick', shade: '#A12A2A', trim: 'gold' },
    photoPerShade: true,
  },
  {
    name: 'Satin Lip Colour',
    description: 'Creamy satin finish with shea butter; buildable from a sheer wash to full colour.',
    fr: {
      name: 'Rouge à lèvres Satiné',
      description: "Un fini satiné et crémeux au beurre de karité ; modulable, d'un simple voile de couleur à une teinte intense.",
    },
    ar: {
      name: 'أحمر شفاه ساتان',
      description: 'قوام كريمي بلمسة ساتان غني بزبدة الشيا، ولونه يتدرّج معك من لمسة شفافة خفيفة إلى تغطية كاملة.',
    },
    price: 22,
    categoryKey: 'lips',
    colors: [
      c('Pink Petal', '#E8A3B0', 'Pétale rose', 'بتلة وردية'),
      c('Terracotta', '#B5563C', 'Terre cuite', 'تيراكوتا'),
      c('Raspberry', '#B0305C', 'Framboise', 'توت العليق'),
      c('Warm Beige', '#C9967F', 'Beige chaud', 'بيج دافئ'),
    ],
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
      c('Crystal Clear', '#F3E6E8', 'Cristal', 'كريستال شفاف'),
      c('Peach Glaze', '#F2A98A', 'Pêche laquée', 'خوخي لامع'),
      c('Pink Pearl', '#E7A1B6', 'Perle rose', 'لؤلؤي وردي'),
      c('Honey', '#C98B4A', 'Miel', 'عسلي'),
      c('Cherry Syrup', '#9E1F36', 'Sirop de cerise', 'شراب الكرز'),
    ],
    art: { kind: 'gloss', shade: '#E7A1B6', trim: 'rose-gold' },
    // Cherry Syrup at the low-stock threshold: 'Only 2 left' on its page, Low on the Stock page.
    stock: [12, 9, 8, 6, 2],
  },
  {
    name: 'Precision Lip Liner',
    description: 'Soft, long-wearing pencil that shapes and keeps lipstick from feathering.',
    fr: {
      name: 'Crayon à lèvres Précision',
      description: 'Un crayon doux et longue tenue qui dessine le contour des lèvres et empêche le rouge à lèvres de filer.',
    },
    ar: { name: 'قلم تحديد الشفاه الدقيق', description: 'قلم ناعم يدوم طويلاً، يرسم حدود الشفاه ويمنع أحمر الشفاه من التسرّب خارجها.' },
    price: 12,
    categoryKey: 'lips',
    colors: [
      c('Nude', '#B98070', 'Naturel', 'نود'),
      c('Rosewood', '#9B5A5A', 'Bois de rose', 'خشب الورد'),
      c('True Red', '#B3202A', 'Vrai rouge', 'أحمر صريح'),
      c('Cocoa', '#6B3E32', 'Cacao', 'كاكاو'),
    ],
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
    colors: [c('Untinted', '#F4E4DC', 'Incolore', 'شفاف'), c('Rose Tint', '#D98E9A', 'Teinte rosée', 'لمسة وردية')],
    art: { kind: 'jar', shade: '#D98E9A', trim: 'rose-gold' },
  },
  {
    name: 'Liquid Lip Stain',
    description: 'Featherlight stain that dries to a soft blur and lasts through meals.',
    fr: {
      name: 'Encre à lèvres liquide',
      description: 'Une encre ultra-légère qui sèche en un fini flouté tout doux et tient même pendant les repas.',
    },
    ar: { name: 'صبغة شفاه سائلة', description: 'صبغة خفيفة كالريشة تجفّ بلمسة بودرية ناعمة، وتبقى ثابتة حتى بعد الأكل.' },
    price: 18,
    categoryKey: 'lips',
    colors: [
      c('Fig', '#7B3B4B', 'Figue', 'تيني'),
      c('Brick', '#9A3B2B', 'Brique', 'قرميدي'),
      c('Blush Pink', '#D5808F', 'Rose poudré', 'وردي خجول'),
    ],
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
    colors: [
      c('Black', '#141414', 'Noir', 'أسود'),
      c('Brown Black', '#2E211C', 'Noir brun', 'أسود بنّي'),
      c('Navy', '#1F2A44', 'Bleu marine', 'كحلي'),
    ],
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
    fr: {
      name: 'Palette de fards Nude Edit',
      description: "Douze teintes neutres et douces, finement broyées pour s'estomper sans retombées.",
    },
    ar: { name: 'باليت ظلال نود إيديت', description: 'اثنا عشر لوناً محايداً ناعماً، مطحونة بدقة لتندمج بسهولة من دون أن تتساقط.' },
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
    fr: {
      name: 'Crayon khôl',
      description: 'Un khôl crémeux pour un trait charbonneux, waterproof une fois fixé. Le regard levantin par excellence.',
    },
    ar: { name: 'قلم كحل للعيون', description: 'كحل كريمي لرسمة دخانية ناعمة، يقاوم الماء بعد أن يثبت. إطلالة العين الشرقية الكلاسيكية.' },
    price: 13,
    categoryKey: 'eyes',
    colors: [
      c('Black', '#121212', 'Noir', 'أسود'),
      c('Bronze', '#8C5A2B', 'Bronze cuivré', 'برونزي'),
      c('Deep Navy', '#1D2B53', 'Bleu nuit', 'كحلي داكن'),
      c('Olive', '#5C5B2E', 'Vert olive', 'زيتي'),
    ],
    art: { kind: 'pencil', shade: '#2A2A2A', trim: 'black' },
  },
  {
    name: 'Brow Sculpt Gel',
    description: 'Tinted gel that shapes and holds brows all day with a natural finish.',
    fr: {
      name: 'Gel sculptant sourcils',
      description: 'Un gel teinté qui structure et fixe les sourcils toute la journée, pour un résultat naturel.',
    },
    ar: { name: 'جل تحديد الحواجب', description: 'جل ملوّن يرسم الحواجب ويثبّتها طوال اليوم بمظهر طبيعي.' },
    price: 17,
    categoryKey: 'eyes',
    colors: [
      c('Blonde', '#B08D62', 'Blond', 'أشقر'),
      c('Taupe', '#8A7361', 'Brun taupe', 'بنّي رمادي'),
      c('Brunette', '#5A3E2E', 'Châtain', 'بنّي'),
      c('Soft Black', '#2B2522', 'Noir doux', 'أسود ناعم'),
    ],
    art: { kind: 'mascara', shade: '#8A7361', trim: 'rose-gold' },
  },
  {
    name: 'Single Shimmer Eyeshadow',
    description: 'A pressed shimmer with a metallic sheen, applied with a finger or a brush.',
    fr: {
      name: 'Fard à paupières irisé',
      description: 'Un fard compact irisé aux reflets métallisés, à appliquer du bout du doigt ou au pinceau.',
    },
    ar: { name: 'ظل عيون لامع', description: 'ظل مضغوط لامع ببريق معدني، يوضع بالإصبع أو بالفرشاة.' },
    price: 15,
    offerPrice: 12,
    categoryKey: 'eyes',
    colors: [
      c('Champagne', '#E9D3A8', 'Champagne doré', 'شمبانيا'),
      c('Bronze', '#A86B3C', 'Bronze irisé', 'برونزي'),
      c('Rose Gold', '#C98E7F', 'Or rose', 'ذهبي وردي'),
      c('Olive Gold', '#8F8440', 'Or olive', 'ذهبي زيتي'),
      c('Midnight', '#2C2F4A', 'Minuit', 'ليلي'),
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
      c('Porcelain', '#F1D6C2', 'Porcelaine', 'بورسلين'),
      c('Ivory', '#EBCBB0', 'Ivoire', 'عاجي'),
      c('Sand', '#DDB591', 'Sable', 'رملي'),
      c('Beige', '#D1A47F', 'Beige naturel', 'بيج'),
      c('Honey', '#C18E5E', 'Miel', 'عسلي'),
      c('Caramel', '#A8704A', 'Caramel doré', 'كراميل'),
      c('Almond', '#8C5A3C', 'Amande', 'لوزي'),
      c('Espresso', '#5E3A26', 'Café serré', 'إسبريسو'),
    ],
    art: { kind: 'dropper', shade: '#D1A47F', trim: 'gold' },
  },
  {
    name: 'Soft Focus Pressed Powder',
    description: 'Sets make-up and blurs shine for hours without looking dry.',
    fr: {
      name: 'Poudre compacte Effet Flouté',
      description: 'Fixe le maquillage et estompe les brillances pendant des heures, sans effet desséché.',
    },
    ar: { name: 'بودرة مضغوطة سوفت فوكس', description: 'تثبّت المكياج وتخفي اللمعان لساعات، من دون أن تبدو البشرة جافة.' },
    price: 29,
    categoryKey: 'face',
    colors: [
      c('Translucent', '#EFE3D6', 'Translucide', 'شفاف'),
      c('Light', '#E5C8AE', 'Clair', 'فاتح'),
      c('Medium', '#C99E7C', 'Moyen', 'متوسط'),
      c('Deep', '#8E6246', 'Foncé', 'داكن'),
    ],
    art: { kind: 'compact', shade: '#E0B59A', trim: 'gold' },
  },
  {
    name: 'Cedar Glow Highlighter',
    description: 'A luminous powder that catches the light on cheekbones, brow bones and the cupid’s bow.',
    fr: {
      name: 'Enlumineur Cedar Glow',
      description: "Une poudre lumineuse qui accroche la lumière sur les pommettes, sous l'arcade du sourcil et sur l'arc de Cupidon.",
    },
    ar: { name: 'هايلايتر سيدار غلو', description: 'بودرة مضيئة تلتقط الضوء على عظام الوجنتين وتحت الحاجبين وعلى قوس الشفة العليا.' },
    price: 27,
    offerPrice: 22,
    categoryKey: 'face',
    colors: [
      c('Champagne Pop', '#F0D9B5', 'Éclat champagne', 'وهج الشمبانيا'),
      c('Rose Glow', '#E7B7A8', 'Éclat rosé', 'وهج وردي'),
      c('Bronze Glow', '#C08A5B', 'Éclat bronze', 'وهج برونزي'),
    ],
    art: { kind: 'compact', shade: '#F0D9B5', trim: 'rose-gold' },
  },
  {
    name: 'Silk Blush',
    description: 'Finely milled blush that melts into skin for a fresh, lit-from-within flush.',
    fr: {
      name: 'Blush Soie',
      description: "Un blush finement broyé qui fond sur la peau pour une bonne mine fraîche, comme éclairée de l'intérieur.",
    },
    ar: { name: 'بلاشر حريري', description: 'بلاشر ناعم جداً يذوب على البشرة ويمنح الخدّين تورّداً منعشاً كأنه ينبع من الداخل.' },
    price: 24,
    categoryKey: 'face',
    colors: [
      c('Petal Pink', '#E9A0A8', 'Rose pétale', 'وردي بتلي'),
      c('Peach', '#F2A57E', 'Pêche', 'خوخي'),
      c('Rosewood', '#B06A6A', 'Bois de rose', 'خشب الورد'),
      c('Apricot', '#E8956B', 'Abricot', 'مشمشي'),
    ],
    art: { kind: 'compact', shade: '#E9A0A8', trim: 'silver' },
  },
  {
    name: 'Sun-Kissed Bronzer',
    description: 'Warms the complexion with a soft matte bronze, never orange.',
    fr: { name: 'Poudre bronzante Caresse de soleil', description: "Réchauffe le teint d'un hâle mat tout en douceur, jamais orangé." },
    ar: { name: 'برونزر لمسة الشمس', description: 'يدفّئ لون البشرة بلون برونزي مطفي ناعم، ولا يميل أبداً إلى البرتقالي.' },
    price: 26,
    categoryKey: 'face',
    colors: [
      c('Light Bronze', '#C99470', 'Bronze clair', 'برونزي فاتح'),
      c('Medium Bronze', '#A8714B', 'Bronze moyen', 'برونزي متوسط'),
      c('Deep Bronze', '#7D4F33', 'Bronze intense', 'برونزي داكن'),
    ],
    soldOut: true,
    art: { kind: 'compact', shade: '#A8714B', trim: 'gold' },
  },
  {
    name: 'Hydra Cover Concealer',
    description: 'Creamy concealer with hyaluronic acid that covers shadows and blemishes without creasing.',
    fr: {
      name: 'Anticernes Hydra Cover',
      description: "Un anticernes crémeux à l'acide hyaluronique qui couvre cernes et imperfections sans se loger dans les ridules.",
    },
    ar: {
      name: 'كونسيلر هيدرا كوفر',
      description: 'كونسيلر كريمي بحمض الهيالورونيك يخفي الهالات والشوائب من دون أن يتجمّع في الخطوط الدقيقة.',
    },
    price: 19,
    categoryKey: 'face',
    colors: [
      c('Fair', '#F2D7C4', 'Très clair', 'فاتح جداً'),
      c('Light', '#E6C0A2', 'Clair', 'فاتح'),
      c('Medium', '#CFA07C', 'Moyen', 'متوسط'),
      c('Tan', '#AE7A55', 'Hâlé', 'حنطي'),
      c('Deep', '#6E4630', 'Foncé', 'داكن'),
    ],
    art: { kind: 'gloss', shade: '#E6C0A2', trim: 'gold' },
  },
  {
    name: 'Kabuki Brush Set',
    description: 'Two dense vegan brushes for foundation and powder, with rose-gold ferrules.',
    fr: {
      name: 'Duo de pinceaux Kabuki',
      description: 'Deux pinceaux denses et vegan, pour le fond de teint et la poudre, avec leurs viroles or rose.',
    },
    ar: {
      name: 'طقم فراشي كابوكي',
      description: 'فرشاتان كثيفتان بشعيرات خالية من أي مكوّن حيواني، لكريم الأساس والبودرة، بحلقة معدنية بلون الذهب الوردي.',
    },
    price: 32,
    offerPrice: 26,
    categoryKey: 'face',
    colors: [c('Rose Gold', '#C98E7F', 'Or rose', 'ذهبي وردي'), c('Jet Black', '#1A1A1A', 'Noir de jais', 'أسود فاحم')],
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
    fr: {
      name: 'Sérum Éclat Vitamine C',
      description: "15 % de vitamine C associée à l'acide férulique pour unifier le teint et lui rendre son éclat.",
    },
    ar: { name: 'سيروم فيتامين سي للإشراق', description: 'فيتامين سي بتركيز 15% مع حمض الفيروليك، يوحّد لون البشرة ويعيد إليها إشراقتها.' },
    price: 39,
    categoryKey: 'skincare',
    colors: [],
    soldOut: true,
    art: { kind: 'dropper', shade: '#E8A64A', trim: 'gold' },
  },
  {
    name: 'Cedar & Argan Night Cream',
    description: 'A rich cream with argan oil and cedar extract that repairs the skin while you sleep.',
    fr: {
      name: 'Crème de nuit Cèdre & Argan',
      description: "Une crème riche à l'huile d'argan et à l'extrait de cèdre, qui répare la peau pendant votre sommeil.",
    },
    ar: { name: 'كريم الليل بالأرز والأرغان', description: 'كريم غني بزيت الأرغان وخلاصة الأرز، يرمّم البشرة أثناء نومك.' },
    price: 42,
    categoryKey: 'skincare',
    colors: [],
    art: { kind: 'jar', shade: '#C9D6C2', trim: 'gold' },
  },
  {
    name: 'Daily Mineral Sunscreen SPF 50',
    description: 'Broad-spectrum mineral protection with no white cast, made for the Mediterranean sun.',
    fr: {
      name: 'Écran solaire minéral quotidien SPF 50',
      description: 'Une protection minérale à large spectre, sans traces blanches, pensée pour le soleil de la Méditerranée.',
    },
    ar: { name: 'واقي شمس معدني يومي SPF 50', description: 'حماية معدنية واسعة الطيف لا تترك أثراً أبيض، مصمّمة لشمس البحر المتوسط.' },
    price: 25,
    categoryKey: 'skincare',
    colors: [c('Sheer', '#F5E9DA', 'Transparent', 'شفاف'), c('Tinted', '#D9AE8A', 'Teinté', 'ملوّن')],
    art: { kind: 'tube', shade: '#F3C27A', trim: 'white' },
  },
  {
    name: 'Gentle Foaming Cleanser',
    description: 'A soft foam with chamomile that lifts make-up and leaves skin comfortable, never tight.',
    fr: {
      name: 'Mousse nettoyante douce',
      description: 'Une mousse légère à la camomille qui démaquille en douceur et laisse la peau confortable, jamais tiraillée.',
    },
    ar: { name: 'غسول رغوي لطيف', description: 'رغوة ناعمة بالبابونج تزيل المكياج وتترك البشرة مرتاحة، من دون أي شدّ.' },
    price: 18,
    categoryKey: 'skincare',
    colors: [],
    art: { kind: 'pump', shade: '#BFD8C8', trim: 'white' },
  },
  {
    name: 'Dead Sea Clay Mask',
    description: 'Mineral-rich clay that draws out impurities and refines pores in ten minutes.',
    fr: {
      name: "Masque à l'argile de la mer Morte",
      description: 'Une argile riche en minéraux qui purifie la peau et resserre les pores en dix minutes.',
    },
    ar: { name: 'ماسك طين البحر الميت', description: 'طين غني بالمعادن يسحب الشوائب ويصغّر المسام في عشر دقائق.' },
    price: 23,
    offerPrice: 18.5,
    categoryKey: 'skincare',
    colors: [],
    art: { kind: 'jar', shade: '#9AA6A0', trim: 'black' },
  },
  {
    name: 'Shea & Fig Hand Cream',
    description: 'A fast-absorbing hand cream with shea butter and the scent of ripe figs.',
    fr: {
      name: 'Crème mains Karité & Figue',
      description: 'Une crème pour les mains qui pénètre vite, au beurre de karité et au parfum de figue mûre.',
    },
    ar: { name: 'كريم اليدين بالشيا والتين', description: 'كريم لليدين سريع الامتصاص بزبدة الشيا ورائحة التين الناضج.' },
    price: 12,
    categoryKey: 'skincare',
    colors: [
      c('Fig', '#8E5A6B', 'Figue', 'تين'),
      c('Orange Blossom', '#F2C28B', "Fleur d'oranger", 'زهر البرتقال'),
      c('Unscented', '#EFE7DE', 'Sans parfum', 'بلا عطر'),
    ],
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
    fr: {
      name: "Eau de toilette Jasmin d'Achrafieh",
      description: 'Jasmin de nuit, bergamote et musc blanc, frais comme un jardin après la pluie.',
    },
    ar: { name: 'عطر ياسمين الأشرفية', description: 'ياسمين الليل والبرغموت والمسك الأبيض، منعش كحديقة بعد المطر.' },
    price: 78,
    categoryKey: 'fragrance',
    colors: [],
    art: { kind: 'perfume', shade: '#E9D9A6', trim: 'silver' },
  },
  {
    name: 'Orange Blossom Body Mist',
    description: 'A light veil of orange blossom and neroli to spray on after a shower.',
    fr: {
      name: "Brume corps Fleur d'oranger",
      description: "Un voile léger de fleur d'oranger et de néroli, à vaporiser après la douche.",
    },
    ar: { name: 'رذاذ الجسم بزهر البرتقال', description: 'لمسة خفيفة من زهر البرتقال والنيرولي، ترشّينها بعد الاستحمام.' },
    price: 28,
    categoryKey: 'fragrance',
    colors: [
      c('Orange Blossom', '#F6C28B', "Fleur d'oranger", 'زهر البرتقال'),
      c('Fig Leaf', '#9DB08A', 'Feuille de figuier', 'ورق التين'),
      c('Wild Rose', '#E49BB0', 'Rose sauvage', 'ورد برّي'),
    ],
    art: { kind: 'perfume', shade: '#F6C28B', trim: 'rose-gold' },
  },
  {
    name: 'Amber & Musk Perfume Oil',
    description: 'Concentrated, alcohol-free perfume oil that warms on the skin and lasts all day.',
    fr: {
      name: 'Huile parfumée Ambre & Musc',
      description: 'Une huile parfumée concentrée, sans alcool, qui se réchauffe sur la peau et tient toute la journée.',
    },
    ar: { name: 'زيت عطري بالعنبر والمسك', description: 'زيت عطري مركّز خالٍ من الكحول، يزداد دفئاً على البشرة ويدوم طوال اليوم.' },
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
      c('Ballet Pink', '#F2C4CE', 'Rose ballerine', 'وردي باليه'),
      c('Cherry', '#B3123A', 'Cerise', 'كرزي'),
      c('Nude Latte', '#CFA58A', 'Café au lait', 'نود لاتيه'),
      c('Midnight Navy', '#1E2747', 'Bleu nuit', 'كحلي ليلي'),
      c('Lilac', '#B9A3D0', 'Lilas', 'ليلكي'),
      c('Coral', '#F0735A', 'Corail', 'مرجاني'),
      c('Pearl White', '#F4EFEA', 'Blanc nacré', 'أبيض لؤلؤي'),
      c('Emerald', '#1F6B52', 'Émeraude', 'زمردي'),
    ],
    art: { kind: 'nailPolish', shade: '#B3123A', trim: 'black' },
  },
  {
    name: 'Matte Nail Colour',
    description: 'A velvet matte lacquer in muted, modern shades.',
    fr: { name: 'Vernis à ongles Mat', description: 'Un vernis au fini mat velouté, dans des teintes douces et modernes.' },
    ar: { name: 'طلاء أظافر مطفي', description: 'طلاء بلمسة مطفية مخملية، بألوان هادئة وعصرية.' },
    price: 11,
    categoryKey: 'nails',
    colors: [
      c('Dusty Rose', '#C08A8E', 'Vieux rose', 'وردي عتيق'),
      c('Taupe', '#8F7F74', 'Gris taupe', 'رمادي بنّي'),
      c('Sage', '#9CAF94', 'Sauge', 'أخضر مريمي'),
      c('Terracotta', '#C0684A', 'Terre cuite', 'تيراكوتا'),
    ],
    art: { kind: 'nailPolish', shade: '#C08A8E', trim: 'white' },
    photoPerShade: true,
  },
  {
    name: 'Quick Dry Top Coat',
    description: 'Dries in sixty seconds to a glossy, chip-resistant finish.',
    fr: {
      name: 'Vernis de finition séchage rapide',
      description: "Sèche en soixante secondes et laisse un fini brillant qui ne s'écaille pas.",
    },
    ar: { name: 'توب كوت سريع الجفاف', description: 'يجفّ في ستين ثانية ويمنح الأظافر لمعاناً يقاوم التقشّر.' },
    price: 10,
    categoryKey: 'nails',
    colors: [],
    art: { kind: 'nailPolish', shade: '#EDE7E3', trim: 'silver' },
  },
  {
    name: 'Fig Cuticle Oil',
    description: 'Nourishing oil with fig and almond that softens cuticles and strengthens nails.',
    fr: {
      name: 'Huile cuticules à la figue',
      description: "Une huile nourrissante à la figue et à l'amande qui assouplit les cuticules et fortifie les ongles.",
    },
    ar: { name: 'زيت التين للأظافر', description: 'زيت مغذٍّ بالتين واللوز، يليّن الجلد حول الأظافر ويقوّيها.' },
    price: 13,
    categoryKey: 'nails',
    colors: [],
    art: { kind: 'dropper', shade: '#C9A24B', trim: 'gold' },
  },
  {
    name: 'Shimmer Nail Polish',
    description: 'Fine shimmer lacquer for festive nails, opaque in two coats.',
    fr: {
      name: 'Vernis à ongles Pailleté',
      description: 'Un vernis aux fines paillettes pour des ongles de fête, couvrant en deux couches.',
    },
    ar: { name: 'طلاء أظافر برّاق', description: 'طلاء ببريق ناعم لأظافر الأعياد والسهرات، يغطّي بالكامل من طبقتين.' },
    price: 12,
    categoryKey: 'nails',
    colors: [
      c('Rose Gold', '#D7A08F', 'Or rose', 'ذهبي وردي'),
      c('Silver Star', '#C9CCD3', "Étoile d'argent", 'نجمة فضية'),
      c('Bronze', '#A46A3B', 'Bronze pailleté', 'برونزي'),
      c('Garnet', '#7A1E32', 'Grenat', 'عقيقي'),
    ],
    art: { kind: 'nailPolish', shade: '#D7A08F', trim: 'gold' },
  },
];

const offers: DemoOffer[] = [
  {
    name: 'Date Night Lip Trio',
    description: 'Velvet Matte Lipstick in Cedar Red, Glass Shine Lip Gloss and a Precision Lip Liner.',
    fr: {
      name: 'Trio Lèvres Soirée',
      description: 'Le Rouge à lèvres Velours Mat en teinte Rouge cèdre, le Gloss Effet Miroir et un Crayon à lèvres Précision.',
    },
    ar: { name: 'ثلاثية شفاه السهرة', description: 'أحمر الشفاه المخملي المطفي بلون أحمر الأرز، وملمّع الشفاه الزجاجي، وقلم تحديد الشفاه.' },
    price: 52,
    offerPrice: 42,
    art: { kind: 'set', items: ['lipstick', 'gloss', 'pencil'], shades: ['#A12A2A', '#E7A1B6', '#9B5A5A'] },
  },
  {
    name: 'Complete Eye Set',
    description: 'The Sunset over Byblos palette, Cedar Lash mascara and a black kohl pencil.',
    fr: {
      name: 'Coffret Regard Complet',
      description: 'La palette Coucher de soleil sur Byblos, le mascara Cedar Lash et un crayon khôl noir.',
    },
    ar: { name: 'مجموعة العيون الكاملة', description: 'باليت غروب جبيل وماسكارا سيدار لاش وقلم كحل أسود.' },
    price: 82,
    offerPrice: 65,
    art: { kind: 'set', items: ['palette', 'mascara'], shades: ['#B9788A', '#18181C'], trim: 'rose-gold' },
  },
  {
    name: 'Glow Skincare Ritual',
    description: 'Foaming cleanser, hyaluronic serum and night cream: a complete evening routine.',
    fr: {
      name: 'Rituel Soin Éclat',
      description: 'Mousse nettoyante, sérum hyaluronique et crème de nuit : une routine du soir complète.',
    },
    ar: { name: 'روتين الإشراق للبشرة', description: 'غسول رغوي وسيروم الهيالورونيك وكريم الليل: روتين مسائي متكامل.' },
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
    fr: {
      name: 'Collection Passion Ongles',
      description: 'Quatre teintes Brillance Gel au choix, avec le vernis de finition séchage rapide.',
    },
    ar: { name: 'مجموعة عاشقات الأظافر', description: 'أربعة ألوان تختارينها من طلاء الأظافر بلمعان الجل، مع التوب كوت السريع الجفاف.' },
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
    fr: {
      name: 'Kit Minis Voyage',
      description: 'Mousse nettoyante, écran solaire et crème mains en format mini, qui tiennent dans un bagage cabine.',
    },
    ar: { name: 'مجموعة السفر المصغّرة', description: 'غسول وواقي شمس وكريم لليدين بأحجام صغيرة، تدخل في حقيبة اليد على متن الطائرة.' },
    price: 39,
    art: { kind: 'set', items: ['pump', 'tube', 'tube'], shades: ['#BFD8C8', '#F3C27A', '#8E5A6B'], trim: 'white' },
  },
  {
    name: 'Summer in Batroun Set',
    description: 'Sun-Kissed Bronzer, Coral Bloom lipstick and the Orange Blossom Body Mist.',
    fr: {
      name: 'Coffret Été à Batroun',
      description: "La poudre bronzante Caresse de soleil, le rouge à lèvres en teinte Fleur de corail et la brume corps Fleur d'oranger.",
    },
    ar: { name: 'مجموعة صيف البترون', description: 'برونزر لمسة الشمس، وأحمر شفاه بلون زهرة المرجان، ورذاذ الجسم بزهر البرتقال.' },
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
