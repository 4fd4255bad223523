import { SWATCHES_ON_CARD } from '../../../../contract/constants.js';
import { admin } from '../../../../contract/messages/admin.js';
import type { Product } from '../../../../contract/product.js';
import { Badge } from '../shared/Badge.js';
import { ItemCard } from '../shared/ItemCard.js';

export function ProductCard({ product, onEdit, onDelete }: { product: Product; onEdit: () => void; onDelete: () => void }) {
  const shown = product.colors.slice(0, SWATCHES_ON_CARD.admin);
  const hidden = product.colors.length - shown.length;
  return (
    <ItemCard
      item={product}
      dimmed={product.soldOut}
      onEdit={onEdit}
      onDelete={onDelete}
      badges={
        <>
          {product.category ? <Badge tone="neutral">{product.category.name}</Badge> : null}
          {product.soldOut ? <Badge tone="danger">{admin.products.soldOut}</Badge> : null}
        </>
      }
      extra={
        product.colors.length > 0 ? (
          <ul className="flex items-center gap-1.5" aria-label={admin.colors.legend}>
            {shown.map((color) => (
              <li key={`${color.name}-${color.hexCode}`} title={color.name}>
                <span
                  className="block size-5 rounded-full border border-ink/10"
                  style={{ backgroundColor: color.hexCode }}
                />
                <span className="sr-only">{color.name}</span>
              </li>
            ))}
            {hidden > 0 ? <li className="text-xs font-medium text-muted">{admin.products.moreColors(hidden)}</li> : null}
          </ul>
        ) : null
      }
    />
  );
}
