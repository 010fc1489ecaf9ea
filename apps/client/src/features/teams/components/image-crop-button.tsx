import { useRef, useState, type ReactNode } from 'react';
import { ImageCropper } from '../../../components/ui/image-cropper';
import { isImageFile } from '../../../lib/crop-image';
import { teamsTexts } from '../texts';

interface ImageCropButtonProps {
  /** Receives the 256×256 PNG; the cropper hides when the promise resolves. */
  onCropped: (image: Blob) => Promise<unknown> | void;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  title?: string;
}

/**
 * A button that picks an image file (only image/* types) and opens the square cropper:
 * 'Anuluj' resets and hides, 'Zapisz' hands over the PNG and hides once it is stored.
 */
export function ImageCropButton({
  onCropped,
  children,
  className = 'btn btn-secondary',
  disabled,
  title = teamsTexts.image.cropTitle,
}: ImageCropButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  const reset = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
      >
        {children}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (isImageFile(picked)) setFile(picked);
          else event.target.value = '';
        }}
      />
      <ImageCropper
        file={file}
        title={title}
        onCancel={reset}
        onSave={async (png) => {
          await onCropped(png);
          reset();
        }}
      />
    </>
  );
}
