import { useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.js';
import { productListQuery } from '#web/api/products.js';
import { deleteProductMutation } from '#web/api/admin/products.js';
import { CatalogueItemsPage } from '../catalogue-item/CatalogueItemsPage.js';
import { useListSearch } from '#web/navigation/use-list-search.js';
import { useAdminText } from '../i18n/context.js';
import { ProductCard } from './ProductCard.js';
import { ProductDialog } from './ProductDialog.js';

export function ProductsPage() {
  const text = useAdminText().products;
  const params = useListSearch();
  const products = useQuery(productListQuery({ page: params.page, limit: PAGE_SIZE.admin, search: params.search }));
  const deleteMutation = useMutation(deleteProductMutation);
  return (
    <CatalogueItemsPage
      text={text}
      fetchToastId="admin-products-fetch"
      params={params}
      query={products}
      remove={deleteMutation}
      renderCard={(product, actions) => <ProductCard key={product.id} product={product} {...actions} />}
      renderDialog={(product, onClose) => <ProductDialog product={product} onClose={onClose} />}
    />
  );
}
