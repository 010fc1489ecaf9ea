import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { shellTexts } from '../texts';
import styles from './not-found.module.css';

const t = shellTexts.notFound;

export function NotFoundRoute() {
  return (
    <PageFrame title={t.title} eyebrow={t.code}>
      <div className={styles.body}>
        <p className={styles.code} aria-hidden="true">
          {t.code}
        </p>
        <p className={styles.lead}>{t.lead}</p>
        <Link to={paths.root} className="btn btn-primary">
          {t.back}
        </Link>
      </div>
    </PageFrame>
  );
}
