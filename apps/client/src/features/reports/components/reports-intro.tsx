import { reportsTexts } from '../texts';
import styles from './reports-list.module.css';

/** RAPORTY intro: reports record played matches; creating and updating them is the captains' job. */
export function ReportsIntro() {
  return <p className={styles.intro}>{reportsTexts.intro.text}</p>;
}
