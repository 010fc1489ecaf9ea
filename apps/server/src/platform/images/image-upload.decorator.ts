import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { LigaReply, LigaRequest } from '../http/request-context';
import { readUploadedFile } from './read-upload';
import { toSquarePng } from './square-png';

export interface ImageUploadOptions {
  /** The multipart field holding the file (default `file`). */
  field?: string;
  maxBytes: number;
  /** Side of the square PNG the picture becomes. */
  size: number;
}

/**
 * An uploaded picture not read yet. The handler authorizes first and reads after, so a
 * stranger never makes the server receive or decode a file.
 */
export interface PendingImage {
  /** The file decoded and re-encoded as a square PNG; a 400 in Polish when it is not an image. */
  read(): Promise<Buffer>;
}

/**
 * The one upload pipe of the image routes (avatars, team images): one multipart file in memory
 * (size and part limits), decoded whatever its name or declared type says, refused when it is
 * not a raster image or has too many pixels, and re-encoded to a PNG without metadata.
 */
export const ImageUpload = createParamDecorator(
  (options: ImageUploadOptions, ctx: ExecutionContext): PendingImage => {
    const req = ctx.switchToHttp().getRequest<LigaRequest>().raw;
    const res = ctx.switchToHttp().getResponse<LigaReply>().raw;
    return {
      async read() {
        const field = options.field ?? 'file';
        const file = await readUploadedFile(req, res, { field, maxBytes: options.maxBytes });
        return toSquarePng(file, options.size);
      },
    };
  },
);
