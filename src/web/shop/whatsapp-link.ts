/** https://wa.me/<number>?text=…; the whole text is percent-encoded (Arabic, emoji, &, #, +, line breaks). */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
