import { useMessages } from '#web/i18n/context.js';
import { useShopConfig, useShopText } from '#web/shop/shop-config.js';

/** The owner's About text (Settings): paragraphs separated by a blank line, shown as plain text. */
export const aboutParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export function AboutPage() {
  const messages = useMessages();
  const shop = useShopConfig();
  const { aboutText } = useShopText();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-brand-700">{shop.name}</p>
      <h1 className="mt-3 font-display text-4xl text-ink sm:text-5xl">{messages.about.heading}</h1>
      <p className="mt-4 font-display text-2xl text-brand-800">{messages.about.lead}</p>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
        {aboutParagraphs(aboutText).map((paragraph, index) => (
          // The owner's text may be in another script than the page (English on an Arabic page): it
          // takes its own direction, so its punctuation stays where it was written.
          <p key={index} dir="auto" className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-3">
        {messages.about.highlights.map((highlight) => (
          <li key={highlight.label} className="rounded-3xl bg-white p-6 text-center ring-1 ring-brand-100">
            <p className="font-display text-4xl text-brand-700">{highlight.value}</p>
            <p className="mt-2 text-sm text-muted">{highlight.label}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
