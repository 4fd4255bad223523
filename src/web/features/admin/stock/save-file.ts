/** Hands a fetched file to the browser to save, as a download link would (which could not send the token). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the browser has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
