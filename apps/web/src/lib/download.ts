/** Saves a blob as a file: an object URL behind a temporary <a download>, revoked afterwards. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start the download after click() returns; give them a moment.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
