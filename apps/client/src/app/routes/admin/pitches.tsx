import { useSession } from '../../../features/auth/hooks/use-session';
import { AdminPitches } from '../../../features/pitches/components/admin-pitches';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { shellTexts } from '../../texts';
import styles from './admin-layout.module.css';

/** /admin/pitches — Boiska: list with edit and delete, create form, edit dialog. */
export function AdminPitchesRoute() {
  useDocumentTitle(shellTexts.admin.pitches);
  const { canFetch } = useSession();
  return (
    <section className={styles.section} aria-labelledby="admin-section-title">
      <h2 id="admin-section-title" className={styles.heading}>
        {shellTexts.admin.pitches}
      </h2>
      <AdminPitches enabled={canFetch} />
    </section>
  );
}
