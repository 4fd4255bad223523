import { describe, expect, it } from 'vitest';
import { arabicSkeleton, arabiziSkeleton, isSurelyArabizi } from './arabizi.js';
import { foldForSearch, searchWords } from './fold.js';

describe('foldForSearch', () => {
  it.each([
    ['أحمر', 'احمر'],
    ['إحمرار', 'احمرار'],
    ['آمال', 'امال'],
    ['ٱلورد', 'الورد'],
    ['أَحْمَر', 'احمر'],
    ['عـــربي', 'عربي'],
    ['مخملى', 'مخملي'],
    ['مؤمن', 'مومن'],
    ['شاطئ', 'شاطي'],
    ['كريمة', 'كريمه'],
    ['٣٤٥', '345'],
    ['۴۵', '45'],
    ['Crème Velours', 'creme velours'],
    ['ŒUVRE Æther Straße', 'oeuvre aether strasse'],
    ['ﬁne', 'fine'],
    ['\u202bرنا\u202c\u200f', 'رنا'],
  ])('folds %j as phones type it: %j', (typed, folded) => {
    expect(foldForSearch(typed)).toBe(folded);
  });

  it('folds what is stored and what is typed alike', () => {
    expect(foldForSearch('أحمر شفاه مخملي')).toBe(foldForSearch('احمر شفاه مخملى'));
    expect(foldForSearch('Rouge à lèvres')).toBe(foldForSearch('ROUGE A LEVRES'));
  });
});

describe('searchWords', () => {
  it('splits on anything that is not a letter or a digit, and drops empty words', () => {
    expect(searchWords(' l’huile -- SPF50, «rouge»  ')).toEqual(['l', 'huile', 'spf50', 'rouge']);
    expect(searchWords('%_\\"\'')).toEqual([]);
    expect(searchWords('\u064e\u0650')).toEqual([]);
  });
});

describe('Arabizi skeletons', () => {
  it.each([
    ['a7mar', 'أحمر'],
    ['ahmar', 'أحمر'],
    ['2a7mar', 'أحمر'],
    ['3asal', 'عسل'],
    ['warde', 'وردة'],
    ['mkhmali', 'مخملي'],
    ['krem', 'كريم'],
    ['maskara', 'ماسكارا'],
  ])('reads %j as %j', (latin, arabic) => {
    expect(arabiziSkeleton(latin)).toBe(arabicSkeleton(foldForSearch(arabic)));
  });

  it('leaves out what cannot be Arabizi or says too little', () => {
    expect(arabiziSkeleton('50')).toBeNull();
    expect(arabiziSkeleton('ai')).toBeNull();
    expect(arabiziSkeleton('spf-50')).toBeNull();
    expect(isSurelyArabizi('a7mar')).toBe(true);
    expect(isSurelyArabizi('ahmar')).toBe(false);
    expect(isSurelyArabizi('spf50')).toBe(false);
  });
});
