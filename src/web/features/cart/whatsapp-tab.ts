/** The tab WhatsApp opens in is made on the click itself: made after the response, browsers block it as a pop-up. */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** Sends the tab to the link; with no tab (blocked, or closed meanwhile), this page goes there instead. */
export function showLink(tab: Window | null, link: string) {
  if (tab && !tab.closed) tab.location.href = link;
  else window.location.href = link;
}
