import { localized, type Translation } from '@liga/contracts';

/** Polish texts of image uploads (avatars, team images). */
const IMAGE_TEXTS_PL = {
  missing: 'Wybierz plik z obrazem (pole „file”).',
  invalid: 'Ten plik nie jest obsługiwanym obrazem. Wybierz zdjęcie JPG, PNG, WebP lub GIF.',
  svg: 'Obrazy SVG nie są obsługiwane. Wybierz zdjęcie JPG, PNG, WebP lub GIF.',
  tooLarge: (mb: number) => `Plik jest za duży. Maksymalny rozmiar to ${mb} MB.`,
  tooManyPixels: 'Obraz ma zbyt dużą rozdzielczość (maksymalnie 40 megapikseli).',
  badUpload: 'Nieprawidłowe przesłanie pliku. Wyślij jeden plik w polu „file”.',
} as const;

const IMAGE_TEXTS_EN = {
  missing: 'Choose an image file (the “file” field).',
  invalid: 'This file is not a supported image. Choose a JPG, PNG, WebP or GIF photo.',
  svg: 'SVG images are not supported. Choose a JPG, PNG, WebP or GIF photo.',
  tooLarge: (mb: number) => `The file is too large. The largest size is ${mb} MB.`,
  tooManyPixels: 'The image has too high a resolution (40 megapixels at most).',
  badUpload: 'Invalid file upload. Send one file in the “file” field.',
} satisfies Translation<typeof IMAGE_TEXTS_PL>;

/** Texts of image uploads in the active language (the request's). */
export const IMAGE_TEXTS = localized(IMAGE_TEXTS_PL, IMAGE_TEXTS_EN);
