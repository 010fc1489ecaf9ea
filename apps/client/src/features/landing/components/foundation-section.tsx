import { MailIcon } from '../../../components/ui/icons';
import { contactAddresses } from '../../../config/foundation';
import { landingTexts } from '../texts';
import { SectionHeader } from './section-header';
import section from './section.module.css';
import styles from './foundation-section.module.css';

const t = landingTexts.foundation;

/** The organising foundation and its five contact addresses. */
export function FoundationSection() {
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="foundation-title">
      <div className={`${section.inner} ${styles.layout}`}>
        <div>
          <SectionHeader id="foundation-title" eyebrow={t.eyebrow} title={t.title} />
          <div className={styles.text}>
            {t.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className={`${section.card} ${styles.contact}`}>
          <h3 className={section.cardTitle}>{t.contactTitle}</h3>
          <p className={section.cardText}>{t.contactLead}</p>
          <ul className={styles.addresses}>
            {contactAddresses.map((contact) => (
              <li key={contact.email}>
                <a className={styles.address} href={`mailto:${contact.email}`}>
                  <span className={styles.icon}>
                    <MailIcon />
                  </span>
                  <span className={styles.addressText}>
                    <span className={styles.label}>{contact.label}</span>
                    <span className={styles.description}>{contact.description}</span>
                  </span>
                  <span className={styles.email}>{contact.email}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
