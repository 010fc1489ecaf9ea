import { LEGS, POSITIONS, type UserProfileDto } from '@liga/contracts';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '../../../components/ui/brand-icons';
import { ageInYears } from '../hooks/age';
import { useAvatarUrl } from '../hooks/use-avatar-url';
import { commonTexts } from '../../../texts/common';
import { usersTexts } from '../texts';
import { AvatarChange } from './avatar-change';
import styles from './player-profile.module.css';

const t = usersTexts.profile;
const SOCIAL = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'YouTube', Icon: YouTubeIcon },
] as const;

export function fullName(user: Pick<UserProfileDto, 'firstName' | 'lastName'>): string {
  return `${user.firstName || commonTexts.playerProfile.defaultFirstName} ${user.lastName || commonTexts.playerProfile.defaultLastName}`;
}

/** Avatar, shirt number, name, position and leg badges, age, height, social placeholders. */
export function ProfileHeader({ user, isOwn }: { user: UserProfileDto; isOwn: boolean }) {
  const src = useAvatarUrl(user.id, user.imageUrl);
  const position = POSITIONS.find((p) => p.id === (user.positionType?.id ?? user.position?.id));
  const leg = LEGS.find((l) => l.id === user.dominateLeg?.id);
  const age = ageInYears(user.birthDate);
  const name = fullName(user);

  return (
    <header className={styles.hero}>
      <div className={styles.avatarColumn}>
        <div className={styles.avatarFrame}>
          <Avatar src={src} alt={usersTexts.avatarAlt(name)} size={168} />
        </div>
        {isOwn && <AvatarChange userId={user.id} />}
      </div>
      <div className={styles.identity}>
        <p className={styles.shirt} aria-label={`${t.shirt}: ${user.shirtNumber ?? t.unknown}`}>
          <span aria-hidden="true">#</span>
          {user.shirtNumber ?? t.unknown}
        </p>
        <h1 className={styles.name}>
          <span className={styles.firstName}>
            {user.firstName || commonTexts.playerProfile.defaultFirstName}
          </span>{' '}
          <span className={styles.lastName}>
            {user.lastName || commonTexts.playerProfile.defaultLastName}
          </span>
        </h1>
        <div className={styles.badges}>
          <Badge tone="accent">{position?.name ?? t.noPosition}</Badge>
          {leg && <Badge tone="info">{leg.name}</Badge>}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t.age}</dt>
            <dd>{age === null ? t.unknown : t.years(age)}</dd>
          </div>
          <div>
            <dt>{t.height}</dt>
            <dd>{user.height ? t.cm(user.height) : t.unknown}</dd>
          </div>
        </dl>
        <ul className={styles.social} aria-label={t.social}>
          {SOCIAL.map(({ name: network, Icon }) => (
            <li key={network}>
              <span
                className={styles.socialIcon}
                title={t.socialSoon(network)}
                aria-disabled="true"
              >
                <Icon />
                <span className="visually-hidden">{t.socialSoon(network)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
