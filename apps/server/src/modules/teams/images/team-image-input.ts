import { TEAM_LIMITS } from '@liga/contracts';
import { ValidationError } from '../../../platform/http/app-errors';
import { IMAGE_TEXTS } from '../../../platform/images/image.texts';
import { toSquarePng } from '../../../platform/images/square-png';

export const TEAM_IMAGE_SIZE = 256;

/** Any uploaded file → a 256×256 PNG (refusals are 400 with a Polish message). */
export const teamPng = (file: Buffer) => toSquarePng(file, TEAM_IMAGE_SIZE);

/** The create payload's `imageUrl`: base64, with or without its `data:image/...;base64,` head. */
export async function pngFromBase64(value: string): Promise<Buffer> {
  const base64 = value.replace(/^data:[^,]{0,100};base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64) || base64.length === 0) {
    throw ValidationError.of('image.invalid', IMAGE_TEXTS.invalid);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > TEAM_LIMITS.imageMaxBytes) {
    throw ValidationError.of('image.too_large', IMAGE_TEXTS.tooLarge(5));
  }
  return teamPng(bytes);
}
