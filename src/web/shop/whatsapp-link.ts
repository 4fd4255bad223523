/**
 * https://wa.me/<number>, with ?text=… when there is a message; the whole text is percent-encoded
 * (Arabic, emoji, &, #, +, line breaks).
 */
export function whatsappLink(number: string, text?: string): string {
  const chat = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
}
