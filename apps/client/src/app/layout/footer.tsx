import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '../../components/ui/brand-icons';
import type { IconProps } from '../../components/ui/icons';
import { foundation, socialLinks, type SocialName } from '../../config/foundation';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { shellTexts } from '../texts';
import { Brand } from './brand';
import { ContactColumn, LinkColumn, MenuColumn, TeamsColumn } from './footer-columns';
import { LanguageSwitch } from './language-switch';
import styles from './footer.module.css';

const t = shellTexts.footer;

const SOCIAL_ICONS: Record<SocialName, ComponentType<IconProps>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
};

export function Footer() {
  const { isLoggedIn, isChecking, canFetch, userId } = useSession();
  const gate = (to: string) => (isLoggedIn ? to : paths.login);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <LinkColumn
            title={t.home}
            items={[
              { label: t.news, to: gate(paths.news) },
              { label: t.table, to: gate(paths.table) },
              { label: t.calendar, to: paths.calendar },
              { label: t.cup, to: gate(paths.cup) },
              { label: t.records, to: gate(paths.records) },
            ]}
          />
          <LinkColumn
            title={t.matches}
            items={[
              { label: t.allMatches, to: gate(paths.matches) },
              { label: t.calendar, to: paths.calendar },
            ]}
          />
          <LinkColumn
            title={t.statistics}
            items={[
              { label: t.scorers, to: gate(`${paths.statistics}?category=scorers`) },
              { label: t.keepers, to: gate(`${paths.statistics}?category=keepers`) },
              { label: t.mvp, to: gate(`${paths.statistics}?category=mvps`) },
              { label: t.teamRanking, to: gate(`${paths.statistics}?category=teams`) },
            ]}
          />
          <TeamsColumn enabled={!isChecking} isLoggedIn={isLoggedIn} />
          <MenuColumn userId={userId} enabled={canFetch} />
          <ContactColumn />
        </div>

        <div className={styles.bottom}>
          <div className={styles.about}>
            <Brand />
            <p className={styles.tagline}>{t.tagline}</p>
          </div>
          <ul className={styles.social} aria-label={t.socialLabel}>
            {socialLinks.map((social) => {
              const Icon = SOCIAL_ICONS[social.name];
              return (
                <li key={social.name}>
                  <a
                    href={social.href}
                    className={styles.socialLink}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`${t.socialLink(social.name)} ${t.newTab}`}
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
          <LanguageSwitch />
        </div>

        <div className={styles.legal}>
          <p>{t.copyright(new Date().getFullYear())}</p>
          <div className={styles.legalLinks}>
            <Link to={paths.privacyPolicy} target="_blank" rel="noopener">
              {t.privacy}
              <span className="visually-hidden"> {t.newTab}</span>
            </Link>
            <a href={foundation.termsUrl} target="_blank" rel="noreferrer">
              {t.terms}
              <span className="visually-hidden"> {t.newTab}</span>
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
