import { useRef, useState, type ChangeEvent } from 'react';
import { ImageCropper } from '../../../components/ui/image-cropper';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { isImageFile } from '../../../lib/crop-image';
import { commonTexts } from '../../../texts/common';
import { useUploadAvatar } from '../api/upload-avatar';
import { usersTexts } from '../texts';
import styles from './player-profile.module.css';

const t = usersTexts.profile;

/** Own profile only: pick an image, crop it square (256×256 PNG) and upload it. */
export function AvatarChange({ userId }: { userId: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadAvatar(userId);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    if (!isImageFile(picked)) {
      toast.error(commonTexts.cropper.notAnImage);
      return;
    }
    setFile(picked);
  }

  async function onSave(png: Blob) {
    try {
      await upload.mutateAsync(png);
      toast.success(t.avatarSaved);
    } catch (error) {
      toast.error(`${t.avatarFailed} ${errorMessage(error)}`);
    } finally {
      setFile(null);
    }
  }

  return (
    <>
      <button
        type="button"
        className={`btn btn-secondary ${styles.avatarButton}`}
        onClick={() => inputRef.current?.click()}
        disabled={upload.isPending}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M4 8h3l2-3h6l2 3h3v11H4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t.changeAvatar}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        data-testid="avatar-file"
        onChange={onPick}
      />
      <ImageCropper
        file={file}
        title={t.cropTitle}
        onCancel={() => setFile(null)}
        onSave={onSave}
      />
    </>
  );
}
