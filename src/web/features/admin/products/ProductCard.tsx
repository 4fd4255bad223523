import { SWATCHES_ON_CARD } from '#web/config/ui.js';
import type { Product } from '#contract/product.js';
import { Badge } from '#web/components/ui/Badge.js';
import { ColorSwatch } from '#web/components/ui/ColorSwatch.js';
import { useMessages } from '#web/i18n/context.js';
import { ItemCard } from '../catalogue-item/ItemCard.js';
import { useAdminText, useOwnName } from '../i18n/context.js';

export function ProductCard({ product, onEdit, onDelete }: { product: Product; onEdit: () => void; onDelete: () => void }) {
  const text = useAdminText();
  const ownName = useOwnName();
  const common = useMessages().common;
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
          {product.category ? <Badge tone="neutral">{ownName(product.category)}</Badge> : null}
          {product.soldOut ? <Badge tone="danger">{common.soldOut}</Badge> : null}
        </>
      }
      extra={
        product.colors.length > 0 ? (
          <ul className="flex items-center gap-1.5" aria-label={text.colors.legend}>
            {shown.map((color) => (
              <li key={`${color.name}-${color.hexCode}`} className="flex">
                <ColorSwatch name={ownName(color)} hexCode={color.hexCode} />
              </li>
            ))}
            {hidden > 0 ? <li className="text-xs font-medium text-muted">{text.products.moreColors(hidden)}</li> : null}
          </ul>
        ) : null
      }
    />
  );
}
