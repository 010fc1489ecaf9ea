import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ImageCropper } from '../../../components/ui/image-cropper';
import { toast } from '../../../components/ui/toast-store';
import { isImageFile } from '../../../lib/crop-image';
import { commonTexts } from '../../../texts/common';
import { authTexts } from '../texts';
import styles from './register.module.css';

const t = authTexts.register;

interface PhotoPickerProps {
  photo: Blob | null;
  onChange: (photo: Blob | null) => void;
}

/** Register step 2 photo: take one with the camera or pick an image, then crop it square. */
export function PhotoPicker({ photo, onChange }: PhotoPickerProps) {
  const cameraRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!photo) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      toast.error(commonTexts.cropper.notAnImage);
      return;
    }
    setPicked(file);
  }

  return (
    <div className={styles.photo}>
      <div className={styles.photoPreview}>
        {preview ? (
          <img src={preview} alt={t.photo} width={112} height={112} />
        ) : (
          <svg viewBox="0 0 40 40" aria-hidden="true">
            <circle cx="20" cy="15" r="7" />
            <path d="M6 38c2-8 7.5-12 14-12s12 4 14 12z" />
          </svg>
        )}
      </div>
      <div className={styles.photoText}>
        <p className={styles.photoTitle}>{t.photo}</p>
        <p className={styles.photoLead}>{t.photoLead}</p>
        <div className={styles.photoButtons}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => cameraRef.current?.click()}
          >
            {t.takePhoto}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => fileRef.current?.click()}
          >
            {t.choosePhoto}
          </button>
          {photo && (
            <button type="button" className="btn btn-ghost" onClick={() => onChange(null)}>
              {t.removePhoto}
            </button>
          )}
        </div>
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="user"
          hidden
          data-testid="photo-camera"
          onChange={onPick}
        />
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          data-testid="photo-file"
          onChange={onPick}
        />
      </div>
      <ImageCropper
        file={picked}
        title={t.cropTitle}
        onCancel={() => setPicked(null)}
        onSave={(png) => {
          onChange(png);
          setPicked(null);
        }}
      />
    </div>
  );
}
