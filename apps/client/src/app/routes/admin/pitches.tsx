import { shellTexts } from '../../texts';
import { AdminSection } from './admin-section';

export function AdminPitchesRoute() {
  return <AdminSection title={shellTexts.admin.pitches} />;
}
