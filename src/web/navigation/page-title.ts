import { useEffect } from 'react';
import { storefrontPageText, type StorefrontPage } from '#contract/page-text.js';
import { useMessages } from '../i18n/context.js';
import { useShopConfig } from '../shop/shop-config.js';

/**
 * Sets the title bar to the page's title, the same words the server wrote into the page it sent
 * (src/contract/page-text.ts). `page` undefined leaves the title as it is (a detail page still loading).
 */
export function usePageTitle(page: StorefrontPage | undefined): void {
  const { name } = useShopConfig();
  const messages = useMessages().pages;
  const title = page ? storefrontPageText(page, name, messages).title : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
