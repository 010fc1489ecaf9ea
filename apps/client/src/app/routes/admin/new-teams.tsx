import { shellTexts } from '../../texts';
import { AdminSection } from './admin-section';

export function AdminNewTeamsRoute() {
  return <AdminSection title={shellTexts.admin.newTeams} />;
}
