import { useCallback, useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { cropToPng, type PixelArea } from '../../lib/crop-image';
import { commonTexts } from '../../texts/common';
import styles from './image-cropper.module.css';

interface ImageCropperProps {
  /** The picked image; the cropper is hidden while this is null. */
  file: File | null;
  title: string;
  /** Gets the 256×256 PNG; the caller uploads it, shows errors and clears `file` to hide. */
  onSave: (png: Blob) => Promise<void> | void;
  /** 'Anuluj': the caller resets the picked file. */
  onCancel: () => void;
}

/** Square image cropper (aspect 1) in a modal dialog: 'Anuluj' and 'Zapisz' (spec: avatar cropper). */
export function ImageCropper({ file, title, onSave, onCancel }: ImageCropperProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setSrc(url);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setFailed(false);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (file && !dialog.open) dialog.showModal();
    if (!file && dialog.open) dialog.close();
  }, [file]);

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  async function save() {
    if (!src || !area) return;
    setBusy(true);
    setFailed(false);
    let png: Blob;
    try {
      png = await cropToPng(src, area);
    } catch {
      setFailed(true);
      setBusy(false);
      return;
    }
    try {
      await onSave(png);
    } catch (error) {
      // The caller shows upload failures itself; keep the dialog usable.
      console.warn('Image save failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {file && src && (
        <div className={styles.body}>
          <h2 className={styles.title}>{title}</h2>
          <div className={styles.stage}>
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              showGrid
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
              onMediaLoaded={() => setFailed(false)}
              mediaProps={{ onError: () => setFailed(true) }}
            />
          </div>
          <label className={styles.zoom}>
            <span>{commonTexts.cropper.zoom}</span>
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
            />
          </label>
          {failed && (
            <p className={styles.error} role="alert">
              {commonTexts.cropper.failed}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
              {commonTexts.cropper.cancel}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void save()}
              disabled={busy || !area}
            >
              {busy ? commonTexts.cropper.saving : commonTexts.cropper.save}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
