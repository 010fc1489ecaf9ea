import { Dialog } from '../../../components/ui/dialog';
import { accountTexts } from '../texts';
import styles from './manage-account.module.css';

/** The success popup with a check mark: saved, and the user is about to be moved. */
export function MovedPopup({ open }: { open: boolean }) {
  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      label={accountTexts.saved}
      size="small"
      dismissible={false}
      centered
    >
      <div className={styles.popupBody} role="status">
        <svg viewBox="0 0 52 52" className={styles.check} aria-hidden="true">
          <circle cx="26" cy="26" r="24" />
          <path d="M15 27l7 7 15-16" />
        </svg>
        <p className={styles.popupTitle}>{accountTexts.saved}</p>
        <p className={styles.popupText}>{accountTexts.moving}</p>
      </div>
    </Dialog>
  );
}
