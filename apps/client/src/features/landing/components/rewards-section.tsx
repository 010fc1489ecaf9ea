import { landingTexts } from '../texts';
import { MedalsArt, NationalTeamArt, TrophyArt } from './reward-art';
import { SectionHeader } from './section-header';
import section from './section.module.css';
import styles from './rewards-section.module.css';

const t = landingTexts.rewards;
const ART = [MedalsArt, TrophyArt, NationalTeamArt];

/** Medals, the trophy and the national-team chance for the best players. */
export function RewardsSection() {
  return (
    <section className={section.section} aria-labelledby="rewards-title">
      <div className={section.inner}>
        <SectionHeader id="rewards-title" eyebrow={t.eyebrow} title={t.title} />
        <ul className={styles.grid}>
          {t.items.map((reward, index) => {
            const Art = ART[index];
            return (
              <li key={reward.title} className={`${section.card} ${styles.reward}`}>
                <div className={styles.art}>
                  <Art />
                </div>
                <h3 className={section.cardTitle}>{reward.title}</h3>
                <p className={section.cardText}>{reward.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
