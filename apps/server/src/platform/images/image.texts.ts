/** Polish texts of image uploads (avatars, team images). */
export const IMAGE_TEXTS = {
  missing: 'Wybierz plik z obrazem (pole „file”).',
  invalid: 'Ten plik nie jest obsługiwanym obrazem. Wybierz zdjęcie JPG, PNG, WebP lub GIF.',
  svg: 'Obrazy SVG nie są obsługiwane. Wybierz zdjęcie JPG, PNG, WebP lub GIF.',
  tooLarge: (mb: number) => `Plik jest za duży. Maksymalny rozmiar to ${mb} MB.`,
  tooManyPixels: 'Obraz ma zbyt dużą rozdzielczość (maksymalnie 40 megapikseli).',
  badUpload: 'Nieprawidłowe przesłanie pliku. Wyślij jeden plik w polu „file”.',
} as const;
