import { paths } from '../../config/paths';
import { shellTexts as t } from '../texts';

/** The main pages: the top bar's links on wide screens, the side menu's first list on phones. */
export const NAV_ITEMS = [
  { label: t.nav.home, to: paths.news },
  { label: t.nav.table, to: paths.table },
  { label: t.nav.matches, to: paths.matches },
  { label: t.nav.statistics, to: paths.statistics },
  { label: t.nav.teams, to: paths.teams },
  { label: t.nav.cup, to: paths.cup },
  { label: t.nav.records, to: paths.records },
] as const;
