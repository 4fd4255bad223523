import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { TOAST_MS } from '#web/config/ui.js';
import { useLanguage, useMessages } from '#web/i18n/context.js';
import { offerQuery } from '#web/api/offers.js';
import { DetailView } from '#web/components/detail/DetailView.js';
import { buttonClass } from '#web/components/ui/button-class.js';
import { Spinner } from '#web/components/ui/Spinner.js';
import { EmptyState, ErrorState } from '#web/components/ui/StateMessage.js';
import { ApiError } from '#web/http/api-client.js';
import { useAddToCart } from '#web/shop/use-add-to-cart.js';
import { usePageTitle } from '#web/navigation/page-title.js';
import { localizedText } from '#contract/localized.js';

export function OfferDetailPage() {
  const messages = useMessages();
  const language = useLanguage();
  const { id = '' } = useParams();
  const offer = useQuery(offerQuery(id));
  const { busy, addToCart } = useAddToCart(TOAST_MS.detailPage);
  const backLink = (
    <Link href="/offer" className={buttonClass('secondary')}>
      {messages.offerDetail.back}
    </Link>
  );

  const missing = offer.isError && offer.error instanceof ApiError && offer.error.status === 404;
  // In the page's language, as the server titled it.
  usePageTitle(
    offer.data ? { kind: 'offer', item: localizedText(offer.data, language) } : missing ? { kind: 'offer', item: null } : undefined,
  );

  if (offer.isPending) return <Spinner label={messages.offerDetail.loading} />;
  if (offer.isError && !(offer.error instanceof ApiError && offer.error.status === 404)) {
    return (
      <div className="px-4 py-16">
        <ErrorState title={messages.offerDetail.error} action={backLink} />
      </div>
    );
  }
  if (!offer.data) return <EmptyState titleAs="h1" title={messages.offerDetail.notFound} action={backLink} />;
  const item = offer.data;
  return (
    <DetailView
      key={item.id}
      item={item}
      backHref="/offer"
      backLabel={messages.offerDetail.back}
      soldOut={item.soldOut}
      left={item.left}
      busy={busy}
      toastDurationMs={TOAST_MS.detailPage}
      // Offers have no colours: their cart lines have none either.
      onAdd={(quantity) => addToCart({ ...item, kind: 'offer' }, null, quantity)}
    />
  );
}
