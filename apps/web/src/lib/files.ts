import { MAX_IMAGE_BYTES, registrationMessages } from '@sevak/shared';

/** '/api/files/abc' → '/api/files/abc?size=thumb': the server's small version of an image. */
export function thumbnailUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}size=thumb`;
}

/**
 * Whether the browser can decode `file` as a picture: a PDF or a document renamed
 * '.jpg' is refused on the page when it is chosen, not by the server after Sign Up.
 */
export async function decodesAsImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      bitmap.close();
      return true;
    } catch {
      return false;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Our own check before upload (the server checks the bytes again): an image, at most 5 MB. */
export function imageProblem(file: File): string | null {
  if (file.type && !file.type.startsWith('image/')) return registrationMessages.invalidFileTypeShown;
  if (file.size > MAX_IMAGE_BYTES) return registrationMessages.fileTooLargeShown;
  return null;
}
