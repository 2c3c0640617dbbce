import sharp from 'sharp';
import { badRequest } from '../../errors/app-error';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];
export const PICTURE_SIZE = 512;
// Decompression bombs: refuse images whose pixel count is absurd for a profile picture.
const MAX_INPUT_PIXELS = 40_000_000;

/** Re-encodes an uploaded image as a square webp, dropping metadata (location, camera). */
export async function reencodeProfilePicture(
  input: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, {
        fit: 'cover',
        position: 'attention',
        withoutEnlargement: false,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badRequest('invalid_image', 'The file is not an image we can read.', {
      fields: { file: 'Not a readable image.' },
    });
  }
}
