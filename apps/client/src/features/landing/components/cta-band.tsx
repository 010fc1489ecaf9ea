import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { landingTexts } from '../texts';
import styles from './cta-band.module.css';

const t = landingTexts.cta;

/** The closing register call to action. */
export function CtaBand() {
  return (
    <section className={styles.band} aria-labelledby="cta-title">
      <div className={styles.inner}>
        <div>
          <h2 id="cta-title" className={styles.title}>
            {t.title}
          </h2>
          <p className={styles.text}>{t.text}</p>
        </div>
        <Link to={paths.register} className={`btn btn-lg ${styles.button}`}>
          {t.register}
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  );
}
