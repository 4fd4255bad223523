import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemCard } from '../catalogue-item/ItemCard.js';
import { TextAreaField, TextField } from './Field.js';

describe("the panel's text fields", () => {
  it('take their direction from what is typed: English in the Arabic panel keeps its full stop at its end', () => {
    render(
      <div dir="rtl">
        <TextField label="الاسم" defaultValue="Velvet Lipstick." />
        <TextAreaField label="الوصف" defaultValue="Hello! I would like to order." />
        <TextField label="الهاتف" dir="ltr" defaultValue="+961 70 123 456" />
      </div>,
    );
    expect(screen.getByLabelText('الاسم')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('الوصف')).toHaveAttribute('dir', 'auto');
    // A field that says its own direction keeps it.
    expect(screen.getByLabelText('الهاتف')).toHaveAttribute('dir', 'ltr');
  });
});

describe("the panel's cards", () => {
  it("show the owner's name and description in their own direction", () => {
    const item = {
      name: 'Velvet Lipstick',
      description: 'Hello! A matte finish.',
      price: 12,
      offerPrice: null,
      image: null,
      imageSrcset: null,
      imageWidth: null,
      imageHeight: null,
    };
    render(
      <ul>
        <ItemCard item={item} onEdit={() => undefined} onDelete={() => undefined} />
      </ul>,
    );
    expect(screen.getByRole('heading', { name: 'Velvet Lipstick' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Hello! A matte finish.')).toHaveAttribute('dir', 'auto');
  });
});
