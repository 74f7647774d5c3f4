import { imageInfo } from './image-info';

async function asPng(source: CanvasImageSource, width: number, height: number): Promise<Uint8Array | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(source, 0, 0);
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return png ? new Uint8Array(await png.arrayBuffer()) : null;
}

/** Through an image element: the page's policy lets images (not fetches) come from other https hosts. */
function viaImageElement(url: string): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    const img = new Image();
    // Without CORS the canvas is tainted and toBlob throws: then the picture is left out.
    img.crossOrigin = 'anonymous';
    img.onload = () =>
      asPng(img, img.naturalWidth, img.naturalHeight)
        .then(resolve)
        .catch(() => resolve(null));
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/**
 * The DOCX export's image loader, in the browser: the product's own uploads are fetched; WebP (which
 * Word cannot show) is redrawn as PNG; an image on another host is read through an image element
 * when that host allows it. Anything else resolves to null, and the document goes without it.
 */
export async function loadImageForDocx(url: string): Promise<Uint8Array | null> {
  let blob: Blob;
  try {
    const res = await fetch(url, { credentials: 'omit', cache: 'force-cache' });
    if (!res.ok) return null;
    blob = await res.blob();
  } catch {
    return viaImageElement(url);
  }
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (imageInfo(bytes)) return bytes;
  try {
    const bitmap = await createImageBitmap(blob);
    return await asPng(bitmap, bitmap.width, bitmap.height);
  } catch {
    return null;
  }
}
