import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { useSearchParams } from '#web/navigation/router.js';
import { TOAST_MS } from '#web/config/ui.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { localizedCategoryName } from '#web/i18n/localized.js';
import { productQuery } from '#web/api/products.js';
import { DetailView } from '#web/components/detail/DetailView.js';
import { buttonClass } from '#web/components/ui/button-class.js';
import { Spinner } from '#web/components/ui/Spinner.js';
import { EmptyState, ErrorState } from '#web/components/ui/StateMessage.js';
import { ApiError } from '#web/http/api-client.js';
import { useAddToCart } from '#web/shop/use-add-to-cart.js';
import { usePageTitle } from '#web/navigation/page-title.js';
import { localizedText } from '#contract/localized.js';
import { COLOR_PARAM, shadeHex, shadeParam } from '#contract/shade.js';
import { catalogueHref } from '#web/navigation/catalogue-position.js';

export function ProductDetailPage() {
  const messages = useMessages();
  const language = useLanguage();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const product = useQuery(productQuery(id));
  const { busy, addToCart } = useAddToCart(TOAST_MS.detailPage);
  const back = catalogueHref(params);
  const backLink = (
    <Link href={back} className={buttonClass('secondary')}>
      {messages.productDetail.back}
    </Link>
  );

  const missing = product.isError && product.error instanceof ApiError && product.error.status === 404;
  // In the page's language, as the server titled it.
  usePageTitle(
    product.data ? { kind: 'product', item: localizedText(product.data, language) } : missing ? { kind: 'product', item: null } : undefined,
  );

  if (product.isPending) return <Spinner label={messages.productDetail.loading} />;
  if (product.isError && !(product.error instanceof ApiError && product.error.status === 404)) {
    return (
      <div className="px-4 py-16">
        <ErrorState title={messages.productDetail.error} action={backLink} />
      </div>
    );
  }
  if (!product.data) {
    return <EmptyState titleAs="h1" title={messages.productDetail.notFound} action={backLink} />;
  }
  const item = product.data;
  // A shade named in the address (a shared link) opens picked, when the product has it and it can be picked.
  const shade = shadeHex(params.get(COLOR_PARAM));
  const initialColor = item.colors.find((option) => option.hexCode === shade && !option.soldOut) ?? null;
  return (
    <DetailView
      key={item.id}
      item={item}
      backHref={back}
      backLabel={messages.productDetail.back}
      categoryName={item.category ? localizedCategoryName(item.category, language) : null}
      colors={item.colors}
      initialColor={initialColor}
      // The address follows the shade picked, in place, so a link copied from it opens with that shade.
      onColorChange={(color) =>
        setParams(
          (current) => {
            if (color) current.set(COLOR_PARAM, shadeParam(color.hexCode));
            else current.delete(COLOR_PARAM);
            return current;
          },
          { replace: true },
        )
      }
      soldOut={item.soldOut}
      left={item.left}
      busy={busy}
      toastDurationMs={TOAST_MS.detailPage}
      onAdd={(quantity, color) => addToCart(item, color, quantity)}
    />
  );
}
