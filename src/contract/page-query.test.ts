import { describe, expect, it } from 'vitest';
import { pageQuery } from './page-query.js';

describe('pageQuery', () => {
  it('keeps only what the page reads, in one order', () => {
    expect(pageQuery('home', '?utm_source=x&category=c1&page=2&search=kohl&fbclid=y')).toBe('?page=2&search=kohl&category=c1');
    expect(pageQuery('home', '?search=kohl&page=2&category=c1')).toBe('?page=2&search=kohl&category=c1');
    expect(pageQuery('offers', '?category=c1&search=rose')).toBe('?search=rose');
    expect(pageQuery('about', '?page=3&x=1')).toBe('');
    expect(pageQuery('product', '?returnPage=2&returnSearch=kohl&ref=share')).toBe('?returnPage=2&returnSearch=kohl');
    expect(pageQuery('contact', '?form=sent&x=1')).toBe('?form=sent');
  });

  it('reads a page number as the page does: page 1, empty and repeated parameters leave no trace', () => {
    expect(pageQuery('home', '?page=1')).toBe('');
    expect(pageQuery('home', '?page=abc&search=')).toBe('');
    expect(pageQuery('home', '?page=02')).toBe('?page=2');
    expect(pageQuery('home', '?page=3&page=4')).toBe('?page=3');
    expect(pageQuery('home', '?search=a%20b')).toBe('?search=a+b');
  });
});
