import { useCallback, useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { cropToPng, type PixelArea } from '../../lib/crop-image';
import { commonTexts } from '../../texts/common';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';
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
    <Dialog
      open={file !== null}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
    >
      {src && (
        <>
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
          <DialogActions>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {commonTexts.cropper.cancel}
            </Button>
            <Button onClick={() => void save()} disabled={busy || !area}>
              {busy ? commonTexts.cropper.saving : commonTexts.cropper.save}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
