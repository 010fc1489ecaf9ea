/** A rectangle in image pixels (what react-easy-crop reports as croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Images cropped in the browser are sent as 256×256 PNG (spec sections 5 and 9). */
export const CROP_OUTPUT_SIZE = 256;

/** Only files whose MIME type starts with image/ are accepted (spec section 5). */
export function isImageFile(file: File | null | undefined): file is File {
  return Boolean(file && file.type.startsWith('image/'));
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be decoded'));
    image.src = src;
  });
}

/** Draws `area` of the image at `src` into a size×size canvas and returns it as a PNG blob. */
export async function cropToPng(
  src: string,
  area: PixelArea,
  size = CROP_OUTPUT_SIZE,
): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
      'image/png',
    ),
  );
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** Decodes a base64 data URL (no fetch: the CSP's connect-src does not allow data:). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  if (!header.endsWith(';base64')) {
    return new Blob([decodeURIComponent(dataUrl.slice(comma + 1))], { type });
  }
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** The multipart body of an image upload: field `file`, a PNG named after the entity id. */
export function imageUploadForm(blob: Blob, entityId: string): FormData {
  const form = new FormData();
  form.append('file', blob, `${entityId}.png`);
  return form;
}
