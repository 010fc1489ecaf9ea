import type { IncomingMessage, ServerResponse } from 'node:http';
import multer from 'multer';
import { ValidationError } from '../http/app-errors';
import { IMAGE_TEXTS } from './image.texts';

/**
 * Reads one uploaded file from the raw Node request (multipart/form-data, field `field`) into memory, at most `maxBytes`.
 * Every refusal is a 400 with a Polish message (multer's own errors would become 413/500).
 */
export function readUploadedFile(
  req: IncomingMessage,
  res: ServerResponse,
  options: { field: string; maxBytes: number },
): Promise<Buffer> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: options.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  }).single(options.field);
  return new Promise((resolve, reject) => {
    upload(req as never, res as never, (error: unknown) => {
      if (error) return reject(describe(error, options.maxBytes));
      const file = (req as IncomingMessage & { file?: { buffer: Buffer } }).file;
      if (!file) return reject(ValidationError.of('image.missing', IMAGE_TEXTS.missing));
      resolve(file.buffer);
    });
  });
}

function describe(error: unknown, maxBytes: number): ValidationError {
  const code = (error as { code?: string })?.code;
  if (code === 'LIMIT_FILE_SIZE') {
    return ValidationError.of(
      'image.too_large',
      IMAGE_TEXTS.tooLarge(Math.round(maxBytes / 1024 / 1024)),
    );
  }
  if (code === 'LIMIT_UNEXPECTED_FILE') {
    return ValidationError.of('image.missing', IMAGE_TEXTS.missing);
  }
  return ValidationError.of('image.bad_upload', IMAGE_TEXTS.badUpload);
}
