import { errorMessage } from '../../lib/api-client';
import { commonTexts } from '../../texts/common';
import { WarningIcon } from './icons';
import styles from './error-message.module.css';

interface ErrorMessageProps {
  /** What failed, in Polish ("Nie udało się wczytać tabeli."). */
  title?: string;
  /** The error thrown by the query; its Polish message is shown under the title. */
  error?: unknown;
  onRetry?: () => void;
  compact?: boolean;
}

/** A clear Polish message for a failed load, with an optional retry button. */
export function ErrorMessage({ title, error, onRetry, compact = false }: ErrorMessageProps) {
  const detail = error === undefined ? null : errorMessage(error);
  return (
    <div role="alert" className={`${styles.error} ${compact ? styles.compact : ''}`}>
      <WarningIcon className={styles.icon} />
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        {detail && <p className={styles.detail}>{detail}</p>}
      </div>
      {onRetry && (
        <button type="button" className={`btn btn-secondary ${styles.retry}`} onClick={onRetry}>
          {commonTexts.retry}
        </button>
      )}
    </div>
  );
}
