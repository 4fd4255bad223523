import { admin } from '../../../../contract/messages/admin.js';
import { CatalogueItemsPage } from '../shared/CatalogueItemsPage.js';
import { useListSearch } from '../../../lib/use-list-search.js';
import { useDeleteProduct } from './api/delete-product.js';
import { useProducts } from './api/list-products.js';
import { ProductCard } from './ProductCard.js';
import { ProductDialog } from './ProductDialog.js';

export function ProductsPage() {
  const params = useListSearch();
  const products = useProducts({ page: params.page, search: params.search });
  const deleteMutation = useDeleteProduct();
  return (
    <CatalogueItemsPage
      text={admin.products}
      fetchToastId="admin-products-fetch"
      params={params}
      query={products}
      remove={deleteMutation}
      renderCard={(product, actions) => <ProductCard key={product.id} product={product} {...actions} />}
      renderDialog={(product, onClose) => <ProductDialog product={product} onClose={onClose} />}
    />
  );
}
