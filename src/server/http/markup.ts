const MARKUP_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value, in HTML or XML. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => MARKUP_ESCAPES[c]!);
}

/**
 * Data as the text of a `<script>` element (JSON-LD, the embedded shop settings): `<`, `>`, `&` and
 * the line separators JavaScript once refused escaped, so no stored text can close the script or open
 * another tag. JSON.parse reads it back unchanged.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
