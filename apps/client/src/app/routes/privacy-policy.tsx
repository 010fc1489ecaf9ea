import { PageFrame } from '../../components/layouts/page-frame';
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy';
import { privacyTexts } from '../../features/legal/texts';

/** /polityka-prywatnosci: public, opened in a new tab from the footer. */
export function PrivacyPolicyRoute() {
  return (
    <PageFrame title={privacyTexts.title} eyebrow={privacyTexts.eyebrow}>
      <PrivacyPolicy />
    </PageFrame>
  );
}
