import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../../components/layouts/page-frame';
import { ErrorMessage } from '../../../components/ui/error-message';
import { CloseIcon } from '../../../components/ui/icons';
import { Notice } from '../../../components/ui/notice';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAccount } from '../api/get-account';
import { useSavedAndMove } from '../hooks/use-saved-and-move';
import { accountTexts as t } from '../texts';
import { AccountDataSection } from './account-data-section';
import { MovedPopup } from './moved-popup';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';
import styles from './manage-account.module.css';

interface ManageAccountProps {
  userId: string;
  email: string | null;
  enabled: boolean;
  /** Came from a login with a temporary password: ask for a new one. */
  mustChangePassword: boolean;
  /** The server ended every session of the account: sign this device in with the new one. */
  onPasswordChanged: (newPassword: string) => Promise<void>;
  /** The account is gone: end the session here. */
  onDeleted: () => void;
  /** Sections other features add (the notification settings), each a card of its own. */
  sections?: ReadonlyArray<{ id: string; title: string; lead: string; content: ReactNode }>;
}

/** /user/manage 'Zarządzanie Kontem': personal data, and password change. */
export function ManageAccount({
  userId,
  email,
  enabled,
  mustChangePassword,
  onPasswordChanged,
  onDeleted,
  sections = [],
}: ManageAccountProps) {
  // a temporary password's session may only change the password: nothing else is loaded
  const account = useAccount(userId, { enabled: enabled && !mustChangePassword });
  const profilePath = paths.user(userId);
  const moved = useSavedAndMove(profilePath);

  return (
    <PageFrame
      title={t.title}
      actions={
        <Link to={profilePath} className="icon-btn" aria-label={t.close} title={t.close}>
          <CloseIcon />
        </Link>
      }
    >
      {mustChangePassword && (
        <div className={styles.banner}>
          <Notice kind="info">{t.mustChangePassword}</Notice>
        </div>
      )}
      <div className={styles.sections}>
        {!mustChangePassword && (
          <section className={styles.card} aria-labelledby="personal-title">
            <header className={styles.cardHead}>
              <h2 id="personal-title" className={styles.cardTitle}>
                {t.personal.title}
              </h2>
              <p className={styles.cardLead}>{t.personal.lead}</p>
            </header>
            {account.isError ? (
              <ErrorMessage
                title={t.loadFailed}
                error={account.error}
                onRetry={() => void account.refetch()}
              />
            ) : account.data ? (
              <PersonalDataForm user={account.data} email={email} onSaved={moved.start} />
            ) : (
              <FormSkeleton />
            )}
          </section>
        )}
        <section
          className={`${styles.card} ${mustChangePassword ? styles.highlight : ''}`}
          aria-labelledby="password-title"
        >
          <header className={styles.cardHead}>
            <h2 id="password-title" className={styles.cardTitle}>
              {t.password.title}
            </h2>
            <p className={styles.cardLead}>{t.password.lead}</p>
          </header>
          <PasswordForm onChanged={onPasswordChanged} onSaved={moved.start} />
        </section>
        {!mustChangePassword &&
          sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.card}
              aria-labelledby={`${section.id}-title`}
            >
              <header className={styles.cardHead}>
                <h2 id={`${section.id}-title`} className={styles.cardTitle}>
                  {section.title}
                </h2>
                <p className={styles.cardLead}>{section.lead}</p>
              </header>
              {section.content}
            </section>
          ))}
        {!mustChangePassword && (
          <section className={styles.card} aria-labelledby="data-title">
            <header className={styles.cardHead}>
              <h2 id="data-title" className={styles.cardTitle}>
                {t.data.title}
              </h2>
              <p className={styles.cardLead}>{t.data.lead}</p>
            </header>
            <AccountDataSection onDeleted={onDeleted} />
          </section>
        )}
      </div>
      <MovedPopup open={moved.open} />
    </PageFrame>
  );
}

function FormSkeleton() {
  return (
    <SkeletonGroup className={styles.grid}>
      {Array.from({ length: 8 }, (_, index) => (
        <span key={index} className={styles.skeletonField}>
          <Skeleton width="40%" height={14} />
          <Skeleton height={44} radius="var(--radius-md)" />
        </span>
      ))}
    </SkeletonGroup>
  );
}
