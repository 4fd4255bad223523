import { describe, expect, it } from 'vitest';
import { capSrcset } from './image-srcset.js';

const srcset = '/uploads/a-320.webp 320w, /uploads/a-640.webp 640w, /uploads/a-960.webp 960w, /uploads/a-1280.webp 1280w';

describe('capSrcset', () => {
  it('keeps the widths up to the cap, the widest of them as src', () => {
    expect(capSrcset(srcset, 640)).toEqual({ srcset: '/uploads/a-320.webp 320w, /uploads/a-640.webp 640w', src: '/uploads/a-640.webp' });
  });

  it('keeps everything when every width is under the cap', () => {
    expect(capSrcset(srcset, 2000)?.srcset).toBe(srcset);
  });

  it('keeps the narrowest width when all are wider than the cap', () => {
    expect(capSrcset('/b-960.webp 960w, /b-800.webp 800w', 640)).toEqual({ srcset: '/b-800.webp 800w', src: '/b-800.webp' });
  });

  it('gives up on a srcset without width descriptors', () => {
    expect(capSrcset('/c.webp 2x', 640)).toBeNull();
  });
});
