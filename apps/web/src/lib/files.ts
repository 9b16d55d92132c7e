/** '/api/files/abc' → '/api/files/abc?size=thumb': the server's small version of an image. */
export function thumbnailUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}size=thumb`;
}
