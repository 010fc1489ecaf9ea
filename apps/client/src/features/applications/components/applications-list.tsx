import type { TeamInvitationDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { confirmAction } from '../../../components/ui/confirm-store';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { useAcceptApplication } from '../api/accept-application';
import { useRejectApplication } from '../api/reject-application';
import { showActionError } from '../lib/action-error';
import { ageInYears } from '../../../lib/age';
import { legName, positionName } from '../lib/person';
import { applicationsTexts as t } from '../texts';
import styles from './applications-list.module.css';
import { runMutation } from '../../../lib/run-mutation';

interface ApplicationsListProps {
  applications: readonly TeamInvitationDto[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
}

/** The captain's list of applications: name, position, leg, age, height; Akceptuj / Odrzuć. */
export function ApplicationsList({
  applications,
  isPending,
  error,
  onRetry,
}: ApplicationsListProps) {
  const accept = useAcceptApplication();
  const reject = useRejectApplication();
  const busy = accept.isPending || reject.isPending;

  if (error) return <ErrorMessage compact title={t.failed} error={error} onRetry={onRetry} />;
  if (isPending || !applications) {
    return (
      <SkeletonGroup className={styles.skeleton}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={48} radius="10px" />
        ))}
      </SkeletonGroup>
    );
  }
  if (applications.length === 0) return <p className={styles.empty}>{t.empty}</p>;

  const decide = async (id: string, action: 'accept' | 'reject') => {
    if (!(await confirmAction({ message: t.confirm, danger: action === 'reject' }))) return;
    const mutation = action === 'accept' ? accept : reject;
    runMutation(mutation.mutateAsync, id, {
      onSuccess: () => toast.success(action === 'accept' ? t.accepted : t.rejected),
      onError: (failure) => showActionError(failure),
    });
  };

  return (
    <table className={styles.table} aria-label={t.listLabel}>
      <thead>
        <tr>
          <th scope="col">{t.columns.name}</th>
          <th scope="col">{t.columns.position}</th>
          <th scope="col">{t.columns.leg}</th>
          <th scope="col">{t.columns.age}</th>
          <th scope="col">{t.columns.height}</th>
          <th scope="col" className="visually-hidden">
            {t.columns.actions}
          </th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => {
          const { user } = application;
          const age = ageInYears(user.birthDate);
          return (
            <tr key={application.id}>
              <th scope="row">
                <Link to={paths.user(user.id)} className={styles.name}>
                  {user.firstName} {user.lastName}
                </Link>
              </th>
              <td>{positionName(user.positionType?.id)}</td>
              <td>{legName(user.dominateLeg?.id)}</td>
              <td>{age === null ? t.none : t.age(age)}</td>
              <td>{user.height ? t.height(user.height) : t.none}</td>
              <td className={styles.actions}>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => void decide(application.id, 'accept')}
                >
                  {t.accept}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy}
                  onClick={() => void decide(application.id, 'reject')}
                >
                  {t.reject}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
