import { InPreparation } from '../../../components/layouts/in-preparation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './admin-layout.module.css';

/** One tab of the admin panel whose tools come in a later release. */
export function AdminSection({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className={styles.section} aria-labelledby="admin-section-title">
      <h2 id="admin-section-title" className={styles.heading}>
        {title}
      </h2>
      <InPreparation />
    </section>
  );
}
