import { PageFrame } from '../../components/layouts/page-frame';
import { shellTexts } from '../texts';

/** The cup is not available yet: per spec the page shows only the top bar and the footer. */
export function CupRoute() {
  return <PageFrame title={shellTexts.titles.cup} hideTitle />;
}
